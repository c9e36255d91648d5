import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Segmented, Typography } from 'antd';
import { init, use as registerChartParts, type ComposeOption } from 'echarts/core';
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  MarkLineComponent,
  type GridComponentOption,
  type MarkLineComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ScoreBand, ScoreField, ScorecardRow } from '@tradepool/domain';
import { SCORE_COLUMNS, scoreBars, scoreTitle } from '../scorecard-view';

// Only what this chart draws (its numbers are written on the bars, so no tooltip): the rest of ECharts stays out.
registerChartParts([BarChart, GridComponent, MarkLineComponent, SVGRenderer]);

type ChartOption = ComposeOption<BarSeriesOption | GridComponentOption | MarkLineComponentOption>;

const BAR_HEIGHT = 34;

/**
 * The publishers side by side on one score, chosen above the chart: a bar each, best first, in its band's
 * colour with its number written at the end, and the bands' lower bounds marked. Read by screen readers
 * as one image whose label lists every bar.
 */
export function ScoreChart({ rows, bands }: { rows: readonly ScorecardRow[]; bands: readonly ScoreBand[] }) {
  const [field, setField] = useState<ScoreField>('allAttribute');
  const bars = useMemo(() => scoreBars(rows, field, bands), [rows, field, bands]);
  const element = useRef<HTMLDivElement>(null);
  const height = Math.max(120, bars.length * BAR_HEIGHT + 48);

  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current, undefined, { renderer: 'svg' });
    const ordered = [...bars].reverse(); // category axes draw from the bottom: best on top
    const option: ChartOption = {
      animation: false,
      grid: { left: 8, right: 48, top: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'value', min: 0, max: 100, splitNumber: 5 },
      yAxis: {
        type: 'category',
        data: ordered.map((b) => b.publisher),
        axisLabel: { width: 220, overflow: 'truncate', color: '#262626' },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 22,
          data: ordered.map((b) => ({ value: b.score, itemStyle: { color: b.color } })),
          label: { show: true, position: 'right', color: '#262626', formatter: '{c}' },
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', color: '#8c8c8c' },
            label: { formatter: '{b}', color: '#595959' },
            data: bands.filter((band) => band.from > 0).map((band) => ({ xAxis: band.from, name: band.label })),
          },
        },
      ],
    };
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [bars, bands]);

  const description = bars.map((b) => `${b.publisher} ${b.score} (${b.band})`).join(', ');
  return (
    <Flex vertical gap={12}>
      <Segmented<ScoreField>
        aria-label="Score to compare"
        value={field}
        onChange={setField}
        options={SCORE_COLUMNS.map(({ field: value, title }) => ({ value, label: title }))}
      />
      {bars.length === 0 ? (
        <Typography.Text type="secondary">No publisher is scored yet.</Typography.Text>
      ) : (
        <div
          ref={element}
          role="img"
          aria-label={`${scoreTitle(field)} by publisher: ${description}`}
          style={{ width: '100%', height }}
        />
      )}
    </Flex>
  );
}
