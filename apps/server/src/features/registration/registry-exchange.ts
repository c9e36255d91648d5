import { z } from 'zod';
import { CATALOG_STATUS, REGISTRY_STATE } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import type { GlobalRegistry } from '../../gdsn/global-registry.js';
import { parseCirr, withRejections } from '../../gdsn/messages/cirr.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import type { JobHandler } from '../../jobs/worker.js';

const sendPayload = z.object({ messageIds: z.array(z.number().int().positive()) });

/** Hands the queued RCI messages to the Global Registry, each marked sent in the same transaction. */
export function rciSendJobHandler(db: Db, registry: GlobalRegistry): JobHandler {
  return async (payload) => {
    const { messageIds } = sendPayload.parse(payload);
    let sent = 0;
    for (const id of messageIds) {
      await db.transaction().execute(async (trx) => {
        const message = await trx
          .selectFrom('gdsn_message')
          .select(['instance_id', 'xml', 'status'])
          .where('id', '=', id)
          .executeTakeFirst();
        // A resumed job skips what it already handed over.
        if (!message || message.status !== 'queued') return;
        await registry.submit(trx, { instanceId: message.instance_id, xml: message.xml });
        await trx.updateTable('gdsn_message').set({ status: 'sent' }).where('id', '=', id).execute();
        sent++;
      });
    }
    return { sent };
  };
}

/**
 * The data pool's inbound side of registration: stores the CIRR and, for rejections, the GS1Response with
 * the reasons, each as a message of its own (one XML document per row), both tied to the item and to the
 * RCI they answer (`correlation_id`). Then applies the answer to the items the RCI was about: accepted →
 * Registered (the item is Validated again, 5); rejected → Failed (9) with the registry's reasons kept as
 * the item's errors. An item changed since it was sent (no longer In Process) keeps its state; the
 * registry's record stands.
 */
export async function receiveRegistrationResponse(
  db: Db,
  cirrXml: string,
  gs1ResponseXml: string | null,
): Promise<void> {
  const rejections = gs1ResponseXml ? { xml: gs1ResponseXml, message: parseGs1Response(gs1ResponseXml) } : null;
  const received = parseCirr(cirrXml);
  const cirr = rejections ? withRejections(received, rejections.message) : received;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const rci = await trx
      .selectFrom('gdsn_message')
      .select(['id', 'company_id', 'catalog_item_id'])
      .where('instance_id', '=', cirr.correlationId)
      .where('message_type', '=', 'RCI')
      .executeTakeFirst();
    const answers: { type: GdsnMessageType; instanceId: string; xml: string }[] = [
      { type: 'CIRR', instanceId: cirr.instanceId, xml: cirrXml },
    ];
    if (rejections) {
      answers.push({ type: 'GS1Response', instanceId: rejections.message.instanceId, xml: rejections.xml });
    }
    await trx
      .insertInto('gdsn_message')
      .values(
        answers.map((answer) => ({
          company_id: rci?.company_id ?? null,
          catalog_item_id: rci?.catalog_item_id ?? null,
          message_type: answer.type,
          direction: 'in' as const,
          instance_id: answer.instanceId,
          correlation_id: cirr.correlationId,
          xml: answer.xml,
          status: rci ? ('processed' as const) : ('failed' as const),
          error: rci ? null : `No RCI ${cirr.correlationId} was sent.`,
          created_time: now,
          processed_time: now,
        })),
      )
      .execute();
    if (!rci) return;
    await trx
      .updateTable('gdsn_message')
      .set({ status: 'processed', processed_time: now })
      .where('id', '=', rci.id)
      .execute();
    for (const item of cirr.items) {
      const id = Number(item.entityId);
      const current = await trx
        .selectFrom('catalog_item')
        .select(['id', 'company_id', 'status', 'upload_row'])
        .where('id', '=', id)
        .where('company_id', '=', rci.company_id!)
        .executeTakeFirst();
      if (!current || current.status !== CATALOG_STATUS.inProcess) continue;
      const accepted = item.status === 'ACCEPTED';
      await trx
        .updateTable('catalog_item')
        .set({
          status: accepted ? CATALOG_STATUS.validated : CATALOG_STATUS.failed,
          reg_status: accepted ? REGISTRY_STATE.registered : REGISTRY_STATE.rejected,
          modified_time: now,
        })
        .where('id', '=', id)
        .execute();
      if (accepted || item.errors.length === 0) continue;
      await trx
        .insertInto('catalog_item_error')
        .values(
          item.errors.map((error) => ({
            company_id: current.company_id,
            catalog_item_id: id,
            source: 'registry' as const,
            rule_id: error.code,
            attribute: null,
            message: error.description,
            row_number: null,
            created_time: now,
          })),
        )
        .execute();
    }
  });
}
