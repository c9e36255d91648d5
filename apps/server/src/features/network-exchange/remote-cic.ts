import { randomUUID } from 'node:crypto';
import type { CicHistoryRow, CicReason, CicState } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { queueNetworkMessages } from '../../network/outbound-queue.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { buildReceiptXml, cicHistoryEntry } from '../publication/service.js';

/** A buyer's CIC about its copy from a publisher of another data pool. */
export interface RemoteCic {
  companyId: number;
  copy: {
    id: number;
    subscriber_gln: string;
    info_provider_gln: string;
    gtin: string;
    target_market: string;
    root_gtin: string;
  };
  state: CicState;
  reasons: CicReason[];
}

/**
 * Sends the CIC to the publisher's pool: the buyer's `out` message, `queued` for the pool-to-pool transport
 * (addressed to the information provider, whose partner pool it goes to), a row of the copy's CIC history, and
 * the state on the copy (on every level of the hierarchy when it confirms the top, as GS1 confirms a
 * hierarchy at its highest level). The publisher's pool answers with a GS1Response, which sets the message's
 * status.
 */
export async function sendRemoteCic(db: Db, copies: ReceivedCopies, cic: RemoteCic): Promise<{ messageId: number }> {
  const { copy } = cic;
  const now = nowIso();
  const instanceId = `CIC-${randomUUID()}`;
  const xml = buildReceiptXml(
    {
      instanceId,
      senderGln: copy.subscriber_gln,
      receiverGln: copy.info_provider_gln,
      subscriberCompanyId: cic.companyId,
      items: [
        {
          subscriberGln: copy.subscriber_gln,
          dataSource: copy.info_provider_gln,
          gtin: copy.gtin,
          targetMarket: copy.target_market,
          state: cic.state,
          reasons: cic.reasons,
        },
      ],
    },
    new Date(now),
  );
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('gdsn_message')
      .values({
        company_id: cic.companyId,
        counterpart_company_id: null,
        catalog_item_id: null,
        message_type: 'CIC',
        direction: 'out',
        instance_id: instanceId,
        correlation_id: null,
        xml,
        status: 'queued',
        error: null,
        created_time: now,
        processed_time: null,
        sender_gln: copy.subscriber_gln,
        receiver_gln: copy.info_provider_gln,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueNetworkMessages(trx, [id]);
    await trx
      .insertInto('network_cic')
      .values({
        company_id: cic.companyId,
        received_item_id: copy.id,
        subscriber_gln: copy.subscriber_gln,
        state: cic.state,
        reasons: JSON.stringify(cic.reasons),
        message_id: id,
        instance_id: instanceId,
        created_time: now,
      })
      .execute();
    const hierarchy =
      copy.root_gtin === copy.gtin
        ? await trx
            .selectFrom('received_item')
            .select('id')
            .where('company_id', '=', cic.companyId)
            .where('subscriber_gln', '=', copy.subscriber_gln)
            .where('info_provider_gln', '=', copy.info_provider_gln)
            .where('target_market', '=', copy.target_market)
            .where('root_gtin', '=', copy.root_gtin)
            .where('withdrawn', '=', 0)
            .execute()
        : [];
    await copies.confirm(trx, {
      companyId: cic.companyId,
      copyIds: [...new Set([copy.id, ...hierarchy.map((h) => h.id)])],
      state: cic.state,
    });
    return { messageId: id };
  });
}

/**
 * The CICs a buyer sent about its copy from another pool's publisher, newest first: the copy's with its top's
 * (a CIC about the top answers for every level).
 */
export async function remoteCicHistory(db: Db, companyId: number, receivedItemId: number): Promise<CicHistoryRow[]> {
  const rows = await db
    .selectFrom('network_cic as h')
    .innerJoin('received_item as r', 'r.id', 'h.received_item_id')
    .innerJoin('received_item as c', (join) =>
      join
        .onRef('c.subscriber_gln', '=', 'r.subscriber_gln')
        .onRef('c.info_provider_gln', '=', 'r.info_provider_gln')
        .onRef('c.target_market', '=', 'r.target_market'),
    )
    .select(['h.id', 'r.gtin', 'h.state', 'h.created_time', 'h.reasons', 'h.instance_id'])
    .where('c.id', '=', receivedItemId)
    .where('h.company_id', '=', companyId)
    .where((eb) => eb.or([eb('r.id', '=', eb.ref('c.id')), eb('r.gtin', '=', eb.ref('c.root_gtin'))]))
    .orderBy('h.created_time', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map(cicHistoryEntry);
}
