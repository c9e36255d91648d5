import { z } from 'zod';
import { CATALOG_STATUS, REGISTRY_STATE } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import type { GlobalRegistry } from '../../gdsn/global-registry.js';
import { parseCirr, withRejections } from '../../gdsn/messages/cirr.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { inTurns } from '../../jobs/in-turns.js';
import type { JobHandler } from '../../jobs/worker.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';

const sendPayload = z.object({ messageIds: z.array(z.number().int().positive()) });

/**
 * RCIs handed over in one transaction: one hand-over (one registry job) and one commit a slice rather than an
 * item, and the event loop turns between slices.
 */
const SEND_SLICE = 50;

/** Hands the queued RCI messages to the Global Registry, each slice marked sent in the same transaction. */
export function rciSendJobHandler(db: Db, registry: GlobalRegistry): JobHandler {
  return async (payload) => {
    const { messageIds } = sendPayload.parse(payload);
    let sent = 0;
    for await (const slice of inTurns(messageIds, SEND_SLICE)) {
      await db.transaction().execute(async (trx) => {
        // A resumed job skips what it already handed over.
        const messages = await trx
          .selectFrom('gdsn_message')
          .select(['id', 'instance_id', 'xml'])
          .where('id', 'in', slice)
          .where('status', '=', 'queued')
          .orderBy('id')
          .execute();
        if (messages.length === 0) return;
        await registry.submit(
          trx,
          messages.map((m) => ({ instanceId: m.instance_id, xml: m.xml })),
        );
        await trx
          .updateTable('gdsn_message')
          .set({ status: 'sent' })
          .where(
            'id',
            'in',
            messages.map((m) => m.id),
          )
          .execute();
        sent += messages.length;
      });
    }
    return { sent };
  };
}

/**
 * The data pool's inbound side of registration: stores each CIRR and, for rejections, the GS1Response with
 * the reasons, each as a message of its own (one XML document per row), both tied to the item and to the
 * RCI they answer (`correlation_id`). Then applies the answer to the items the RCI was about: accepted →
 * Registered (the item is Validated again, 5); rejected → Failed (9) with the registry's reasons kept as
 * the item's errors. An item changed since it was sent (no longer In Process) keeps its state; the
 * registry's record stands. An answer to an RCI already answered (a registry job run again) is ignored.
 * A batch of answers is received in one transaction.
 */
export async function receiveRegistrationResponses(
  db: Db,
  answers: readonly { cirrXml: string; gs1ResponseXml: string | null }[],
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const answer of answers) await receiveAnswer(trx, answer.cirrXml, answer.gs1ResponseXml, now);
  });
}

async function receiveAnswer(trx: Db, cirrXml: string, gs1ResponseXml: string | null, now: string): Promise<void> {
  const rejections = gs1ResponseXml ? { xml: gs1ResponseXml, message: parseGs1Response(gs1ResponseXml) } : null;
  const received = parseCirr(cirrXml);
  const cirr = rejections ? withRejections(received, rejections.message) : received;
  const rci = await trx
    .selectFrom('gdsn_message')
    .select(['id', 'company_id', 'catalog_item_id', 'status'])
    .where('instance_id', '=', cirr.correlationId)
    .where('message_type', '=', 'RCI')
    .executeTakeFirst();
  if (rci?.status === 'processed') return;
  const stored: { type: GdsnMessageType; instanceId: string; xml: string }[] = [
    { type: 'CIRR', instanceId: cirr.instanceId, xml: cirrXml },
  ];
  // A registry of its own process sends the reasons before the CIRR: that GS1Response is kept already.
  const held = rejections && (await heldResponse(trx, rejections.message.instanceId));
  if (held) {
    await trx
      .updateTable('gdsn_message')
      .set({
        company_id: rci?.company_id ?? null,
        catalog_item_id: rci?.catalog_item_id ?? null,
        status: rci ? 'processed' : 'failed',
        error: rci ? null : `No RCI ${cirr.correlationId} was sent.`,
        processed_time: now,
      })
      .where('id', '=', held.id)
      .execute();
  } else if (rejections) {
    stored.push({ type: 'GS1Response', instanceId: rejections.message.instanceId, xml: rejections.xml });
  }
  const inserted = await trx
    .insertInto('gdsn_message')
    .values(
      stored.map((message) => ({
        company_id: rci?.company_id ?? null,
        catalog_item_id: rci?.catalog_item_id ?? null,
        message_type: message.type,
        direction: 'in' as const,
        instance_id: message.instanceId,
        correlation_id: cirr.correlationId,
        xml: message.xml,
        status: rci ? ('processed' as const) : ('failed' as const),
        error: rci ? null : `No RCI ${cirr.correlationId} was sent.`,
        created_time: now,
        processed_time: now,
      })),
    )
    .returning('id')
    .execute();
  if (!rci) return;
  await queueWebhookPushes(trx, [...(held ? [held.id] : []), ...inserted.map((row) => row.id)]);
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
}

/** A GS1Response received before the answer it completes. */
function heldResponse(trx: Db, instanceId: string) {
  return trx
    .selectFrom('gdsn_message')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('message_type', '=', 'GS1Response')
    .where('direction', '=', 'in')
    .executeTakeFirst();
}
