import type { Generated } from 'kysely';

export type CatalogItemErrorSource = 'validation' | 'registry';

/** Why an item failed: a GDSN validation rule or the Global Registry's answer; replaced at each run. */
export interface CatalogItemErrorTable {
  id: Generated<number>;
  company_id: number;
  catalog_item_id: number;
  source: CatalogItemErrorSource;
  rule_id: string | null;
  attribute: string | null;
  message: string;
  /** The row of the upload that wrote the item, so the reason points at the file's row. */
  row_number: number | null;
  created_time: string;
}
