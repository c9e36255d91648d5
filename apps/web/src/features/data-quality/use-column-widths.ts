import { useRef, useState } from 'react';
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
/** The attribute column of a comparison fitted to the screen: a label of a few words, its section beneath. */
const FITTED_ATTRIBUTE_WIDTH = 200;
/** A value column of a fitted comparison is never narrower: a value and its flags still read. */
const FITTED_MIN_WIDTH = 200;

export function clampWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, MIN_DRAGGED_WIDTH), MAX_COLUMN_WIDTH));
}

/**
 * The widths a comparison opens with in `available` pixels until the user drags one: the publisher's and the
 * first buyer's columns share what the attribute column leaves, so both show whole on a laptop screen
 * (1366 px), up to the spec's 401 and 400 where the screen has room. Unmeasured, the spec's widths.
 */
export function fittedWidths(available: number | null): ColumnWidths {
  if (available === null) return DEFAULT_COLUMN_WIDTHS;
  const share = Math.max(FITTED_MIN_WIDTH, Math.floor((available - FITTED_ATTRIBUTE_WIDTH) / 2));
  return {
    attribute: FITTED_ATTRIBUTE_WIDTH,
    publisher: Math.min(DEFAULT_COLUMN_WIDTHS.publisher, share),
    subscriber: Math.min(DEFAULT_COLUMN_WIDTHS.subscriber, share),
  };
}

/**
 * The comparison's three widths (attribute, publisher, and every hierarchy or buyer column): the user's
 * preference `columnWidth` once a column was dragged, else fitted to the `available` width. A finished drag
 * saves them at once, so the next item and the next sign-in open the same.
 */
export function useColumnWidths(available: number | null) {
  const user = useCurrentUser();
  const { rememberPreference } = useAuth();
  const [saved, setSaved] = useState<ColumnWidths | null>(() => user.preference?.columnWidth ?? null);
  const widths = saved ?? fittedWidths(available);
  // The widths the last resize set, for a save that follows it in the same event (the keyboard's).
  const latest = useRef(saved);
  const resize = (key: ColumnWidthKey, width: number) => {
    latest.current = { ...(latest.current ?? widths), [key]: clampWidth(width) };
    setSaved(latest.current);
  };
  const save = () => {
    const columnWidth = latest.current;
    if (!columnWidth) return;
    rememberPreference({ columnWidth });
    updatePreference(user.id, null, { columnWidth }).catch((error: unknown) =>
      console.warn('[dms] saving the column widths failed', error),
    );
  };
  return { widths, resize, save };
}
