import type { WeeklySync } from '@tradepool/domain';
import type { ChartOption } from '../../lib/chart-option';

export const SYNC_COLORS = { matched: '#389e0d', unmatched: '#d48806' } as const;
export const VELOCITY_COLORS = { subscriptions: '#1f5fa8', items: '#13a8a8' } as const;

const count = (n: number) => n.toLocaleString('en-US');

/** A week's first day (`YYYY-MM-DD`) as the axis writes it: "Mar 4". */
export function weekLabel(weekOfDate: string): string {
  return new Date(`${weekOfDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Whether the weeks hold anything to draw: else the card shows its empty state. */
export function hasSyncActivity(weeks: readonly WeeklySync[]): boolean {
  return weeks.some((w) => w.matchSyncCount + w.unmatchSyncCount > 0);
}

export function hasVelocity(weeks: readonly WeeklySync[]): boolean {
  return weeks.some((w) => w.subscriptionCount + w.publishedItemsCount > 0);
}

const weekAxis = (weeks: readonly WeeklySync[], boundaryGap: boolean) => ({
  type: 'category' as const,
  boundaryGap,
  data: weeks.map((w) => weekLabel(w.weekOfDate)),
});

const GRID = { left: 8, right: 8, top: 28, bottom: 36, containLabel: true };

/** The weekly synchronisation area chart: items synchronised each week, matched ones under unmatched ones. */
export function weeklySyncOption(weeks: readonly WeeklySync[]): ChartOption {
  const area = (name: string, color: string, data: number[]) => ({
    name,
    type: 'line' as const,
    stack: 'synchronised',
    color,
    areaStyle: { opacity: 0.35 },
    symbolSize: 6,
    data,
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: GRID,
    xAxis: weekAxis(weeks, false),
    yAxis: { type: 'value', minInterval: 1, name: 'Items', nameTextStyle: { align: 'left' } },
    series: [
      area(
        'Matched',
        SYNC_COLORS.matched,
        weeks.map((w) => w.matchSyncCount),
      ),
      area(
        'Unmatched',
        SYNC_COLORS.unmatched,
        weeks.map((w) => w.unmatchSyncCount),
      ),
    ],
  };
}

export function weeklySyncLabel(weeks: readonly WeeklySync[]): string {
  const lines = weeks.map(
    (w) =>
      `week of ${weekLabel(w.weekOfDate)}: ${count(w.matchSyncCount)} matched, ${count(w.unmatchSyncCount)} unmatched`,
  );
  return `Items synchronised per week, ${lines.join('; ')}.`;
}

/** The subscription velocity chart: subscriptions created (bars, left axis), items received (line, right axis). */
export function velocityOption(weeks: readonly WeeklySync[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: GRID,
    xAxis: weekAxis(weeks, true),
    yAxis: [
      { type: 'value', minInterval: 1, name: 'Subscriptions', nameTextStyle: { align: 'left' } },
      { type: 'value', minInterval: 1, name: 'Items', nameTextStyle: { align: 'right' }, splitLine: { show: false } },
    ],
    series: [
      {
        name: 'Subscriptions created',
        type: 'bar',
        color: VELOCITY_COLORS.subscriptions,
        barMaxWidth: 18,
        data: weeks.map((w) => w.subscriptionCount),
      },
      {
        name: 'Items received',
        type: 'line',
        yAxisIndex: 1,
        color: VELOCITY_COLORS.items,
        symbolSize: 6,
        data: weeks.map((w) => w.publishedItemsCount),
      },
    ],
  };
}

export function velocityLabel(weeks: readonly WeeklySync[]): string {
  const lines = weeks.map(
    (w) =>
      `week of ${weekLabel(w.weekOfDate)}: ${count(w.subscriptionCount)} subscriptions, ` +
      `${count(w.publishedItemsCount)} items from ${count(w.supplierPulishedCount)} suppliers`,
  );
  return `Subscriptions created and items received per week, ${lines.join('; ')}.`;
}
