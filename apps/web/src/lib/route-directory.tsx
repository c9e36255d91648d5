import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@tradepool/domain';

export interface AreaLink {
  path: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/**
 * What features may ask of the route table without importing the app shell (which imports them):
 * the app provides it, features read it.
 */
export interface RouteDirectory {
  /** Where this user goes once signed in: the return screen or the landing page, if they may open it. */
  landingFor: (user: CurrentUser) => string;
  /** The areas this user may open, for the home workspace. */
  areasFor: (user: CurrentUser) => AreaLink[];
}

const RouteDirectoryContext = createContext<RouteDirectory | null>(null);

export function RouteDirectoryProvider({ directory, children }: { directory: RouteDirectory; children: ReactNode }) {
  return <RouteDirectoryContext.Provider value={directory}>{children}</RouteDirectoryContext.Provider>;
}

export function useRouteDirectory(): RouteDirectory {
  const directory = useContext(RouteDirectoryContext);
  if (!directory) throw new Error('useRouteDirectory must be used inside <RouteDirectoryProvider>');
  return directory;
}
