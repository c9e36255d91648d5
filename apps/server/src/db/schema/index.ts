import type { CompanyTable } from './company.js';
import type { CompanyGlnTable } from './company-gln.js';
import type { CompanyContactTable } from './company-contact.js';
import type { CompanyPartnerTable } from './company-partner.js';
import type { RoleTable } from './role.js';
import type { PermissionTable } from './permission.js';
import type { RolePermissionTable } from './role-permission.js';
import type { AppUserTable } from './user.js';
import type { UserCompanyTable } from './user-company.js';
import type { UserSessionTable } from './user-session.js';
import type { UserPreferenceTable } from './user-preference.js';
import type { PasswordResetTable } from './password-reset.js';
import type { LoginAttemptTable } from './login-attempt.js';
import type { JobTable } from './job.js';
import type { PlayEntryTable } from './play-entry.js';
import type { ManufacturerTable } from './manufacturer.js';
import type { CrossReferenceFileTable } from './cross-reference-file.js';
import type { SubscriberItemTable } from './subscriber-item.js';

export interface Database {
  company: CompanyTable;
  company_gln: CompanyGlnTable;
  company_contact: CompanyContactTable;
  company_partner: CompanyPartnerTable;
  role: RoleTable;
  permission: PermissionTable;
  role_permission: RolePermissionTable;
  app_user: AppUserTable;
  user_company: UserCompanyTable;
  user_session: UserSessionTable;
  user_preference: UserPreferenceTable;
  password_reset: PasswordResetTable;
  login_attempt: LoginAttemptTable;
  job: JobTable;
  play_entry: PlayEntryTable;
  manufacturer: ManufacturerTable;
  cross_reference_file: CrossReferenceFileTable;
  subscriber_item: SubscriberItemTable;
}
