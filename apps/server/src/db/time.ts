export function nowIso(): string {
  return new Date().toISOString();
}

export function minutesFrom(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}
