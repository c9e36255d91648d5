import { useState } from 'react';
import { useLocation } from 'react-router';

/** Marks a navigation the screen makes itself (a search from its box), which keeps the screen's state. */
export const WORKSPACE_STATE = { inWorkspace: true } as const;

const isWorkspaceState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'inWorkspace' in state;

/**
 * A count of the visits from elsewhere (a link, the menu): keyed by it, a screen starts afresh then, while
 * its own searches (written into the route with `WORKSPACE_STATE`) keep its tab, filters and page.
 */
export function useWorkspaceVisit(): number {
  const location = useLocation();
  const [visit, setVisit] = useState({ locationKey: location.key, count: 0 });
  if (visit.locationKey !== location.key) {
    setVisit({ locationKey: location.key, count: visit.count + (isWorkspaceState(location.state) ? 0 : 1) });
  }
  return visit.count;
}

/** The split screen: the item detail needs the width, so it takes the filter sidebar's place while open. */
export function useSplitScreen(initialOpenId: number | null) {
  const [filtersShown, setFiltersShown] = useState(true);
  const [openId, setOpenId] = useState(initialOpenId);
  const sidebarShown = filtersShown && openId === null;
  function toggleFilters() {
    if (sidebarShown) setFiltersShown(false);
    else {
      setFiltersShown(true);
      setOpenId(null);
    }
  }
  return { openId, setOpenId, sidebarShown, toggleFilters };
}
