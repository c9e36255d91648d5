import type { CurrentUser, Permission } from '@tradepool/domain';

/** Any-of: one listed permission is enough (the spec's "MANAGE or VIEW" rows). An empty list needs none. */
export function can(
  user: Pick<CurrentUser, 'auth'> | null | undefined,
  required: Permission | readonly Permission[],
): boolean {
  if (!user) return false;
  const anyOf: readonly Permission[] = typeof required === 'string' ? [required] : required;
  return anyOf.length === 0 || anyOf.some((permission) => user.auth.includes(permission));
}
