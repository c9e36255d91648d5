import { describe, expect, it } from 'vitest';
import { statusChartLabel, statusChartOption } from './chart-options';

describe('chart options', () => {
  it('colours each status the same wherever it shows, and says in words what the donut draws', () => {
    const rows = [
      { status: 5, label: 'Validated', count: 1200 },
      { status: 9, label: 'Failed', count: 3 },
    ];
    const [series] = statusChartOption(rows).series as { data: { name: string; value: number }[] }[];
    expect(series!.data.map((d) => [d.name, d.value])).toEqual([
      ['Validated', 1200],
      ['Failed', 3],
    ]);
    expect(statusChartLabel(rows)).toBe('Catalog items by status: Validated 1,200, Failed 3.');
  });
});
