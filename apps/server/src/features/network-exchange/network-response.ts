import { nowIso } from '../../db/time.js';
import { readXml } from '../../gdsn/read-xml.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';
import { answerRemoteDelivery } from '../publication/service.js';
import type { NetworkHandler } from './network-handler.js';

/**
 * A partner pool's GS1Response to a message this pool sent it: kept as an `in` message of the company whose
 * message it answers (found by its originating message, the `correlation_id`), pushed to its webhook, and the
 * original's status set to `accepted` or `rejected` with the partner's errors (for a CIN, its publications
 * then delivered or failed). One that answers nothing this pool sent is kept failed, for support. A
 * GS1Response is not answered.
 */
export const networkResponse: NetworkHandler = async ({ xml, header }) => {
  const response = await readXml('gs1Response', xml);
  return async (trx) => {
    const original = await trx
      .selectFrom('gdsn_message')
      .select(['id', 'company_id', 'catalog_item_id', 'message_type', 'receiver_gln'])
      .where('direction', '=', 'out')
      .where('instance_id', '=', response.correlationId)
      .where('message_type', '<>', 'GS1Response')
      .orderBy('id')
      .executeTakeFirst();
    const errors = [
      ...response.messageErrors,
      ...response.transactions.flatMap((t) =>
        t.errors.map((e) => ({ ...e, description: `${t.entityId}: ${e.description}` })),
      ),
    ].map((e) => `${e.code}: ${e.description}`);
    const now = nowIso();
    if (original) {
      await trx
        .updateTable('gdsn_message')
        .set({
          status: errors.length ? 'rejected' : 'accepted',
          error: errors.length ? errors.join('\n').slice(0, 4000) : null,
          processed_time: now,
        })
        .where('id', '=', original.id)
        .execute();
      if (original.message_type === 'CIN' && original.catalog_item_id !== null && original.receiver_gln) {
        await answerRemoteDelivery(trx, {
          topItemId: original.catalog_item_id,
          subscriberGln: original.receiver_gln,
          accepted: errors.length === 0,
          error: errors.join('; ') || null,
        });
      }
    }
    const { id } = await trx
      .insertInto('gdsn_message')
      .values({
        company_id: original?.company_id ?? null,
        counterpart_company_id: null,
        catalog_item_id: original?.catalog_item_id ?? null,
        message_type: 'GS1Response',
        direction: 'in',
        instance_id: header.instanceId,
        correlation_id: response.correlationId,
        xml,
        status: original ? 'processed' : 'failed',
        error: original ? null : `It answers ${response.correlationId}, which this data pool did not send.`,
        created_time: now,
        processed_time: now,
        sender_gln: header.senderGln,
        receiver_gln: header.receiverGln,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (original?.company_id != null) await queueWebhookPushes(trx, [id]);
    return { outcome: { accepted: [], rejected: [] }, companyId: original?.company_id ?? null, messageId: id };
  };
};
