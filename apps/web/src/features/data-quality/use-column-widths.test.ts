import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTHS, clampWidth, fittedWidths } from './use-column-widths';

describe('fittedWidths', () => {
  it("shares what the attribute column leaves between the publisher's and the buyer's columns", () => {
    // The comparison's room beside the item list at 1366 and 1440 px, the side navigation open.
    expect(fittedWidths(790)).toEqual({ attribute: 200, publisher: 295, subscriber: 295 });
    expect(fittedWidths(890)).toEqual({ attribute: 200, publisher: 345, subscriber: 345 });
  });

  it("opens at the spec's widths where there is room, never narrower than a value needs", () => {
    expect(fittedWidths(1400)).toEqual({ attribute: 200, publisher: 401, subscriber: 400 });
    expect(fittedWidths(400)).toEqual({ attribute: 200, publisher: 200, subscriber: 200 });
    expect(fittedWidths(null)).toEqual(DEFAULT_COLUMN_WIDTHS);
  });

  it('keeps a dragged width within 70 px and 2,000', () => {
    expect(clampWidth(12)).toBe(70);
    expect(clampWidth(401.4)).toBe(401);
    expect(clampWidth(5000)).toBe(2000);
  });
});
