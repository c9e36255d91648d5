import type { Generated } from 'kysely';

export type CatalogUploadStatus = 'queued' | 'processing' | 'validating' | 'done' | 'failed';
export type CatalogUploadFormat = 'xlsx' | 'xml';

/** An uploaded item file: where it is stored, how far its job got (the resumable cursor) and its counts. */
export interface CatalogUploadTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  /** The uploader's user type decides the readiness status of the items (as for a save). */
  user_type: string;
  file_name: string;
  storage_path: string;
  format: CatalogUploadFormat;
  status: CatalogUploadStatus;
  item_count: number;
  rows_done: number;
  items_done: number;
  stored_count: number;
  failure_count: number;
  failure_message: string | null;
  /** The last item id whose validation committed, and how many items that was (migration 0026). */
  validation_cursor: Generated<number>;
  validated_count: Generated<number>;
  job_id: number | null;
  created_time: string;
  completed_time: string | null;
}

/** A row of an uploaded file that was not stored, with its row number, GTIN, attribute and reason. */
export interface CatalogUploadFailureTable {
  id: Generated<number>;
  upload_id: number;
  company_id: number;
  row_number: number;
  gtin: string | null;
  attribute: string | null;
  reason: string;
}
