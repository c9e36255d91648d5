import type { ItemStatusCount } from '@tradepool/domain';
import type { ChartOption } from '../../lib/chart-option';

/** One colour per status, the same in the chart and its legend: blue under way, green done, red failed, gold to do. */
const STATUS_COLORS: Readonly<Record<number, string>> = { 3: '#1f5fa8', 5: '#389e0d', 9: '#cf1322', 1: '#d48806' };

export function statusColor(status: number): string {
  return STATUS_COLORS[status] ?? '#8c8c8c';
}

const count = (n: number) => n.toLocaleString('en-US');

/** The catalog status donut; its legend, with the links, is the card's own. */
export function statusChartOption(rows: readonly ItemStatusCount[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        type: 'pie',
        radius: ['58%', '88%'],
        label: { show: false },
        data: rows.map((row) => ({ name: row.label, value: row.count, itemStyle: { color: statusColor(row.status) } })),
      },
    ],
  };
}

export function statusChartLabel(rows: readonly ItemStatusCount[]): string {
  return `Catalog items by status: ${rows.map((row) => `${row.label} ${count(row.count)}`).join(', ')}.`;
}
