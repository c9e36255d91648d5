import { useQuery } from '@tanstack/react-query';
import type { WeeklySync } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { CHART_QUERY_RETRY } from '../../../lib/chart-retry';

/** The weeks the weekly charts draw: a quarter. */
export const CHART_WEEKS = 12;

/** `GET dms/weeklysubscription?weeks`: the buyer's weeks, oldest first (the weekly charts' series). */
export function getWeeklySync(weeks: number): Promise<WeeklySync[]> {
  return api.get<WeeklySync[]>(`dms/weeklysubscription?weeks=${weeks}`);
}

/** `GET dms/lastweeksynchitem`: the buyer's last 7 days, the figures above the charts. */
export function getLastWeekSync(): Promise<WeeklySync> {
  return api.get<WeeklySync>('dms/lastweeksynchitem');
}

export function useWeeklySync(weeks = CHART_WEEKS) {
  return useQuery({
    queryKey: ['home', 'weekly-sync', weeks],
    queryFn: () => getWeeklySync(weeks),
    ...CHART_QUERY_RETRY,
  });
}

export function useLastWeekSync() {
  return useQuery({ queryKey: ['home', 'last-week-sync'], queryFn: getLastWeekSync, ...CHART_QUERY_RETRY });
}
