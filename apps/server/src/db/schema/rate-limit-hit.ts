/** A rate limit's counter: per route and client address, the current window's start and its calls. */
export interface RateLimitHitTable {
  key: string;
  /** Epoch milliseconds; PostgreSQL's bigint comes back as a string. */
  window_start_ms: number | string;
  hits: number;
}
