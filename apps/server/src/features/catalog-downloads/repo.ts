import { sql, type Updateable } from 'kysely';
import { PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { DownloadRequestStatus, DownloadRequestTable } from '../../db/schema/download-request.js';
import type { CompanyScope } from '../../http/scope.js';

/** The attribute documents of these items (the caller has checked they are visible), in no particular order. */
export function itemDocuments(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item')
    .select(['id', 'attributes'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

/** The same with each item's whole tradeItem (null when the sections are all it holds). */
export function itemSheetDocuments(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item')
    .select(['id', 'attributes', 'gdsn_document'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

/** The whole tradeItems these items have (those whose sections are all they hold have none). */
export async function itemTrees(db: Db, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_item')
    .select('gdsn_document')
    .where('id', 'in', ids.length ? ids : [0])
    .where('gdsn_document', 'is not', null)
    .execute();
  return rows.map((row) => row.gdsn_document!);
}

export function findUser(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'login', 'company_id', 'role_id', 'user_type', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

const PENDING: DownloadRequestStatus[] = ['scheduled', 'running'];
const FINISHED: DownloadRequestStatus[] = ['done', 'failed'];

/** A request of this user and type still waiting or running: a second one would be a duplicate. */
export async function pendingRequestOf(
  db: Db,
  companyId: number,
  userId: number,
  downloadType: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('download_request')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('download_type', '=', downloadType)
    .where('status', 'in', PENDING)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Serialises one user's scheduling on PostgreSQL (SQLite runs one write transaction at a time anyway). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function insertRequest(
  db: Db,
  values: { companyId: number; userId: number; downloadType: number; fileName: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('download_request')
    .values({
      company_id: values.companyId,
      user_id: values.userId,
      download_type: values.downloadType,
      file_name: values.fileName,
      status: 'scheduled',
      progress: 0,
      row_count: null,
      job_id: null,
      storage_path: null,
      last_error: null,
      created_time: values.now,
      completed_time: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRequest(db: Db, id: number, changes: Updateable<DownloadRequestTable>): Promise<void> {
  await db.updateTable('download_request').set(changes).where('id', '=', id).execute();
}

/**
 * Requests of a company in these statuses. The publisher items report (type 4) keeps to its own list, which
 * only its users may read; the other reports share the catalog's lists.
 */
function requestsIn(db: Db, scope: CompanyScope, statuses: DownloadRequestStatus[]) {
  let query = db
    .selectFrom('download_request as d')
    .innerJoin('app_user as u', 'u.id', 'd.user_id')
    .where('d.status', 'in', statuses)
    .where('d.download_type', '<>', PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE);
  if (!scope.all) query = query.where('d.company_id', '=', scope.companyId);
  return query;
}

const REQUEST_COLUMNS = [
  'd.id',
  'd.company_id',
  'd.download_type',
  'd.file_name',
  'd.status',
  'd.progress',
  'd.row_count',
  'd.storage_path',
  'd.last_error',
  'd.created_time',
  'd.completed_time',
  'u.first_name',
  'u.last_name',
] as const;

/** Waiting and running requests, newest first. */
export function pendingRequests(db: Db, scope: CompanyScope, limit: number) {
  return requestsIn(db, scope, PENDING)
    .select(REQUEST_COLUMNS)
    .orderBy('d.created_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** Finished requests (done or failed), most recently finished first. */
export function finishedRequests(db: Db, scope: CompanyScope, limit: number) {
  return requestsIn(db, scope, FINISHED)
    .select(REQUEST_COLUMNS)
    .orderBy(sql`coalesce(d.completed_time, d.created_time)`, 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

function requestsOfType(db: Db, companyId: number, downloadType: number) {
  return db
    .selectFrom('download_request as d')
    .innerJoin('app_user as u', 'u.id', 'd.user_id')
    .where('d.company_id', '=', companyId)
    .where('d.download_type', '=', downloadType);
}

export async function countRequestsOfType(db: Db, companyId: number, downloadType: number): Promise<number> {
  const row = await requestsOfType(db, companyId, downloadType)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One company's requests of one type in every status, newest first, a page at a time. */
export function requestsOfTypePage(
  db: Db,
  companyId: number,
  downloadType: number,
  page: { limit: number; offset: number },
) {
  return requestsOfType(db, companyId, downloadType)
    .select(REQUEST_COLUMNS)
    .orderBy('d.created_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type RequestRow = Awaited<ReturnType<typeof pendingRequests>>[number];

export function findRequest(db: Db, id: number) {
  return db.selectFrom('download_request').selectAll().where('id', '=', id).executeTakeFirst();
}
