import type { CicHistoryRow } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { inScope, type CompanyScope } from '../../http/scope.js';
import { remoteCicHistory } from '../network-exchange/service.js';
import { cicHistoryOf } from '../publication/service.js';

/**
 * `GET gdsn/subscriptions/{publisherGLN}/cichistory/{catalogItemId}`: the CICs the subscriber sent about an
 * item it received (`catalogItemId` is its received copy, the subscriber catalog's id), newest first. A CIC
 * about the top of a hierarchy answers for every level, so those count too. Another company's copy, or one
 * from another publisher, is a 404.
 */
export async function receivedItemCicHistory(
  db: Db,
  scope: CompanyScope,
  publisherGln: string,
  catalogItemId: number,
): Promise<CicHistoryRow[]> {
  const received = await db
    .selectFrom('received_item as r')
    .select(['r.id', 'r.company_id', 'r.subscriber_gln', 'r.source_item_id', 'r.publisher_company_id', 'r.gtin'])
    .where('r.id', '=', catalogItemId)
    .where((eb) =>
      eb.or([
        eb('r.info_provider_gln', '=', publisherGln),
        eb(
          'r.publisher_company_id',
          'in',
          eb.selectFrom('company_gln').select('company_id').where('gln', '=', publisherGln),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!received || !inScope(scope, received.company_id)) throw notFound();
  if (received.publisher_company_id === null) return remoteCicHistory(db, received.company_id, received.id);
  if (received.source_item_id === null) return [];
  const publication = await db
    .selectFrom('publication')
    .select('root_item_id')
    .where('catalog_item_id', '=', received.source_item_id)
    .where('subscriber_gln', '=', received.subscriber_gln)
    .executeTakeFirst();
  return cicHistoryOf(db, { subscriberCompanyId: received.company_id }, received.subscriber_gln, [
    received.source_item_id,
    publication?.root_item_id ?? received.source_item_id,
  ]);
}
