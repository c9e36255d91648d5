import type { Generated } from 'kysely';

/** A CIN that brought a buyer's copy (migration 0039): the subscriber catalog's received versions. */
export interface ReceivedItemCinTable {
  id: Generated<number>;
  company_id: number;
  received_item_id: number;
  message_id: number;
  /** The publisher's version the CIN carried; null for a CIN received before the pool kept it. */
  version: number | null;
  received_time: string;
}
