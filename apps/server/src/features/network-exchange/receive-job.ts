import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import { checkAheadAgainstXsd, checkRuns, rootSchemaOf } from '../../gdsn/xsd-validate.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { receiveNetworkMessage } from './receive-message.js';

const payloadSchema = z.object({ inboundId: z.number().int().positive() });

/** Payloads one job takes: the rest are the next job's. */
const RECEIVE_MAX = 500;

/** One `network_inbound` row processed, and marked `processed` or `failed` with why. */
async function processInbound(
  db: Db,
  copies: ReceivedCopies,
  inbound: { id: number; partner_id: number | null; payload_xml: string },
): Promise<void> {
  const mark = (status: 'processed' | 'failed', error: string | null, messageId: number | null = null) =>
    db
      .updateTable('network_inbound')
      .set({ status, error: error?.slice(0, 4000) || null, gdsn_message_id: messageId })
      .where('id', '=', inbound.id)
      .execute();
  // The partner's profile was deleted since: nothing says which GLNs the message may speak for.
  if (inbound.partner_id === null) {
    await mark('failed', 'The partner pool that sent it has no profile any more.');
    return;
  }
  try {
    const outcome = await receiveNetworkMessage(db, copies, {
      partnerId: inbound.partner_id,
      xml: inbound.payload_xml,
      inboundId: inbound.id,
    });
    await mark('processed', outcome.errors.join('\n'), outcome.messageId);
  } catch (error) {
    if (!(error instanceof GdsnMessageError)) throw error;
    await mark('failed', error.message);
  }
}

/**
 * `network-receive` (`{ inboundId }`): the payloads an AS2 partner sent, as the transport kept them in
 * `network_inbound`, each processed once (`receiveNetworkMessage`) and marked `processed` with the `in`
 * message kept, or `failed` with why when the text is no GS1 message this pool reads (a retry would not change
 * that). The job takes every payload of that partner still waiting, in the order they came (its own among
 * them; the later jobs then find theirs done): a CIHW taken by one worker while another still reads the CIN
 * before it would find nothing to withdraw, and a run of payloads is checked against the schemas at once. Anything else fails the
 * job, which the queue retries: a message is processed once whatever the number of runs.
 */
export function networkReceiveJobHandler({ db, receivedCopies }: AppContext): JobHandler {
  return async (raw) => {
    const { inboundId } = payloadSchema.parse(raw);
    const own = await db
      .selectFrom('network_inbound')
      .select(['partner_id', 'status'])
      .where('id', '=', inboundId)
      .executeTakeFirst();
    if (!own || own.status !== 'received') return { skipped: own?.status ?? 'missing' };
    // The partner's payloads waiting, oldest first, its own among them: a run of them is checked against the
    // schemas in one xmllint run (`checkAheadAgainstXsd`), a run's text loaded at a time.
    const due = await db
      .selectFrom('network_inbound')
      .select((eb) => ['id', eb.fn<number>('length', ['payload_xml']).as('size')])
      .where('status', '=', 'received')
      .where((eb) => (own.partner_id === null ? eb('id', '=', inboundId) : eb('partner_id', '=', own.partner_id)))
      .orderBy('id')
      .limit(RECEIVE_MAX)
      .execute();
    for (const run of checkRuns(due, (row) => Number(row.size))) {
      const inbound = await db
        .selectFrom('network_inbound')
        .select(['id', 'partner_id', 'payload_xml'])
        .where(
          'id',
          'in',
          run.map((row) => row.id),
        )
        .where('status', '=', 'received')
        .orderBy('id')
        .execute();
      const forget = await checkAheadAgainstXsd(
        inbound.flatMap((row) => {
          const rootXsd = rootSchemaOf(row.payload_xml);
          return rootXsd ? [{ xml: row.payload_xml, rootXsd }] : [];
        }),
      );
      try {
        for (const row of inbound) await processInbound(db, receivedCopies, row);
      } finally {
        forget();
      }
    }
    return { processed: due.length };
  };
}
