import type { z } from 'zod';
import {
  assignableRoleIds,
  SERVER_ERRORS,
  SUPPORT_COMPANY_ID,
  SUPPORT_ONLY_ROLE_IDS,
  type AdminUser,
  type RoleName,
  type UserType,
  type userInputSchema,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { findCompany, type AdminUserRow } from './admin-repo.js';

/** The company whose users the caller administers, or null for the support company (every company). */
export function scopedCompanyId(principal: Principal): number | null {
  const scope = companyScope(principal);
  return scope.all ? null : scope.companyId;
}

/** The company a user is put into must exist and be the caller's; any other company does not exist for them. */
export async function requireCompanyInScope(db: Db, principal: Principal, companyId: number): Promise<void> {
  if (!inScope(companyScope(principal), companyId) || !(await findCompany(db, companyId))) {
    throw notFound(SERVER_ERRORS.companyNotAvailable);
  }
}

/**
 * Spec point 6: the caller hands out only the roles of their list (403), and roles 1 and 8 belong to
 * users of the support company (400). `keptRoleId` is the user's present role: keeping it hands nothing out.
 */
export function checkRole(principal: Principal, roleId: number, companyId: number, keptRoleId: number | null): void {
  if (roleId !== keptRoleId && !assignableRoleIds(principal).includes(roleId)) {
    throw badRequest(SERVER_ERRORS.roleNotAssignable);
  }
  if (isSupportOnlyRole(roleId) && companyId !== SUPPORT_COMPANY_ID) {
    throw badRequest(SERVER_ERRORS.supportRoleOutsideSupport);
  }
}

export function isSupportOnlyRole(roleId: number): boolean {
  return (SUPPORT_ONLY_ROLE_IDS as readonly number[]).includes(roleId);
}

const asFlag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/**
 * The user form's fields as `app_user` columns. Adding and editing a user write them alike; each caller adds
 * its own (on insert the password, first-login flags and timestamps, on update the modification time).
 */
export function userFormColumns(input: z.output<typeof userInputSchema>) {
  return {
    company_id: input.companyId,
    login: input.login,
    first_name: input.firstName,
    middle_name: input.middleName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    title: input.title,
    role_id: input.roleId,
    user_type: input.userType,
    status: input.status === 'InActive' ? 0 : 1,
    auto_subscription: input.autoSubscription,
    sell_sheet_access: input.sellSheetAccess,
    has_subscriber_view: input.hasSubscriberView,
  };
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyBuName: row.company_bu_name,
    login: row.login,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    roleId: row.role_id,
    roleName: row.role_name as RoleName,
    roleDescription: row.role_description,
    userType: row.user_type as UserType,
    status: row.status === 1 ? 'Active' : 'InActive',
    autoSubscription: asFlag(row.auto_subscription),
    sellSheetAccess: asFlag(row.sell_sheet_access),
    hasSubscriberView: asFlag(row.has_subscriber_view),
    isFirstTime: asFlag(row.is_first_time),
    createdTime: row.created_time,
    modifiedTime: row.modified_time,
  };
}
