import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { findItem, type CatalogItemRow } from './repo.js';

/** An item the caller may see (active or deleted), or 404. */
export async function visibleItem(db: Db, principal: Principal, id: number): Promise<CatalogItemRow> {
  const item = await findItem(db, id);
  if (!item || !inScope(companyScope(principal), item.company_id)) throw notFound();
  return item;
}

export const parseAttributes = (json: string): ItemAttributes => JSON.parse(json) as ItemAttributes;
