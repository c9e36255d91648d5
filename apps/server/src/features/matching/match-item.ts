/** The caller's id of an item: a subscriber item's or a received item's row id. */
export type ItemId = string | number;

/**
 * One side of a match as plain data: a buyer's item (subscriber_item) or a publisher's item a subscriber
 * received (received_item). `row-items.ts` makes these from table rows; a bench or a test writes them.
 */
export interface MatchItem {
  id: ItemId;
  gtin?: string | null;
  description?: string | null;
  brandName?: string | null;
  /** The manufacturer's product code (a received item's manufacturerPartNumber). */
  mpc?: string | null;
  productCode?: string | null;
  unitDescriptor?: string | null;
  /** A GS1 measure: a decimal and its measurement unit code ("10.75", "ONZ"). */
  netContent?: { value: string | number; unit: string } | null;
}
