import type { Generated } from 'kysely';
import type { ItemVersionSource } from '@tradepool/domain';

export type CatalogChangeType = 'create' | 'update' | 'delete';

/** One save of an item: who, when, what changed (`{code: [before, after]}` JSON) and the whole document. */
export interface CatalogItemVersionTable {
  id: Generated<number>;
  catalog_item_id: number;
  company_id: number;
  version: number;
  change_type: CatalogChangeType;
  changes: string;
  attributes: string;
  /** The item's `gdsn_document` as this version left it. */
  gdsn_document: Generated<string | null>;
  changed_by: number | null;
  changed_time: string;
  /** How the version came: the editor, an upload, an inbound CIN… (migration 0039). */
  source: ItemVersionSource;
}
