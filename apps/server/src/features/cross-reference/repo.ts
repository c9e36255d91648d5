import type { CrossReferenceItem } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { SubscriberItemTable } from '../../db/schema/subscriber-item.js';
import type { CompanyScope } from '../../http/scope.js';
import type { CrossReferenceColumn } from './rows.js';

/** Rows per INSERT: 500 rows of 9 values stay far below both databases' bound-parameter limits. */
export const UPSERT_BATCH_SIZE = 500;

export function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'bu_name', 'role_sub'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export interface NewCrossReferenceFile {
  companyId: number;
  fileName: string;
  originalName: string;
  uploadedBy: number;
  uploadedTime: string;
  rowCount: number;
  storedCount: number;
  rejectedCount: number;
  errors: string;
}

export async function insertFile(db: Db, file: NewCrossReferenceFile): Promise<number> {
  const { id } = await db
    .insertInto('cross_reference_file')
    .values({
      company_id: file.companyId,
      file_name: file.fileName,
      original_name: file.originalName,
      uploaded_by: file.uploadedBy,
      uploaded_time: file.uploadedTime,
      row_count: file.rowCount,
      stored_count: file.storedCount,
      rejected_count: file.rejectedCount,
      errors: file.errors,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type ItemColumn = Exclude<keyof SubscriberItemTable, 'id' | 'company_id' | 'product_code'>;

const ITEM_COLUMN: Record<Exclude<CrossReferenceColumn, 'productCode'>, ItemColumn> = {
  gtin: 'gtin',
  description: 'description',
  brandName: 'brand_name',
  mpc: 'mpc',
  unitDescriptor: 'unit_descriptor',
};

/**
 * Inserts or updates the company's items by product code, one INSERT per batch. An existing item takes the
 * values of the columns the file has; a column the file lacks leaves what the item already holds.
 */
export async function upsertItems(
  db: Db,
  companyId: number,
  fileId: number,
  now: string,
  columns: readonly CrossReferenceColumn[],
  batches: AsyncIterable<readonly CrossReferenceItem[]>,
): Promise<void> {
  const updated: ItemColumn[] = [
    ...columns.flatMap((c) => (c === 'productCode' ? [] : [ITEM_COLUMN[c]])),
    'source_file_id',
    'last_updated',
  ];
  for await (const items of batches) {
    const rows = items.map((item) => ({
      company_id: companyId,
      product_code: item.productCode,
      gtin: item.gtin,
      description: item.description,
      brand_name: item.brandName,
      mpc: item.mpc,
      unit_descriptor: item.unitDescriptor,
      source_file_id: fileId,
      last_updated: now,
    }));
    await db
      .insertInto('subscriber_item')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['company_id', 'product_code']).doUpdateSet((eb) => ({
          ...Object.fromEntries(updated.map((column) => [column, eb.ref(`excluded.${column}`)])),
          match_dirty: 1,
        })),
      )
      .execute();
  }
}

function fileQuery(db: Db) {
  return db
    .selectFrom('cross_reference_file as f')
    .innerJoin('company as c', 'c.id', 'f.company_id')
    .innerJoin('app_user as u', 'u.id', 'f.uploaded_by')
    .select([
      'f.id',
      'f.company_id',
      'f.file_name',
      'f.original_name',
      'f.uploaded_time',
      'f.row_count',
      'f.stored_count',
      'f.rejected_count',
      'c.name as company_name',
      'c.bu_name as company_bu_name',
      'u.first_name',
      'u.last_name',
    ]);
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof findFileById>>>;

export function findFileById(db: Db, id: number) {
  return fileQuery(db).where('f.id', '=', id).executeTakeFirst();
}

export function findFileByName(db: Db, fileName: string) {
  return fileQuery(db).where('f.file_name', '=', fileName).executeTakeFirst();
}

/** The files of the companies in scope (narrowed to one company when asked), newest first. */
export function listFiles(db: Db, scope: CompanyScope, companyId: number | null) {
  let query = fileQuery(db);
  if (!scope.all) query = query.where('f.company_id', '=', scope.companyId);
  if (companyId !== null) query = query.where('f.company_id', '=', companyId);
  return query.orderBy('f.uploaded_time', 'desc').orderBy('f.id', 'desc').execute();
}
