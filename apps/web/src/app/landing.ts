import { landingPath } from '@tradepool/domain';
import type { CurrentUser } from '@tradepool/domain';
import { HOME_PATH } from '../lib/paths';
import { findRoute, isOpenablePath } from './route-helpers';
import type { AppRoute, RouteUser } from './route-helpers';

type LandingUser = RouteUser & Pick<CurrentUser, 'preference'>;

/**
 * Spec point 2: after sign-in the saved return screen, else the landing page of spec point 6. Either only
 * counts when the route table has it and the user may open it, so a landing page for a screen that is not
 * built yet (or no longer allowed) falls back to home.
 */
export function resolveLanding(routes: readonly AppRoute[], user: LandingUser, returnPath: string | null): string {
  if (returnPath && isOpenablePath(routes, returnPath, user)) return returnPath;
  const preferred = landingPath(user);
  return isOpenablePath(routes, preferred, user) ? preferred : HOME_PATH;
}

/** Where a route sends this user on to, if anywhere it can actually go (e.g. subscribers from home). */
export function redirectFrom(routes: readonly AppRoute[], pathname: string, user: CurrentUser): string | null {
  const target = findRoute(routes, pathname)?.route.redirect?.(user);
  if (!target || target === pathname) return null;
  return isOpenablePath(routes, target, user) ? target : null;
}
