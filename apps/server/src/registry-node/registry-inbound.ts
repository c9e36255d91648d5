import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { processRegistrations, type IsTargetMarket } from '../gdsn/local-registry.js';
import { parseBpr } from '../gdsn/messages/bpr.js';
import { parseCis } from '../gdsn/messages/cis.js';
import { buildGs1Response, type Gs1Error } from '../gdsn/messages/gs1-response.js';
import { identifyMessage, type GdsnMessageType } from '../gdsn/messages/message-type.js';
import { parseRci } from '../gdsn/messages/rci.js';
import { GdsnMessageError } from '../gdsn/messages/xml-tree.js';
import { readXml, XML_TOO_COSTLY } from '../gdsn/read-xml.js';
import { registerParties } from '../gdsn/registry-parties.js';
import {
  forwardedCis,
  forwardsForItem,
  forwardsForPublisher,
  receiveSubscriptions,
  type DueForward,
} from '../gdsn/registry-subscriptions.js';
import { firstSchemaErrors, MESSAGE_SCHEMAS, validateAgainstXsd } from '../gdsn/xsd-validate.js';
import type { CertifiedPool } from './registry-config.js';
import { queueForPool, type OutgoingMessage } from './registry-outbox.js';

/** Why the registry refuses a message as a whole (the GS1Response's message-level error). */
export const REGISTRY_MESSAGE_ERRORS = {
  unreadable: 'GR-UNREADABLE',
  unsupported: 'GR-UNSUPPORTED-MESSAGE',
  header: 'GR-HEADER',
  notSender: 'GR-NOT-SENDER',
  notReceiver: 'GR-NOT-RECEIVER',
  schema: 'GR-SCHEMA',
} as const;

/** What the registry takes from a pool. */
const TAKEN: readonly GdsnMessageType[] = ['RCI', 'BPR', 'CIS'];

export interface RegistryAnswer {
  /** 202: taken (its answers follow through the pool's queue); 400: refused, `xml` says why. */
  status: 202 | 400;
  xml: string | null;
}

export interface RegistryInbound {
  registryGln: string;
  isTargetMarket: IsTargetMarket;
}

type Identified = Awaited<ReturnType<typeof readXml<'identify'>>>;

/** The GS1Response refusing a message whole, to the pool that sent it. */
function refusal(registryGln: string, pool: CertifiedPool, instanceId: string, error: Gs1Error): RegistryAnswer {
  return {
    status: 400,
    xml: buildGs1Response({
      instanceId: `GS1R-${randomUUID()}`,
      senderGln: registryGln,
      receiverGln: pool.gln,
      createdAt: new Date(),
      correlationId: instanceId,
      messageErrors: [error],
      transactions: [],
    }),
  };
}

/** Why a message read from this pool is refused before anything in it is decided, or null. */
async function messageProblem(
  identified: Identified,
  pool: CertifiedPool,
  registryGln: string,
  xml: string,
): Promise<Gs1Error | null> {
  const { type, header, disagreements } = identified;
  if (!TAKEN.includes(type)) {
    return {
      code: REGISTRY_MESSAGE_ERRORS.unsupported,
      description: `The Global Registry takes an RCI, a BPR or a CIS, not a ${type}.`,
    };
  }
  if (header.senderGln !== pool.gln) {
    return {
      code: REGISTRY_MESSAGE_ERRORS.notSender,
      description: `The sender ${header.senderGln} is not the data pool of this token (${pool.gln}).`,
    };
  }
  if (header.receiverGln !== registryGln) {
    return {
      code: REGISTRY_MESSAGE_ERRORS.notReceiver,
      description: `The receiver ${header.receiverGln} is not the Global Registry: address the message to ${registryGln}.`,
    };
  }
  if (disagreements.length) return { code: REGISTRY_MESSAGE_ERRORS.header, description: disagreements.join(' ') };
  const schema = MESSAGE_SCHEMAS[type];
  let checked: { valid: boolean; errors: string[] };
  try {
    checked = await validateAgainstXsd(xml, schema);
  } catch {
    return { code: REGISTRY_MESSAGE_ERRORS.unreadable, description: XML_TOO_COSTLY };
  }
  if (checked.valid) return null;
  return {
    code: REGISTRY_MESSAGE_ERRORS.schema,
    description: `The ${type} is not valid against GS1 XML 3.1's ${schema}.xsd: ${firstSchemaErrors(checked.errors)}`,
  };
}

/**
 * A message a certified pool posted: read, checked whole (type, SBDH sender and receiver, header, XSD) and
 * refused with a GS1Response when it fails, else decided (`decide`) and taken. One the pool already had taken
 * (the same InstanceIdentifier: a retry after a lost answer) is taken again without being decided twice.
 */
export async function receivePoolMessage(
  db: Db,
  inbound: RegistryInbound,
  pool: CertifiedPool,
  xml: string,
): Promise<RegistryAnswer> {
  let identified: Identified;
  try {
    identified = await readXml('identify', xml);
  } catch (error) {
    if (!(error instanceof GdsnMessageError)) throw error;
    return refusal(inbound.registryGln, pool, 'UNKNOWN', {
      code: REGISTRY_MESSAGE_ERRORS.unreadable,
      description: error.message,
    });
  }
  const { instanceId } = identified.header;
  const problem = await messageProblem(identified, pool, inbound.registryGln, xml);
  if (problem) return refusal(inbound.registryGln, pool, instanceId, problem);
  const earlier = await db
    .selectFrom('registry_message')
    .select('id')
    .where('pool_gln', '=', pool.gln)
    .where('instance_id', '=', instanceId)
    .where('direction', '=', 'in')
    .executeTakeFirst();
  if (earlier) return { status: 202, xml: null };
  try {
    await decide(db, inbound, pool, identified.type, xml, instanceId);
  } catch (error) {
    if (!(error instanceof GdsnMessageError)) throw error;
    return refusal(inbound.registryGln, pool, instanceId, {
      code: REGISTRY_MESSAGE_ERRORS.unreadable,
      description: error.message,
    });
  }
  return { status: 202, xml: null };
}

/** The forwards due, each kept as sent to its pool (once per subscription, pool and command) and queued. */
async function forward(db: Db, registryGln: string, due: readonly DueForward[]): Promise<void> {
  const now = new Date();
  for (const item of due) {
    const cis = forwardedCis(item, registryGln, now);
    const [messageId] = await queueForPool(db, item.poolGln, [
      { type: 'CIS', instanceId: cis.instanceId, correlationId: null, xml: cis.xml },
    ]);
    await db
      .insertInto('registry_forward')
      .values({
        subscription_id: item.subscription.id,
        data_pool_gln: item.poolGln,
        command: item.command,
        message_id: messageId!,
        forwarded_time: now.toISOString(),
      })
      .execute();
  }
}

/**
 * An answer and, when something was refused, the GS1Response with the reasons: that one first, so that the
 * pool holds the reasons when the answer comes.
 */
function answers(
  type: 'CIRR' | 'PRR',
  requestId: string,
  answer: { xml: string; gs1ResponseXml: string | null },
): OutgoingMessage[] {
  const instanceOf = (xml: string) => identifyMessage(xml).header.instanceId;
  return [
    ...(answer.gs1ResponseXml
      ? [
          {
            type: 'GS1Response',
            instanceId: instanceOf(answer.gs1ResponseXml),
            correlationId: requestId,
            xml: answer.gs1ResponseXml,
          },
        ]
      : []),
    { type, instanceId: instanceOf(answer.xml), correlationId: requestId, xml: answer.xml },
  ];
}

async function keepReceived(db: Db, pool: CertifiedPool, type: string, instanceId: string, xml: string) {
  await db
    .insertInto('registry_message')
    .values({
      direction: 'in',
      pool_gln: pool.gln,
      message_type: type,
      instance_id: instanceId,
      correlation_id: null,
      xml,
      status: 'processed',
      error: null,
      created_time: nowIso(),
      sent_time: null,
    })
    .execute();
}

/**
 * RCI: decided by the built-in registry's rules (`processRegistrations`), answered with the CIRR (and the
 * GS1Response of the rejections); each accepted item releases the held subscriptions it meets to its pool.
 * BPR: the parties registered (`registerParties`), answered with a PRR; each registered party releases the
 * subscriptions held for it. CIS: kept and forwarded to the publisher's pool when one is known.
 */
async function decide(
  db: Db,
  inbound: RegistryInbound,
  pool: CertifiedPool,
  type: GdsnMessageType,
  xml: string,
  instanceId: string,
): Promise<void> {
  if (type === 'RCI') {
    const rci = parseRci(xml);
    const foreign = rci.items.find((i) => i.sourceDataPool !== pool.gln);
    if (foreign) {
      throw new GdsnMessageError(
        `Item ${foreign.entityId} names source data pool ${foreign.sourceDataPool}: a pool registers only its own items.`,
      );
    }
    const [answer] = await processRegistrations(db, [xml], new Date(), inbound.isTargetMarket);
    await db.transaction().execute(async (trx) => {
      await queueForPool(
        trx,
        pool.gln,
        answers('CIRR', instanceId, { xml: answer!.cirrXml, gs1ResponseXml: answer!.gs1ResponseXml }),
      );
      const accepted = new Set(answer!.results.filter((r) => r.accepted).map((r) => r.entityId));
      for (const item of rci.items.filter((i) => accepted.has(i.entityId))) {
        await forward(
          trx,
          inbound.registryGln,
          await forwardsForItem(trx, {
            infoProviderGln: item.infoProviderGln,
            gtin: item.gtin,
            gpcCode: item.gpcCode,
            targetMarket: item.targetMarket,
            sourceDataPool: item.sourceDataPool,
          }),
        );
      }
      await keepReceived(trx, pool, type, instanceId, xml);
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (type === 'BPR') {
      const outcome = await registerParties(trx, parseBpr(xml), pool.gln, new Date());
      await queueForPool(trx, pool.gln, answers('PRR', instanceId, { xml: outcome.prrXml, ...outcome }));
      for (const gln of outcome.registered) {
        await forward(trx, inbound.registryGln, await forwardsForPublisher(trx, gln, pool.gln));
      }
    } else {
      const cis = parseCis(xml);
      const foreign = cis.items.find((i) => i.recipientDataPool && i.recipientDataPool !== pool.gln);
      if (foreign) {
        throw new GdsnMessageError(
          `Subscription ${foreign.entityId} names recipient data pool ${foreign.recipientDataPool}: a pool subscribes only for its own recipients.`,
        );
      }
      await forward(trx, inbound.registryGln, await receiveSubscriptions(trx, cis, pool.gln));
    }
    await keepReceived(trx, pool, type, instanceId, xml);
  });
}
