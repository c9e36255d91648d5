import type { Generated } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: Generated<number>;
  type: string;
  company_id: number | null;
  payload: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  progress: number;
  last_error: string | null;
  result: string | null;
  created_time: string;
  modified_time: string;
}
