import type { Generated } from 'kysely';

/** An item published to a subscriber GLN, with the subscriber's latest CIC state. */
export interface PublicationTable {
  id: Generated<number>;
  company_id: number;
  catalog_item_id: number;
  subscriber_gln: string;
  subscriber_company_id: number | null;
  active: number;
  cic_status: string | null;
  published_time: string;
  modified_time: string;
}
