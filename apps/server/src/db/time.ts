export function nowIso(): string {
  return new Date().toISOString();
}

export function minutesFrom(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** A date as the screens write it (mm/dd/yyyy) → the ISO instant that day starts (UTC), `days` later. */
export function usDayStart(usDate: string, days = 0): string {
  const [month, day, year] = usDate.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString();
}

/**
 * A list's date filter as an ISO window: from the from-date (else `lastDays` ago, 0 meaning any time)
 * until the end of the to-date.
 */
export function dateWindow(search: { fromDate?: string | null; toDate?: string | null; lastDays?: number | null }): {
  since: string | null;
  until: string | null;
} {
  const lastDays = search.lastDays ?? 0;
  return {
    since: search.fromDate
      ? usDayStart(search.fromDate)
      : lastDays > 0
        ? new Date(Date.now() - lastDays * 86_400_000).toISOString()
        : null,
    until: search.toDate ? usDayStart(search.toDate, 1) : null,
  };
}
