import { generatePath, matchPath } from 'react-router';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { CurrentUser, Permission } from '@tradepool/domain';
import { can } from '../lib/permissions';
import type { AreaLink } from '../lib/route-directory';

export type RouteParams = Readonly<Record<string, string>>;

/** One row of the route table (spec point 2), with what it needs (spec point 6) and where it shows. */
export interface AppRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Outside the signed-in shell: no session, no layout. */
  public?: true;
  /** Any one of these opens the route; absent means every signed-in user. */
  permission?: readonly Permission[];
  breadcrumb?: string | ((params: RouteParams) => string);
  /** The route one level up in the breadcrumb trail. */
  parent?: string;
  nav?: { label: string; icon: ReactNode };
  /**
   * A card on the home workspace. `viewOnly` is its description for a user who holds none of `manage`
   * (issue 35: a card does not promise what the role cannot do, such as support's view of companies and users).
   */
  area?: {
    title: string;
    description: string;
    icon: ReactNode;
    viewOnly?: { manage: readonly Permission[]; description: string };
  };
  /** Users the route is not offered to whatever their permissions (nav, home cards, router): spec points 2, 6. */
  hiddenFrom?: (user: RouteUser) => boolean;
  /** Spec point 6: some users are sent on from this route (followed only once the target exists). */
  redirect?: (user: CurrentUser) => string | null;
}

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `pathname` as the browser has it (percent-encoded); the params come back decoded. */
export function findRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.params))
      if (value !== undefined) params[name] = decodeParam(value);
    return { route, params };
  }
  return null;
}

/** Who a route is opened for: its permission and role rules. */
export type RouteUser = Pick<
  CurrentUser,
  'auth' | 'roleName' | 'userType' | 'hasPublisherItemsReport' | 'hasMessageInbox'
>;

export function canOpen(route: AppRoute, user: RouteUser): boolean {
  return !route.public && can(user, route.permission ?? []) && !route.hiddenFrom?.(user);
}

/** A path inside the app that this user may open: the test for return screens, landing pages and redirects. */
export function isOpenablePath(routes: readonly AppRoute[], path: string, user: RouteUser): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const match = findRoute(routes, pathname);
  return match !== null && canOpen(match.route, user);
}

export function navRoutes(routes: readonly AppRoute[], user: RouteUser): AppRoute[] {
  return routes.filter((route) => route.nav && canOpen(route, user));
}

export function areaRoutes(routes: readonly AppRoute[], user: RouteUser): AppRoute[] {
  return routes.filter((route) => route.area && canOpen(route, user));
}

/** The home cards of this user, each described by what the user can do there. */
export function areaCards(routes: readonly AppRoute[], user: RouteUser): AreaLink[] {
  return areaRoutes(routes, user).flatMap(({ path, area }) => {
    if (!area) return [];
    const { title, icon, viewOnly } = area;
    const description = viewOnly && !can(user, viewOnly.manage) ? viewOnly.description : area.description;
    return [{ path, title, description, icon }];
  });
}

export interface Crumb {
  path: string;
  label: string;
}

/** Home-first trail: the matched route and its `parent` chain, each labelled with the decoded params. */
export function breadcrumbTrail(routes: readonly AppRoute[], pathname: string): Crumb[] {
  const match = findRoute(routes, pathname);
  if (!match) return [];
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let route: AppRoute | undefined = match.route;
  while (route && !seen.has(route.path)) {
    seen.add(route.path);
    if (route.breadcrumb) {
      const label = typeof route.breadcrumb === 'string' ? route.breadcrumb : route.breadcrumb(match.params);
      // generatePath encodes the (decoded) params itself: a name with a space or a slash stays one segment.
      trail.unshift({ path: route === match.route ? pathname : generatePath(route.path, match.params), label });
    }
    const parentPath: string | undefined = route.parent;
    route = parentPath ? routes.find((candidate) => candidate.path === parentPath) : undefined;
  }
  return trail;
}

/** The nav entry that should light up: the route itself or its nearest ancestor in the nav. */
export function activeNavPath(routes: readonly AppRoute[], pathname: string): string | null {
  let route = findRoute(routes, pathname)?.route;
  const seen = new Set<string>();
  while (route && !seen.has(route.path)) {
    if (route.nav) return route.path;
    seen.add(route.path);
    const parentPath = route.parent;
    route = parentPath ? routes.find((candidate) => candidate.path === parentPath) : undefined;
  }
  return null;
}
