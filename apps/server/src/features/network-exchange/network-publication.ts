import { nowIso } from '../../db/time.js';
import { readXml } from '../../gdsn/read-xml.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';
import {
  cicReceiptItem,
  DATA_POOL_ERRORS,
  placed,
  rejection,
  requestOf,
  settleCicResults,
  type InboundOutcome,
} from '../message-exchange/service.js';
import { receiveCic, resendPublications, subscriptionProblem } from '../publication/service.js';
import { localCompanies } from './local-companies.js';
import type { NetworkHandler } from './network-handler.js';

const NOT_REMOTE = (gln: string) =>
  `GLN ${gln} is served by this data pool: its own messages come through it, not through another pool.`;

/**
 * A CIC from a subscriber of another pool about what a publisher of this one sent it: through the CIC service
 * as any CIC (the publisher's `in` message, the item's CIC history, the publication's state), with no
 * subscriber company. A recipientGLN of this pool is refused: a local subscriber confirms through this pool.
 */
export const networkCic: NetworkHandler = async ({ xml, places }, copies) => {
  const message = await readXml('cic', xml);
  return async (trx) => {
    const outcome: InboundOutcome = { accepted: [], rejected: [] };
    const all = placed(message.items, places);
    const local = await localCompanies(
      trx,
      all.map(([item]) => item.recipientGln),
    );
    const remote = all.filter(([item]) => !local.has(item.recipientGln));
    for (const [item, place] of all.filter((entry) => !remote.includes(entry))) {
      outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.notOwner, NOT_REMOTE(item.recipientGln)));
    }
    if (!remote.length) return { outcome, companyId: null, messageId: null };
    const results = await receiveCic(trx, copies, {
      instanceId: message.instanceId,
      senderGln: message.senderGln,
      receiverGln: message.receiverGln,
      xml,
      subscriberCompanyId: null,
      items: remote.map(([item]) => cicReceiptItem(item)),
    });
    settleCicResults(
      outcome,
      remote.map(([, place]) => place),
      results,
    );
    // The CIC service kept it as the `in` message of each publisher it concerned.
    const kept = await trx
      .selectFrom('gdsn_message')
      .select(['id', 'company_id'])
      .where('message_type', '=', 'CIC')
      .where('direction', '=', 'in')
      .where('instance_id', '=', message.instanceId)
      .where('sender_gln', '=', message.senderGln)
      .orderBy('id')
      .executeTakeFirst();
    return { outcome, companyId: kept?.company_id ?? null, messageId: kept?.id ?? null };
  };
};

/**
 * A CIHW from a publisher of another pool: each hierarchy is withdrawn from the subscribers of this pool it
 * names, as a local unpublish withdraws it (the buyer's `in` CIHW, pushed to its webhook, and its copies marked
 * withdrawn). Only copies that publisher's pool sent are withdrawn: a hierarchy a buyer holds from no remote
 * publisher under that key is not found.
 */
export const networkCihw: NetworkHandler = async ({ xml, header, places }, copies) => {
  const message = await readXml('cihw', xml);
  return async (trx) => {
    const outcome: InboundOutcome = { accepted: [], rejected: [] };
    const now = nowIso();
    const messageIds = new Map<number, number>();
    const all = placed(message.items, places);
    const companies = await localCompanies(
      trx,
      all.flatMap(([item]) => item.dataRecipients),
    );
    for (const [item, place] of all) {
      const hierarchy = { rootGtin: item.gtin, infoProviderGln: item.dataSource, targetMarket: item.targetMarket };
      const held = await trx
        .selectFrom('received_item')
        .select(['company_id', 'subscriber_gln'])
        .distinct()
        .where('subscriber_gln', 'in', item.dataRecipients.filter((gln) => companies.has(gln)).concat(''))
        .where('root_gtin', '=', item.gtin)
        .where('info_provider_gln', '=', item.dataSource)
        .where('target_market', '=', item.targetMarket)
        .where('publisher_company_id', 'is', null)
        .where('withdrawn', '=', 0)
        .execute();
      if (!held.length) {
        outcome.rejected.push(
          rejection(
            place,
            DATA_POOL_ERRORS.notFound,
            `No subscriber of this data pool among ${item.dataRecipients.join(', ')} holds GTIN ${item.gtin} (target market ${item.targetMarket}, information provider ${item.dataSource}).`,
          ),
        );
        continue;
      }
      for (const { company_id: companyId, subscriber_gln: subscriberGln } of held) {
        if (!messageIds.has(companyId)) {
          const { id } = await trx
            .insertInto('gdsn_message')
            .values({
              company_id: companyId,
              counterpart_company_id: null,
              catalog_item_id: null,
              message_type: 'CIHW',
              direction: 'in',
              instance_id: header.instanceId,
              correlation_id: null,
              xml,
              status: 'received',
              error: null,
              created_time: now,
              processed_time: now,
              sender_gln: header.senderGln,
              receiver_gln: subscriberGln,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          messageIds.set(companyId, id);
        }
        await copies.withdraw(trx, { companyId, subscriberGln, ...hierarchy }, now);
      }
      outcome.accepted.push(place);
    }
    await queueWebhookPushes(trx, [...messageIds.values()]);
    const [first] = messageIds;
    return { outcome, companyId: first?.[0] ?? null, messageId: first?.[1] ?? null };
  };
};

/**
 * An RFCIN from a subscriber of another pool: the publications to it that the request's criteria meet are
 * sent again (a reload when it says so) through the delivery job, which queues each CIN for the pool-to-pool
 * transport. A data recipient of this pool is refused: it asks through this pool.
 */
export const networkRfcin: NetworkHandler = async ({ xml, places }) => {
  const message = await readXml('rfcin', xml);
  return async (trx) => {
    const outcome: InboundOutcome = { accepted: [], rejected: [] };
    const all = placed(message.items, places);
    const companies = await localCompanies(
      trx,
      all.flatMap(([item]) => [item.dataRecipient, ...(item.dataSource ? [item.dataSource] : [])]),
    );
    for (const [item, place] of all) {
      const checked = subscriptionProblem(requestOf(item));
      if (companies.has(item.dataRecipient)) {
        outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.notOwner, NOT_REMOTE(item.dataRecipient)));
      } else if ('problem' in checked) {
        outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.refused, checked.problem));
      } else {
        await resendPublications(trx, requestOf(item), item.isReload);
        outcome.accepted.push(place);
      }
    }
    const publisher = all
      .map(([item]) => (item.dataSource ? companies.get(item.dataSource) : undefined))
      .find((id) => id !== undefined);
    return { outcome, companyId: publisher ?? null, messageId: null };
  };
};
