import { mayUsePublisherItemsReport } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import type { Principal } from '../../security/sessions.js';
import { companyGln } from './publisher-items-repo.js';

/** Whether the caller may use the publisher items report now: their current company's GLN is the configured one. */
export async function publisherItemsReportAllowed(db: Db, config: Config, principal: Principal): Promise<boolean> {
  const gln = await companyGln(db, principal.companyId);
  return mayUsePublisherItemsReport(
    { permissions: principal.permissions, companyGln: gln },
    config.publisherItemsReportGln,
  );
}

/** The publisher items report's gate beside the route's permission: 403 to anyone else, support included. */
export async function authorizePublisherItemsReport(db: Db, config: Config, principal: Principal): Promise<void> {
  if (!(await publisherItemsReportAllowed(db, config, principal))) throw forbidden();
}
