import {
  mayUsePublisherItemsReport,
  preferenceSchema,
  permissionsIn,
  SERVER_ERRORS,
  SUPPORT_COMPANY_ID,
  type CurrentUser,
  type Preference,
  type RoleName,
  type UserType,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { notFound, unauthorized } from '../../errors.js';
import type { Principal } from '../../security/sessions.js';
import { selectSessionCompany } from '../../security/sessions.js';
import { companyLabel } from '../../parties/party-names.js';
import { isCompanyInactive } from '../companies/service.js';
import { findUserWithRole, listUserCompanies, readPreference, writePreference } from './repo.js';

const asFlag = (v: number | null): 0 | 1 => (v === 1 ? 1 : 0);

function parsePreference(raw: string | null): Preference | null {
  if (!raw) return null;
  const parsed = preferenceSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

/** What of the configuration the current user's view depends on. */
export type UserViewConfig = Pick<Config, 'publisherItemsReportGln'>;

/** The signed-in user as the client sees it (spec point 3, "User"), in the session's current company. */
export async function currentUserView(
  db: Db,
  config: UserViewConfig,
  userId: number,
  currentCompanyId: number,
): Promise<CurrentUser> {
  const [user, companies, preference] = await Promise.all([
    findUserWithRole(db, userId),
    listUserCompanies(db, userId),
    readPreference(db, userId),
  ]);
  if (!user) throw unauthorized();
  const current = companies.find((c) => c.companyId === currentCompanyId) ?? companies[0];
  if (!current) throw unauthorized();
  const permissions = permissionsIn(user.role_id, current.companyId);
  return {
    id: user.id,
    companyId: user.company_id,
    login: user.login,
    firstName: user.first_name,
    lastName: user.last_name,
    middleName: user.middle_name,
    email: user.email,
    phone: user.phone,
    title: user.title,
    companyName: current.name,
    companyBuName: current.buName,
    roleId: user.role_id,
    roleName: user.role_name as RoleName,
    roleDescription: user.role_description,
    userType: user.user_type as UserType,
    status: user.status === 1 ? 'Active' : 'InActive',
    auth: [...permissions].sort(),
    forceChangePassword: asFlag(user.force_change_password),
    isFirstTime: asFlag(user.is_first_time),
    policyAccepted: user.policy_accepted === null ? null : asFlag(user.policy_accepted),
    autoSubscription: asFlag(user.auto_subscription),
    sellSheetAccess: asFlag(user.sell_sheet_access),
    hasSubscriberView: asFlag(user.has_subscriber_view),
    isTemporary: asFlag(user.is_temporary),
    hasPublisherItemsReport: mayUsePublisherItemsReport(
      { permissions, companyGln: current.gln },
      config.publisherItemsReportGln,
    )
      ? 1
      : 0,
    hasMessageInbox: current.companyId === SUPPORT_COMPANY_ID || current.integ_outbound_xml === 1 ? 1 : 0,
    userCompanyList: companies.map((c) => ({
      companyId: c.companyId,
      name: companyLabel(c.name, c.buName),
      gln: c.gln,
      glnId: c.glnId,
    })),
    currentCompanyId: current.companyId,
    companyGln: current.gln,
    preference: parsePreference(preference),
  };
}

/** Switches the session to another of the user's companies; any other company does not exist for them. */
export async function selectCompany(
  db: Db,
  config: UserViewConfig,
  principal: Principal,
  companyId: number,
): Promise<CurrentUser> {
  const companies = await listUserCompanies(db, principal.userId);
  if (!companies.some((c) => c.companyId === companyId)) throw notFound(SERVER_ERRORS.companyNotAvailable);
  // A deactivated company is closed to everyone, members who could switch into it included.
  if (await isCompanyInactive(db, companyId)) throw notFound(SERVER_ERRORS.companyNotAvailable);
  await selectSessionCompany(db, principal.sessionId, companyId);
  return currentUserView(db, config, principal.userId, companyId);
}

/**
 * Saves the user's preference. The path segment names the landing page (a URI-encoded application path,
 * or '-' to leave the landing page as it is); the body carries the rest.
 */
export async function updatePreference(
  db: Db,
  principal: Principal,
  userId: number,
  landingPage: string,
  body: Preference,
): Promise<Preference> {
  if (userId !== principal.userId) throw notFound();
  const existing = parsePreference(await readPreference(db, userId)) ?? {};
  const next = preferenceSchema.parse({
    ...existing,
    ...body,
    ...(landingPage === '-' ? {} : { landingPage }),
  });
  await writePreference(db, userId, JSON.stringify(next));
  return next;
}
