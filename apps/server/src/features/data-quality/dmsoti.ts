import { randomUUID } from 'node:crypto';
import { DMSOTI_SUCCESS, type ItemAttributes } from '@tradepool/domain';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { buildCin } from '../../gdsn/messages/cin-builder.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import type { Principal } from '../../security/sessions.js';
import { storeSubscriberMessage } from '../publication/service.js';

export const DMSOTI_ERRORS = {
  withdrawn: (gtin: string) => `The publisher withdrew GTIN ${gtin}: it cannot be sent to your order system.`,
  noOrderSystem:
    'Your company has no order system connected (the OMS integration): ask Tradepool support to set it up.',
  notMatched: (gtin: string) =>
    `GTIN ${gtin} is not matched to an item of yours: match it first, so that your order system knows it by your code.`,
} as const;

/** The buyer's own codes of a received item: the product codes of the buyer items matched to it (GTIN or broad). */
async function buyerCodesOf(db: Db, companyId: number, receivedItemId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('dms_match as m')
    .innerJoin('subscriber_item as s', 's.id', 'm.subscriber_item_id')
    .select('s.product_code')
    .where('m.company_id', '=', companyId)
    .where('m.received_item_id', '=', receivedItemId)
    .where('m.kind', 'in', ['gtin', 'broad'])
    .orderBy('s.product_code')
    .execute();
  return rows.map((r) => r.product_code);
}

/**
 * `GET dms/sodexo_dmsoti/{publisherCatalogId}` (DMSOTI): a received item the buyer matched goes to the buyer's
 * own order system as a CIN of the item carrying the buyer's codes (BUYER_ASSIGNED), so that the order system
 * orders it by them. The item alone: the order system orders the level the buyer matched. The buyer publishes
 * it, as it were, to a subscriber outside Tradepool: its outbound message, queued for the transport as a CIN
 * for another data pool is (`storeSubscriberMessage`), where support sees it. Only the buyer's own copy is
 * sent (another company's id is a 404); the route asks for CATALOG_SUBSCRIBE_MANAGE, which read-only users lack.
 */
export async function sendToOrderSystem(
  db: Db,
  principal: Principal,
  receivedItemId: number,
): Promise<typeof DMSOTI_SUCCESS> {
  const companyId = principal.companyId;
  const item = await db
    .selectFrom('received_item')
    .select(['id', 'gtin', 'subscriber_gln', 'source_item_id', 'attributes', 'withdrawn'])
    .where('company_id', '=', companyId)
    .where('id', '=', receivedItemId)
    .executeTakeFirst();
  if (!item) throw notFound();
  if (item.withdrawn === 1) throw conflict(DMSOTI_ERRORS.withdrawn(item.gtin));
  const company = await db
    .selectFrom('company')
    .select('integ_partner_oms')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (company.integ_partner_oms !== 1) throw conflict(DMSOTI_ERRORS.noOrderSystem);
  const buyerCodes = await buyerCodesOf(db, companyId, item.id);
  if (buyerCodes.length === 0) throw conflict(DMSOTI_ERRORS.notMatched(item.gtin));

  const now = new Date();
  const instanceId = `DMSOTI-${item.id}-${randomUUID()}`;
  let xml: string;
  try {
    xml = buildCin({
      instanceId,
      senderGln: poolGln(),
      receiverGln: item.subscriber_gln,
      createdAt: now,
      transactions: [
        {
          entityId: String(item.id),
          command: 'ADD',
          isReload: false,
          dataRecipientGln: item.subscriber_gln,
          sourceDataPool: poolGln(),
          root: { attributes: JSON.parse(item.attributes) as ItemAttributes, children: [], buyerCodes },
        },
      ],
    });
  } catch (error) {
    if (error instanceof GdsnMessageError) throw conflict(error.message);
    throw error;
  }
  await storeSubscriberMessage(db, {
    type: 'CIN',
    instanceId,
    xml,
    publisherId: companyId,
    subscriberCompanyId: null,
    subscriberGln: item.subscriber_gln,
    topItemId: item.source_item_id,
    time: now.toISOString(),
  });
  return DMSOTI_SUCCESS;
}
