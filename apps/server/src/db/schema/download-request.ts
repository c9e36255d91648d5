import type { Generated } from 'kysely';

export type DownloadRequestStatus = 'scheduled' | 'running' | 'done' | 'failed';

/** A scheduled catalog download: produced by a job, kept on disk until fetched. */
export interface DownloadRequestTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  download_type: number;
  file_name: string;
  status: DownloadRequestStatus;
  progress: number;
  row_count: number | null;
  job_id: number | null;
  storage_path: string | null;
  last_error: string | null;
  created_time: string;
  completed_time: string | null;
}
