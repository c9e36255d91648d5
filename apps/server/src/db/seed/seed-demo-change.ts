import { CATALOG_STATUS, REGISTRY_STATE, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../database.js';
import { saveCatalogItem } from '../../features/catalog/service.js';
import { publishItems } from '../../features/publication/service.js';
import type { Principal } from '../../security/sessions.js';
import { demoCopies } from './demo-copies.js';

/**
 * After the buyer synchronised it, the publisher changes a base unit (a new recipe: description, shelf life and
 * marketing message) and publishes it again, through the real save and publication: the buyer's copy keeps the
 * version before, and the data quality screens show the item Changed, side by side with what it was.
 */
export async function seedDemoChange(db: Db, principal: Principal, subscriberGln: string): Promise<void> {
  const item = await db
    .selectFrom('publication as p')
    .innerJoin('catalog_item as c', 'c.id', 'p.catalog_item_id')
    .select(['c.id', 'c.attributes'])
    .where('p.subscriber_gln', '=', subscriberGln)
    .where('p.cic_status', '=', 'SYNCHRONISED')
    .where('c.child_count', '=', 0)
    .where('p.company_id', '=', principal.companyId)
    .orderBy('c.id')
    .executeTakeFirst();
  if (!item) return;
  const before = JSON.parse(item.attributes) as ItemAttributes;
  const description = typeof before.Descriptions1E === 'string' ? before.Descriptions1E : 'Item';
  await saveCatalogItem(db, principal, {
    catalogItemId: item.id,
    attributes: {
      ...before,
      Descriptions1E: `${description} - new recipe, less sugar`,
      Delivery1D: '45',
      Sales1B: 'New recipe with 30% less sugar, same great taste. Made with whole grains and no artificial colours.',
    },
  });
  // The change is validated and registered again before it goes out, as a real publisher's would be.
  await db
    .updateTable('catalog_item')
    .set({ status: CATALOG_STATUS.validated, reg_status: REGISTRY_STATE.registered })
    .where('id', '=', item.id)
    .execute();
  const result = await publishItems(
    db,
    principal,
    { catalogItemId: [item.id], gln: [subscriberGln], load: false },
    { deliver: 'now', copies: demoCopies },
  );
  if (result.error_count) throw new Error(`demo change failed: ${JSON.stringify(result.results)}`);
}
