import type { z } from 'zod';
import {
  CATALOG_STATUS,
  REGISTRATION_STATUS,
  registrationSearchSchema,
  type failedItemsDownloadSchema,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { DownloadFile } from '../../http/send-file.js';
import type { Principal } from '../../security/sessions.js';
import { failedItemsSpreadsheet } from '../catalog-downloads/service.js';
import { itemsForRegistration } from './repo.js';
import { registrationItemIds } from './service.js';

/** The most failed items one download carries (the fix screen's selection or its whole search). */
const FAILED_DOWNLOAD_MAX = 10_000;

async function failedIds(
  db: Db,
  principal: Principal,
  request: z.output<typeof failedItemsDownloadSchema>,
): Promise<number[]> {
  if (request.catalogItemIds?.length) {
    const scope = companyScope(principal);
    const items = await itemsForRegistration(db, request.catalogItemIds);
    if (items.length !== new Set(request.catalogItemIds).size || items.some((i) => !inScope(scope, i.company_id))) {
      throw notFound();
    }
    return items.filter((i) => !i.deleted && i.status === CATALOG_STATUS.failed).map((i) => i.id);
  }
  const search = registrationSearchSchema.parse({
    ...request.search,
    status: REGISTRATION_STATUS.rejected,
    sortBy: 'modifiedTime',
  });
  return registrationItemIds(db, principal, search, FAILED_DOWNLOAD_MAX);
}

/** Each item's errors as one cell: `Row 12: [1063] Brand name …; [registry] …`. */
async function errorNotes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const notes = new Map<number, string[]>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .selectFrom('catalog_item_error')
      .select(['catalog_item_id', 'source', 'rule_id', 'message', 'row_number'])
      .where('catalog_item_id', 'in', ids.slice(start, start + 1000))
      .orderBy('catalog_item_id')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const where = row.row_number ? `Row ${row.row_number}: ` : '';
      const rule = row.source === 'registry' ? 'Global Registry' : `rule ${row.rule_id}`;
      notes.set(row.catalog_item_id, [...(notes.get(row.catalog_item_id) ?? []), `${where}[${rule}] ${row.message}`]);
    }
  }
  return new Map([...notes].map(([id, lines]) => [id, lines.join('; ')]));
}

/** `POST catalogs/getCatalogFailedItems`: `<MM-DD-YYYY>_catalog_failed.xlsm`. */
export async function failedItemsWorkbook(
  db: Db,
  config: Config,
  principal: Principal,
  request: z.output<typeof failedItemsDownloadSchema>,
): Promise<DownloadFile> {
  const ids = await failedIds(db, principal, request);
  return failedItemsSpreadsheet(db, config, ids, await errorNotes(db, ids));
}
