import type { CurrentUser } from '@tradepool/domain';

export type PendingStep = 'policy' | 'password';

/**
 * Spec point 4, "Session": what a signed-in user must still answer before any screen opens. The server
 * refuses business calls (403) until both are resolved, so the web app keeps such users on the sign-in screen.
 */
export function pendingStep(
  user: Pick<CurrentUser, 'policyAccepted' | 'isFirstTime' | 'forceChangePassword'>,
): PendingStep | null {
  if (user.policyAccepted !== 1) return 'policy';
  if (user.isFirstTime === 1 || user.forceChangePassword === 1) return 'password';
  return null;
}
