import type { Generated } from 'kysely';

/** One CIC a subscriber sent about a published item; the publication keeps only the latest state. */
export interface CicHistoryTable {
  id: Generated<number>;
  /** The publisher's company: the item's owner. */
  company_id: number;
  subscriber_company_id: number | null;
  publication_id: number | null;
  catalog_item_id: number;
  subscriber_gln: string;
  state: string;
  /** JSON: the CIC's status codes with their corrective actions (`CicReason[]`). */
  reasons: string;
  message_id: number | null;
  instance_id: string;
  created_time: string;
}
