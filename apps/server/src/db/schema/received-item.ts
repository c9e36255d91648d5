import type { Generated } from 'kysely';

/**
 * A subscriber's copy of an item it was sent (by a CIN): its GDSN key, the attribute document as the CIN
 * carried it, its place in the hierarchy, and whether the publisher withdrew it (CIHW).
 */
export interface ReceivedItemTable {
  id: Generated<number>;
  company_id: number;
  subscriber_gln: string;
  publisher_company_id: number | null;
  info_provider_gln: string;
  /** The publisher's catalog item, when the publisher is in Tradepool. */
  source_item_id: number | null;
  gtin: string;
  target_market: string;
  /** The top of the hierarchy the CIN carried it in. */
  root_gtin: string;
  unit_descriptor: string | null;
  description: string | null;
  brand_name: string | null;
  product_code: string | null;
  gpc_code: string | null;
  /** JSON: `{ gtin, quantity }[]`, the next lower level. */
  children: string;
  attributes: string;
  /** The whole tradeItem the CIN carried (JSON of `GdsnElement`, migration 0027); null when `attributes` is all. */
  gdsn_document: Generated<string | null>;
  /** The publisher's item version the CIN carried. */
  version: number;
  withdrawn: number;
  /** The catalog's product data flags (allergens, nutrients, marketing) of the item the CIN carried; 0 if unknown. */
  has_allergens: Generated<number>;
  has_nutrients: Generated<number>;
  has_marketing: Generated<number>;
  /** GTIN, product code, description and brand in one lower-cased text (`searchText`): the keyword's column. */
  search_text: Generated<string>;
  /** The subscriber's CIC state of it, kept from its publication by triggers (migration 0013); null for none. */
  cic_status: string | null;
  cin_message_id: number | null;
  /** Data quality (migration 0014): to rescore on the next matching run. */
  match_dirty: Generated<number>;
  /** Buyer items matched to it (GTIN or broad match) and possibly matched (scored). */
  matched_count: Generated<number>;
  possible_count: Generated<number>;
  /** The buyer's follow-up: on hold, with its message. */
  on_hold: Generated<number>;
  follow_up_message: Generated<string | null>;
  follow_up_time: Generated<string | null>;
  /** A new CIN came after the buyer synchronised; the changed attributes per item detail tab. */
  changed: Generated<number>;
  core_changes: Generated<number>;
  nutritional_changes: Generated<number>;
  marketing_changes: Generated<number>;
  /** The document and CIN before the latest version. */
  previous_attributes: Generated<string | null>;
  previous_gdsn_document: Generated<string | null>;
  previous_cin_message_id: Generated<number | null>;
  /** JSON: the attributes with missing or inconsistent data (migration 0015); null until computed. */
  exception_attributes: string | null;
  exception_count: Generated<number>;
  /**
   * The score card's counts (migration 0019): per category, the attributes that apply to the copy and those
   * it carries without a problem; null until scored.
   */
  score_all_filled: number | null;
  score_all_expected: number | null;
  score_logistics_filled: number | null;
  score_logistics_expected: number | null;
  score_allergen_filled: number | null;
  score_allergen_expected: number | null;
  score_nutrient_filled: number | null;
  score_nutrient_expected: number | null;
  score_image_filled: number | null;
  score_image_expected: number | null;
  /** JSON `{ missing, failing }`: the applicable attributes it lacks, and those it carries with a problem. */
  score_gaps: string | null;
  /** JSON: the ids of its words in the buyer's vocabulary, as the word index holds it (migration 0019); null until indexed. */
  search_terms: string | null;
  /** The buyer synchronised it at least once. */
  synced_once: Generated<number>;
  received_time: string;
  modified_time: string;
}
