/** Whether a write failed on a unique index (PostgreSQL 23505, SQLite's constraint code): a lost race. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
