import type { Generated } from 'kysely';

/** A hierarchy link: the parent holds `quantity` of the child. */
export interface CatalogItemLinkTable {
  id: Generated<number>;
  company_id: number;
  parent_id: number;
  child_id: number;
  quantity: number;
}
