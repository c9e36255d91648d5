import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@tradepool/domain';
import type { WeeklySync } from '@tradepool/domain';
import {
  hasSyncActivity,
  hasVelocity,
  velocityOption,
  weekLabel,
  weeklySyncLabel,
  weeklySyncOption,
} from './weekly-sync-options';

const week = (weekOfDate: string, values: Partial<WeeklySync> = {}): WeeklySync => ({
  ...emptyWeek(weekOfDate),
  ...values,
});

const WEEKS = [
  week('2026-02-25', { matchSyncCount: 2, publishedItemsCount: 9, supplierPulishedCount: 1 }),
  week('2026-03-04', { unmatchSyncCount: 1, subscriptionCount: 1 }),
];

describe('weekly sync chart options', () => {
  it('writes a week by its first day, in UTC', () => {
    expect(weekLabel('2026-03-04')).toBe('Mar 4');
  });

  it('stacks the matched and unmatched items synchronised each week', () => {
    const option = weeklySyncOption(WEEKS);
    expect((option.xAxis as { data: string[] }).data).toEqual(['Feb 25', 'Mar 4']);
    expect(
      (option.series as { name: string; stack: string; data: number[] }[]).map((s) => [s.name, s.stack, s.data]),
    ).toEqual([
      ['Matched', 'synchronised', [2, 0]],
      ['Unmatched', 'synchronised', [0, 1]],
    ]);
    expect(weeklySyncLabel(WEEKS)).toContain('week of Mar 4: 0 matched, 1 unmatched');
  });

  it('draws subscriptions against items received on their own axes', () => {
    const series = velocityOption(WEEKS).series as { type: string; yAxisIndex?: number; data: number[] }[];
    expect(series.map((s) => [s.type, s.yAxisIndex ?? 0, s.data])).toEqual([
      ['bar', 0, [0, 1]],
      ['line', 1, [9, 0]],
    ]);
  });

  it('tells an empty quarter apart', () => {
    expect(hasSyncActivity(WEEKS)).toBe(true);
    expect(hasVelocity(WEEKS)).toBe(true);
    const quiet = [week('2026-03-04')];
    expect(hasSyncActivity(quiet)).toBe(false);
    expect(hasVelocity(quiet)).toBe(false);
  });
});
