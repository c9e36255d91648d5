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
