import type { Generated } from 'kysely';

export interface UserSessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  company_id: number;
  created_time: string;
  last_seen_time: string;
  ip: string | null;
}
