import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from '../lib/chart-option';

// Only what the screens draw is bundled (tree-shaken `echarts/core`), registered once for every chart.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

/** A click on a bar, slice or point: its series and the index of its data item. */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
}

export interface ChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, in words: screen readers read this instead of the drawing. */
  label: string;
  onClick?: (click: ChartClick) => void;
}

/**
 * An Apache ECharts chart drawn as SVG (crisp at any zoom), sized to its container and redrawn when the
 * container resizes. Without animation: the numbers are there at once, and nothing moves on screen.
 */
export function Chart({ option, height, label, onClick }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.EChartsType | null>(null);

  useEffect(() => {
    const element = container.current!;
    const instance = echarts.init(element, null, { renderer: 'svg' });
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ animation: false, ...option }, true);
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onClick) return;
    const handler = (event: { seriesIndex?: number; dataIndex: number }) =>
      onClick({ seriesIndex: event.seriesIndex ?? 0, dataIndex: event.dataIndex });
    instance.on('click', handler);
    return () => {
      instance.off('click', handler);
    };
  }, [onClick]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
