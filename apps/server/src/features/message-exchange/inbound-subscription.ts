import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { buildRfcin, type RfcinItem } from '../../gdsn/messages/rfcin.js';
import { queueNetworkMessages } from '../../network/outbound-queue.js';
import type { SubscriptionCriteria } from '../../gdsn/messages/cis.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import { readXml } from '../../gdsn/read-xml.js';
import {
  addSubscription,
  cancelSubscriptions,
  resendPublications,
  subscriptionProblem,
  type SubscriptionRequest,
} from '../publication/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, placed, rejection, type InboundOutcome } from './inbound-errors.js';

export const requestOf = (c: SubscriptionCriteria): SubscriptionRequest => ({
  subscriberGln: c.dataRecipient,
  publisherGln: c.dataSource ?? null,
  gtin: c.gtin ?? null,
  gpcCode: c.gpcCategoryCode ?? null,
  targetMarket: c.targetMarket ?? null,
});

/** Why the caller may not act for this data recipient, or the criteria are malformed; null when fine. */
function refusal(caller: InboundCaller, criteria: SubscriptionCriteria): { code: string; text: string } | null {
  if (!caller.glns.includes(criteria.dataRecipient)) {
    return {
      code: DATA_POOL_ERRORS.notOwner,
      text: `dataRecipient ${criteria.dataRecipient} is not a GLN of your company: a subscriber subscribes for itself.`,
    };
  }
  const checked = subscriptionProblem(requestOf(criteria));
  return 'problem' in checked ? { code: DATA_POOL_ERRORS.refused, text: checked.problem } : null;
}

/**
 * Runs `act` for each item the caller may send; `act` answers null when done, else why it was not. Every item
 * ends accepted or rejected with its reason.
 */
async function eachAllowed<T extends SubscriptionCriteria>(
  caller: InboundCaller,
  items: readonly T[],
  places: readonly DocumentPlace[],
  act: (item: T) => Promise<string | null>,
): Promise<InboundOutcome> {
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  for (const [item, place] of placed(items, places)) {
    const refused = refusal(caller, item);
    const failed = refused ? null : await act(item);
    if (refused) outcome.rejected.push(rejection(place, refused.code, refused.text));
    else if (failed) outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.notFound, failed));
    else outcome.accepted.push(place);
  }
  return outcome;
}

/** A CIS: ADD subscribes (and releases the CINs it meets), DELETE cancels the subscription. */
export async function inboundCis(
  db: Db,
  caller: InboundCaller,
  xml: string,
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const message = await readXml('cis', xml);
  return eachAllowed(caller, message.items, places, async (item) => {
    if (item.command === 'ADD') {
      await addSubscription(db, caller.companyId, requestOf(item), message.instanceId, caller.principal.userId);
      return null;
    }
    const cancelled = await cancelSubscriptions(db, caller.companyId, requestOf(item));
    return cancelled ? null : 'No Valid subscription with these criteria.';
  });
}

/**
 * A request naming a publisher of another data pool goes to that pool: the subscriber's `out` RFCIN, queued
 * for the partner pool serving the publisher's GLN (or until a partner profile names it).
 */
async function forwardRfcin(db: Db, caller: InboundCaller, item: RfcinItem): Promise<void> {
  const instanceId = `RFCIN-${randomUUID()}`;
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('gdsn_message')
      .values({
        company_id: caller.companyId,
        counterpart_company_id: null,
        catalog_item_id: null,
        message_type: 'RFCIN',
        direction: 'out',
        instance_id: instanceId,
        correlation_id: null,
        xml: buildRfcin({
          instanceId,
          senderGln: item.dataRecipient,
          receiverGln: item.dataSource!,
          createdAt: new Date(now),
          items: [item],
        }),
        status: 'queued',
        error: null,
        created_time: now,
        processed_time: null,
        sender_gln: item.dataRecipient,
        receiver_gln: item.dataSource!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueNetworkMessages(trx, [id]);
  });
}

/**
 * An RFCIN: the matching publications to the subscriber are sent again; one naming a publisher this pool does
 * not serve is forwarded to the publisher's pool.
 */
export async function inboundRfcin(
  db: Db,
  caller: InboundCaller,
  xml: string,
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const message = await readXml('rfcin', xml);
  return eachAllowed(caller, message.items, places, async (item) => {
    const local =
      !item.dataSource ||
      (await db.selectFrom('company_gln').select('gln').where('gln', '=', item.dataSource).executeTakeFirst());
    if (local) await resendPublications(db, requestOf(item), item.isReload);
    else await forwardRfcin(db, caller, item);
    return null;
  });
}
