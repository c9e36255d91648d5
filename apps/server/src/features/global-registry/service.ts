import { GLOBAL_REGISTRY_GLN } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import { badRequest } from '../../errors.js';
import { parseCis } from '../../gdsn/messages/cis.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import { receivePartyAnswers } from '../../gdsn/party-registration.js';
import { poolGln } from '../../gdsn/pool-gln.js';
import { readXml } from '../../gdsn/read-xml.js';
import { addNetworkSubscription, endNetworkSubscription } from '../publication/service.js';
import { receiveRegistrationResponses } from '../registration/service.js';

type Identified = Awaited<ReturnType<typeof readXml<'identify'>>>;

interface Received {
  type: GdsnMessageType;
  instanceId: string;
  correlationId: string | null;
  xml: string;
  companyId: number | null;
  status: 'received' | 'processed' | 'failed';
  error: string | null;
}

async function keep(db: Db, message: Received): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('gdsn_message')
    .values({
      company_id: message.companyId,
      counterpart_company_id: null,
      catalog_item_id: null,
      message_type: message.type,
      direction: 'in',
      instance_id: message.instanceId,
      correlation_id: message.correlationId,
      xml: message.xml,
      status: message.status,
      error: message.error,
      created_time: now,
      processed_time: message.status === 'received' ? null : now,
      sender_gln: GLOBAL_REGISTRY_GLN,
      receiver_gln: poolGln(),
    })
    .execute();
}

/** The company of the message a response answers (this pool's RCI, BPR or CIS), if any. */
async function companyOfRequest(db: Db, instanceId: string | null): Promise<number | null> {
  if (!instanceId) return null;
  const request = await db
    .selectFrom('gdsn_message')
    .select('company_id')
    .where('instance_id', '=', instanceId)
    .where('direction', '=', 'out')
    .executeTakeFirst();
  return request?.company_id ?? null;
}

/** The GS1Response with the reasons of an answer, received before it and held for it. */
async function heldReasons(db: Db, correlationId: string): Promise<string | null> {
  const held = await db
    .selectFrom('gdsn_message')
    .select('xml')
    .where('message_type', '=', 'GS1Response')
    .where('direction', '=', 'in')
    .where('correlation_id', '=', correlationId)
    .where('status', '=', 'received')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return held?.xml ?? null;
}

/**
 * A subscription of another pool's subscriber, forwarded by the registry to this pool because one of its
 * companies publishes as the CIS's data source: kept as a message of the publisher's company, and the
 * subscriber listed among that publisher's subscribers (an ADD) or its subscription ended (a DELETE). A CIS
 * naming no publisher of this pool is kept as failed, for support.
 */
async function receiveForwardedCis(db: Db, header: Identified['header'], xml: string): Promise<void> {
  const cis = parseCis(xml);
  await db.transaction().execute(async (trx) => {
    let companyId: number | null = null;
    const unknown: string[] = [];
    for (const item of cis.items) {
      const publisher =
        item.dataSource &&
        (await trx
          .selectFrom('company_gln')
          .select('company_id')
          .where('gln', '=', item.dataSource)
          .executeTakeFirst());
      if (!publisher) {
        unknown.push(item.dataSource ?? '(none)');
        continue;
      }
      companyId ??= publisher.company_id;
      const subscription = {
        publisherCompanyId: publisher.company_id,
        subscriberGln: item.dataRecipient,
        recipientDataPool: item.recipientDataPool ?? header.senderGln,
        ...(item.gtin ? { gtin: item.gtin } : {}),
        ...(item.gpcCategoryCode ? { gpcCode: item.gpcCategoryCode } : {}),
        ...(item.targetMarket ? { targetMarket: item.targetMarket } : {}),
      };
      if (item.command === 'ADD') await addNetworkSubscription(trx, subscription);
      else await endNetworkSubscription(trx, subscription);
    }
    await keep(trx, {
      type: 'CIS',
      instanceId: header.instanceId,
      correlationId: null,
      xml,
      companyId,
      status: unknown.length ? 'failed' : 'processed',
      error: unknown.length ? `No company of this pool publishes as ${unknown.join(', ')}.` : null,
    });
  });
}

/**
 * `POST gdsn/registry`: what the Global Registry's process sends this pool. A GS1Response is held until the
 * answer it completes (the registry sends it first); a CIRR goes to registration as the built-in registry's
 * answers do; a PRR settles the parties' registrations; a forwarded CIS reaches its publisher. Every message
 * is kept in `gdsn_message`; one already received (the registry sending it again) changes nothing. A message
 * that cannot be read, or is not the registry's to this pool, is a 400 and kept nowhere.
 */
export async function receiveFromRegistry(db: Db, xml: string): Promise<void> {
  let identified: Identified;
  try {
    identified = await readXml('identify', xml);
  } catch (error) {
    if (error instanceof GdsnMessageError) throw badRequest(error.message);
    throw error;
  }
  const { type, header } = identified;
  if (header.senderGln !== GLOBAL_REGISTRY_GLN || header.receiverGln !== poolGln()) {
    throw badRequest(
      `A message from the Global Registry ${GLOBAL_REGISTRY_GLN} to this pool ${poolGln()} is expected, not from ${header.senderGln} to ${header.receiverGln}.`,
    );
  }
  const earlier = await db
    .selectFrom('gdsn_message')
    .select('id')
    .where('instance_id', '=', header.instanceId)
    .where('message_type', '=', type)
    .where('direction', '=', 'in')
    .executeTakeFirst();
  if (earlier) return;
  try {
    if (type === 'GS1Response') {
      await keep(db, {
        type,
        instanceId: header.instanceId,
        correlationId: header.correlationId,
        xml,
        companyId: await companyOfRequest(db, header.correlationId),
        status: 'received',
        error: null,
      });
    } else if (type === 'CIRR') {
      await receiveRegistrationResponses(db, [
        { cirrXml: xml, gs1ResponseXml: header.correlationId ? await heldReasons(db, header.correlationId) : null },
      ]);
    } else if (type === 'PRR') {
      const reasons = header.correlationId ? await heldReasons(db, header.correlationId) : null;
      await receivePartyAnswers(db, xml, reasons);
      if (reasons) {
        await db
          .updateTable('gdsn_message')
          .set({ status: 'processed', processed_time: nowIso() })
          .where('message_type', '=', 'GS1Response')
          .where('direction', '=', 'in')
          .where('correlation_id', '=', header.correlationId)
          .where('status', '=', 'received')
          .execute();
      }
    } else if (type === 'CIS') {
      await receiveForwardedCis(db, header, xml);
    } else {
      throw badRequest(`The Global Registry sends a CIRR, a PRR, a GS1Response or a CIS, not a ${type}.`);
    }
  } catch (error) {
    if (error instanceof GdsnMessageError) throw badRequest(error.message);
    throw error;
  }
}
