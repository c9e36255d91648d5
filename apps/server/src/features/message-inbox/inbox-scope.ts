import { INBOX_TEXTS } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { companyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';

/**
 * Whose messages a caller reads: its current company's, when that company has the outbound XML integration
 * (the integrated system the inbox is for); every company's for the support company (spec point 6), which
 * reads and never acknowledges, since an acknowledgment is the company's own system's word.
 */
export type InboxScope = { support: true; companyId: number | null } | { support: false; companyId: number };

export async function inboxScope(db: Db, principal: Principal, requestedCompanyId?: number): Promise<InboxScope> {
  if (companyScope(principal).all) return { support: true, companyId: requestedCompanyId ?? null };
  if (requestedCompanyId !== undefined && requestedCompanyId !== principal.companyId) throw forbidden();
  const company = await db
    .selectFrom('company')
    .select('integ_outbound_xml')
    .where('id', '=', principal.companyId)
    .executeTakeFirst();
  if (company?.integ_outbound_xml !== 1) throw forbidden(INBOX_TEXTS.notIntegrated);
  return { support: false, companyId: principal.companyId };
}

/** The company whose data the caller changes (an ack, a push again, its webhook): never support's reading. */
export async function integratedCompany(db: Db, principal: Principal): Promise<number> {
  const scope = await inboxScope(db, principal);
  if (scope.support) throw forbidden(INBOX_TEXTS.notIntegrated);
  return scope.companyId;
}
