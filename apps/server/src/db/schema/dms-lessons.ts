import type { Generated } from 'kysely';

/** A pair the buyer rejected (migration 0016): its buyer item and the publisher's item, by GLN and GTIN. */
export interface DmsRejectedPairTable {
  id: Generated<number>;
  /** The buyer's company. */
  company_id: number;
  subscriber_item_id: number;
  /** The received item's information provider. */
  publisher_gln: string;
  gtin: string;
  created_by: number | null;
  created_time: string;
}

/** A publisher's code the buyer confirmed for one of its items by a broad match (migration 0016). */
export interface DmsConfirmedCodeTable extends DmsRejectedPairTable {
  /** The publisher's product code: it finds the item again under a new GTIN. */
  product_code: string | null;
}
