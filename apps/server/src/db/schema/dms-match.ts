import type { Generated } from 'kysely';

export type DmsMatchKind = 'gtin' | 'broad' | 'possible';

/** A received item matched (`gtin`, `broad`) or possibly matched (`possible`) to a buyer's item. */
export interface DmsMatchTable {
  id: Generated<number>;
  /** The buyer's company. */
  company_id: number;
  subscriber_item_id: number;
  received_item_id: number;
  kind: DmsMatchKind;
  /** The score card's 0–100 for a possible match. */
  score: number | null;
  /** JSON: the score card's reasons. */
  reasons: Generated<string>;
  /** The possible match's place in the buyer item's list, best first. */
  rank: Generated<number>;
  created_time: string;
}
