import type { Generated } from 'kysely';

/**
 * A subscriber's standing request (a CIS): the items of a publisher, a GTIN, a GPC brick or class and/or a
 * target market it wants. Every criterion left null matches anything.
 */
export interface SubscriptionTable {
  id: Generated<number>;
  company_id: number;
  subscriber_gln: string;
  publisher_gln: string | null;
  gtin: string | null;
  gpc_code: string | null;
  target_market: string | null;
  status: number;
  instance_id: string | null;
  created_by: number | null;
  created_time: string;
  modified_time: string;
}
