import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CatalogUploadFailureTable, CatalogUploadTable } from '../../db/schema/catalog-upload.js';
import type { CompanyScope } from '../../http/scope.js';

export async function insertUpload(db: Db, row: Insertable<CatalogUploadTable>): Promise<number> {
  const { id } = await db.insertInto('catalog_upload').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUpload(db: Db, id: number, changes: Updateable<CatalogUploadTable>): Promise<void> {
  await db.updateTable('catalog_upload').set(changes).where('id', '=', id).execute();
}

export function findUpload(db: Db, id: number) {
  return db.selectFrom('catalog_upload').selectAll().where('id', '=', id).executeTakeFirst();
}

export type UploadRow = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

export async function insertFailures(db: Db, rows: Insertable<CatalogUploadFailureTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('catalog_upload_failure')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** The uploads of the companies in scope, newest first, with the uploader's name. */
export function recentUploads(db: Db, scope: CompanyScope, limit: number, id?: number) {
  let query = db
    .selectFrom('catalog_upload as u')
    .leftJoin('app_user as a', 'a.id', 'u.user_id')
    .selectAll('u')
    .select(['a.first_name', 'a.last_name'])
    .orderBy('u.created_time', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit);
  if (!scope.all) query = query.where('u.company_id', '=', scope.companyId);
  if (id !== undefined) query = query.where('u.id', '=', id);
  return query.execute();
}

export type RecentUpload = Awaited<ReturnType<typeof recentUploads>>[number];

/** Per upload: how many of the items it wrote stand at each status now. */
export async function statusCounts(db: Db, uploadIds: readonly number[]) {
  if (uploadIds.length === 0) return [];
  return db
    .selectFrom('catalog_item')
    .select(['upload_id', 'status', sql<number>`count(*)`.as('count')])
    .where('upload_id', 'in', uploadIds)
    .where('deleted', '=', 0)
    .groupBy(['upload_id', 'status'])
    .execute();
}

export function failuresOf(db: Db, uploadId: number, limit: number) {
  return db
    .selectFrom('catalog_upload_failure')
    .select(['row_number', 'gtin', 'attribute', 'reason'])
    .where('upload_id', '=', uploadId)
    .orderBy('row_number')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A page of an upload's failures in the order they were written, after the failure `afterId`. */
export function failuresAfter(db: Db, uploadId: number, afterId: number, limit: number) {
  return db
    .selectFrom('catalog_upload_failure')
    .select(['id', 'row_number', 'gtin', 'attribute', 'reason'])
    .where('upload_id', '=', uploadId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The keys (and rows) an upload already wrote: a resumed job still spots a key repeated in the file. */
export function keysWrittenBy(db: Db, uploadId: number) {
  return db
    .selectFrom('catalog_item')
    .select(['gtin', 'target_market', 'info_provider_gln', 'upload_row'])
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', 0)
    .execute();
}
