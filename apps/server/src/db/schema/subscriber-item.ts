import type { MatchDecision } from '@tradepool/domain';
import type { Generated } from 'kysely';

/** A subscriber's own item (its item master), from cross-reference files; keyed by its product code. */
export interface SubscriberItemTable {
  id: Generated<number>;
  company_id: number;
  product_code: string;
  gtin: string | null;
  description: string | null;
  brand_name: string | null;
  mpc: string | null;
  unit_descriptor: string | null;
  source_file_id: number | null;
  last_updated: string;
  /** Data quality (migration 0014): to rescore on the next matching run. */
  match_dirty: Generated<number>;
  matched_count: Generated<number>;
  possible_count: Generated<number>;
  /** JSON `[receivedItemId, score][]`: every candidate blocking found, as last scored. */
  match_candidates: Generated<string>;
  /** Migration 0038: what the last run decided (a broad match is `matched`). */
  match_decision: Generated<MatchDecision>;
}
