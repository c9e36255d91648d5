import type { Generated } from 'kysely';

/** A one-time temporary password from "forgot password"; the old password keeps working until it is used. */
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the random secret, as session tokens are kept; argon2id before migration 0025. */
  secret_hash: string;
  created_time: string;
  expires_time: string;
  used_time: string | null;
}
