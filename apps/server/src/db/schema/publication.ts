import type { Generated } from 'kysely';
import type { DeliveryStatus } from '@tradepool/domain';

/**
 * An item published to a subscriber GLN, with the subscriber's latest CIC state. A hierarchy is published
 * from its top: every item in it gets a row carrying the top as `root_item_id`, and the delivery state is
 * the top's CIN (one CIN carries the whole hierarchy).
 */
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
  root_item_id: number | null;
  delivery_status: Generated<DeliveryStatus>;
  /** The item version the last CIN carried (a later save sends a CHANGE_BY_REFRESH). */
  delivered_version: number | null;
  delivered_time: string | null;
  cic_status_time: string | null;
  delivery_error: string | null;
}
