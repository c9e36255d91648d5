import { sql } from 'kysely';
import { dmsStatusOf, type CicState, type DmsItemRow } from '@tradepool/domain';

/** The received copy's columns a work list row (and the item detail's header) reads. */
export const ROW_COLUMNS = [
  'r.id',
  'r.gtin',
  'r.target_market',
  'r.description',
  'r.product_code',
  'r.brand_name',
  'r.unit_descriptor',
  'r.cic_status',
  'r.subscriber_gln',
  'r.matched_count',
  'r.possible_count',
  'r.on_hold',
  'r.follow_up_message',
  'r.changed',
  'r.core_changes',
  'r.nutritional_changes',
  'r.marketing_changes',
  'r.exception_attributes',
  'r.withdrawn',
  'r.modified_time',
  'r.source_item_id',
  'r.children',
] as const;

/** The buyer item's columns beside a match, for the detail and the downloads. */
export const BUYER_ITEM_COLUMNS = [
  's.product_code',
  's.gtin',
  's.description',
  's.brand_name',
  's.mpc',
  's.unit_descriptor',
] as const;

/** Only whether a previous version exists: its attributes stay in the table. */
export const HAS_PREVIOUS = sql<number>`(case when r.previous_attributes is null then 0 else 1 end)`.as('has_previous');

export interface ReceivedRow {
  id: number;
  gtin: string;
  target_market: string;
  description: string | null;
  product_code: string | null;
  brand_name: string | null;
  unit_descriptor: string | null;
  cic_status: string | null;
  subscriber_gln: string;
  matched_count: number;
  possible_count: number;
  on_hold: number;
  follow_up_message: string | null;
  changed: number;
  core_changes: number;
  nutritional_changes: number;
  marketing_changes: number;
  exception_attributes: string | null;
  withdrawn: number;
  modified_time: string;
  source_item_id: number | null;
  children: string;
  has_previous: number;
}

/** Spec point 3, "DMS catalog item" (its core fields) of one received copy, without its matches. */
export function dmsItemRowOf(
  r: ReceivedRow,
  publisher: { isGdsn: boolean },
  cicStatusDate: string | null,
): Omit<DmsItemRow, 'matches'> {
  return {
    catalogItemId: r.id,
    gtin: r.gtin,
    targetMarket: r.target_market,
    description: r.description,
    productCode: r.product_code,
    brandName: r.brand_name,
    unitDescriptor: r.unit_descriptor,
    status: dmsStatusOf(r.cic_status),
    cicStatus: r.cic_status as CicState | null,
    cicStatusDate,
    // Spec point 4: a non-GDSN publisher's items are type 6 (found by product code, never synchronised).
    type: publisher.isGdsn ? 1 : 6,
    subscriberGln: r.subscriber_gln,
    matchedCount: r.matched_count,
    partialMatchedCount: r.possible_count,
    onHold: r.on_hold,
    followUpMessage: r.follow_up_message,
    changed: r.changed,
    coreChangesCount: r.core_changes,
    nutritionalChangesCount: r.nutritional_changes,
    marketingChangesCount: r.marketing_changes,
    thresholdExceptionAttributes: r.exception_attributes ? (JSON.parse(r.exception_attributes) as string[]) : [],
    hasPrevious: Number(r.has_previous) === 1,
    withdrawn: r.withdrawn === 1,
    nextLevel: JSON.parse(r.children) as DmsItemRow['nextLevel'],
    modifiedTime: r.modified_time,
  };
}
