import type { Generated } from 'kysely';

/** `app_user` because `user` is reserved in PostgreSQL. */
export interface AppUserTable {
  id: Generated<number>;
  company_id: number;
  login: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  email: string;
  phone: string | null;
  title: string | null;
  password_hash: string;
  role_id: number;
  user_type: string;
  status: number;
  force_change_password: number;
  is_first_time: number;
  policy_accepted: number | null;
  auto_subscription: number;
  sell_sheet_access: number;
  has_subscriber_view: number;
  is_temporary: number;
  created_time: string;
  modified_time: string;
}
