import type { z } from 'zod';
import {
  assignableRoleIds,
  roleById,
  SERVER_ERRORS,
  type AdminUser,
  type Page,
  type RoleOption,
  type userInputSchema,
  type userSearchSchema,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { revokeUserSessions, type Principal } from '../../security/sessions.js';
import { findAdminUser, loginTaken, searchUsers as searchUserRows, updateUserRow } from './admin-repo.js';
import { checkRole, requireCompanyInScope, scopedCompanyId, toAdminUser, userFormColumns } from './admin-rules.js';

/**
 * The user admin grid. The support company sees every company's users (optionally one company's);
 * anyone else sees the users of their session's company, whatever company the request names.
 */
export async function searchUsers(
  db: Db,
  principal: Principal,
  search: z.output<typeof userSearchSchema>,
): Promise<Page<AdminUser>> {
  const { rowCount, pageNumber, sortBy, sortDesc, companyId, ...filters } = search;
  const { rows, totalRows } = await searchUserRows(db, filters, scopedCompanyId(principal) ?? companyId ?? null, {
    limit: rowCount,
    offset: (pageNumber - 1) * rowCount,
    sortBy,
    sortDesc,
  });
  return { totalRows, results: rows.map(toAdminUser) };
}

export async function getUser(db: Db, principal: Principal, userId: number): Promise<AdminUser> {
  const row = await findAdminUser(db, userId, scopedCompanyId(principal));
  if (!row) throw notFound();
  return toAdminUser(row);
}

/** The roles the caller may put on the user form (spec point 6). */
export function assignableRoles(principal: Principal): RoleOption[] {
  return assignableRoleIds(principal).map((roleId) => ({ roleId, description: roleById(roleId)!.description }));
}

/**
 * Edits a user of the caller's scope. The password is not edited here (reset password or
 * updateUserPassword do that). Deactivating a user, or moving them to another company, ends their
 * sessions at once: a session keeps the company it was opened in.
 */
export async function updateUser(
  db: Db,
  principal: Principal,
  userId: number,
  input: z.output<typeof userInputSchema>,
): Promise<AdminUser> {
  const current = await findAdminUser(db, userId, scopedCompanyId(principal));
  if (!current) throw notFound();
  const moved = input.companyId !== current.company_id;
  if (moved) await requireCompanyInScope(db, principal, input.companyId);
  if (userId === principal.userId) {
    if (input.roleId !== current.role_id) throw badRequest(SERVER_ERRORS.cannotChangeOwnRole);
    if (input.status === 'InActive') throw badRequest(SERVER_ERRORS.cannotDeactivateSelf);
  }
  checkRole(principal, input.roleId, input.companyId, current.role_id);
  if (await loginTaken(db, input.login, userId)) throw conflict(SERVER_ERRORS.loginTaken);

  const inactive = input.status === 'InActive';
  try {
    await db.transaction().execute(async (trx) => {
      await updateUserRow(trx, userId, { ...userFormColumns(input), modified_time: nowIso() });
      if (inactive || moved) await revokeUserSessions(trx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_ERRORS.loginTaken);
    throw error;
  }
  return toAdminUser((await findAdminUser(db, userId, null))!);
}
