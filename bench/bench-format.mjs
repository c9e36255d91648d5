// What the benches print their figures with.
import os from 'node:os';

/** Seconds since `from` (a `performance.now()`). */
export const elapsed = (from) => (performance.now() - from) / 1000;
/** `n` in `s` seconds, per second, written with thousands separators. */
export const perSecond = (n, s) => Math.round(n / s).toLocaleString('en-US');
/** Kilobytes as whole megabytes. */
export const mb = (kb) => `${Math.round(kb / 1024)} MB`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The machine's 1, 5 and 15 minute load averages: other work on the 2 cores moves every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
/** The database the bench's server runs on. */
export const databaseName = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite');
