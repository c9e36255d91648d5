import { dashboardStatusCodes, dashboardStatuses, dashboardStatusLabel, type ItemStatusCount } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { companyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';

/**
 * `GET catalogs/getItemStatusesCount`: the active items in scope per dashboard status, as the catalog's
 * status filter counts them; a non-GDSN user gets the reduced set (spec point 2).
 */
export async function itemStatusCounts(db: Db, principal: Principal): Promise<ItemStatusCount[]> {
  const scope = companyScope(principal);
  let query = db.selectFrom('catalog_item as c').where('c.deleted', '=', 0);
  if (!scope.all) query = query.where('c.company_id', '=', scope.companyId);
  const rows = await query
    .groupBy('c.status')
    .select((eb) => ['c.status', eb.fn.countAll<number>().as('n')])
    .execute();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return dashboardStatuses(principal.userType).map((status) => ({
    status,
    label: dashboardStatusLabel(status),
    count: dashboardStatusCodes(status).reduce((sum, code) => sum + (byStatus.get(code) ?? 0), 0),
  }));
}
