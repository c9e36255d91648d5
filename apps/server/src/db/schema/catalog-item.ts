import type { Generated } from 'kysely';

/** A trade item: its key, the promoted columns the grid filters and sorts on, and the attribute document. */
export interface CatalogItemTable {
  id: Generated<number>;
  company_id: number;
  info_provider_gln: string;
  gtin: string;
  target_market: string;
  unit_descriptor: string | null;
  product_code: string | null;
  description: string | null;
  brand_name: string | null;
  gpc_code: string | null;
  status: number;
  /** Where the item stands with the Global Registry: null (never sent), Submitted, Registered or Rejected. */
  reg_status: string | null;
  missing_count: number;
  has_allergens: number;
  has_nutrients: number;
  has_marketing: number;
  child_count: number;
  /** JSON of `ItemAttributes`. */
  attributes: string;
  /** JSON of `GdsnElement`: the whole tradeItem (migration 0027); null when `attributes` is all the item holds. */
  gdsn_document: Generated<string | null>;
  version: number;
  created_by: number | null;
  created_time: string;
  modified_by: number | null;
  modified_time: string;
  deleted: number;
  action_time: string | null;
  deleted_by: number | null;
  /** The upload that last wrote the item and its row there (null after a save in the portal). */
  upload_id: Generated<number | null>;
  upload_row: Generated<number | null>;
  /** Kept by the publication triggers (migration 0011): an active publication exists / one as its hierarchy's top. */
  published: Generated<number>;
  published_top: Generated<number>;
}
