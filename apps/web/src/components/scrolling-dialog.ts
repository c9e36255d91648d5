import type { CSSProperties } from 'react';

/** What a dialog needs around its body: the container's padding, the title and the footer's row of buttons. */
const CHROME_HEIGHT = 116;
/** Space left below the dialog, as above it, so it does not touch the window's edge. */
const BOTTOM_MARGIN = 24;

export interface ScrollingDialogProps {
  style: CSSProperties;
  styles: { body: CSSProperties };
}

/**
 * Modal props for a dialog whose content can be taller than the window: the body stops at the window's
 * bottom and scrolls, so the title and the footer's buttons stay in view (on a 1440×900 screen the item
 * editor's Create sat below the fold). `top` is the dialog's distance from the top of the window.
 */
export function scrollingDialog(top = 100): ScrollingDialogProps {
  return {
    style: { top },
    styles: { body: { maxHeight: `calc(100vh - ${top + CHROME_HEIGHT + BOTTOM_MARGIN}px)`, overflowY: 'auto' } },
  };
}
