import { useCallback, useRef, useState } from 'react';
import type { Preference } from '@tradepool/domain';
import { useAuth, useCurrentUser } from '../../lib/auth';
import { updatePreference } from '../auth/api/update-preference';

export type ColumnWidths = NonNullable<Preference['columnWidth']>;
export type ColumnWidthKey = keyof ColumnWidths;

/** Spec point 9: the DMS columns open 400 px wide, the publisher's 401; the attribute names need less. */
export const DEFAULT_COLUMN_WIDTHS: ColumnWidths = { attribute: 240, publisher: 401, subscriber: 400 };
/** Spec point 9: a drag never makes a column narrower than 70 px (the saved preference allows 60). */
export const MIN_DRAGGED_WIDTH = 70;
export const MAX_COLUMN_WIDTH = 2000;

export function clampWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, MIN_DRAGGED_WIDTH), MAX_COLUMN_WIDTH));
}

/**
 * The comparison's three widths (attribute, publisher, and every hierarchy or buyer column), from the user's
 * preference `columnWidth`; a finished drag saves them at once, so the next item and the next sign-in open
 * the same.
 */
export function useColumnWidths() {
  const user = useCurrentUser();
  const { rememberPreference } = useAuth();
  const [widths, setWidths] = useState<ColumnWidths>(() => ({
    ...DEFAULT_COLUMN_WIDTHS,
    ...user.preference?.columnWidth,
  }));
  // The latest widths, for a save that follows a resize in the same event (the keyboard's).
  const latest = useRef(widths);
  const resize = useCallback((key: ColumnWidthKey, width: number) => {
    latest.current = { ...latest.current, [key]: clampWidth(width) };
    setWidths(latest.current);
  }, []);
  const save = useCallback(() => {
    rememberPreference({ columnWidth: latest.current });
    updatePreference(user.id, null, { columnWidth: latest.current }).catch((error: unknown) =>
      console.warn('[dms] saving the column widths failed', error),
    );
  }, [rememberPreference, user.id]);
  return { widths, resize, save };
}
