import type { Generated } from 'kysely';

export interface CrossReferenceFileTable {
  id: Generated<number>;
  company_id: number;
  /** The stored, unique name the download call takes. */
  file_name: string;
  original_name: string;
  uploaded_by: number;
  uploaded_time: string;
  row_count: number;
  stored_count: number;
  rejected_count: number;
  /** JSON: the rejected rows with row number, GTIN and reason. */
  errors: string;
}
