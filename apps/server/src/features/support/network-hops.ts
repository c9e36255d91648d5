import type { TimelineStep, TimelineTone } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { TransportStatus } from '../../db/schema/gdsn-message.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { partnerForGln } from '../../network/partners.js';
import { supportDateTime } from './support-time.js';

/** An outbound message to another data pool, with its transfer as the transport wrote it. */
export interface OutboundMessage {
  id: number;
  message_type: string;
  instance_id: string;
  status: string;
  sender_gln: string | null;
  receiver_gln: string | null;
  created_time: string;
  transport_status: TransportStatus | null;
  transport_partner_id: number | null;
  as2_message_id: string | null;
  transport_attempts: number;
  transport_error: string | null;
  transport_time: string | null;
  mdn_time: string | null;
}

/** The columns of `gdsn_message` an outbound message's hops are read from. */
export const OUTBOUND_COLUMNS = [
  'id',
  'message_type',
  'instance_id',
  'status',
  'sender_gln',
  'receiver_gln',
  'created_time',
  'transport_status',
  'transport_partner_id',
  'as2_message_id',
  'transport_attempts',
  'transport_error',
  'transport_time',
  'mdn_time',
] as const;

/** A hop of a message between pools, before the timeline places it. */
export type Hop = Pick<TimelineStep, 'step' | 'tone' | 'detail' | 'message'> & { at: string };

/** Who carries messages to a GLN outside the pool: the partner pool serving it, by name, or none. */
export async function partnersServing(db: Db, glns: readonly string[]): Promise<Map<string, string | null>> {
  const served = new Map<string, string | null>();
  for (const gln of new Set(glns)) served.set(gln, (await partnerForGln(db, gln))?.name ?? null);
  return served;
}

export const NO_PARTNER = (gln: string) => `no partner data pool serves GLN ${gln}: add a partner profile`;

/**
 * Where a message to another data pool stands, in one sentence: queued until the partner pool serving its
 * receiver takes it (or waiting for a partner profile), sent with the partner's MDN, refused by it, or retried.
 */
export function transferText(message: OutboundMessage | undefined, gln: string, partner: string | null) {
  const what = message?.message_type ?? 'CIN';
  if (!partner && message?.transport_status == null) {
    return { tone: 'waiting' as TimelineTone, text: `The ${what} to ${gln} is queued: ${NO_PARTNER(gln)}.` };
  }
  const to = `partner data pool ${partner ?? `#${message?.transport_partner_id}`}`;
  switch (message?.transport_status ?? 'sending') {
    case 'sent':
      return {
        tone: 'done' as TimelineTone,
        text: `The ${what} to ${gln} was sent to ${to}, which confirmed it with its MDN on ${supportDateTime(message!.mdn_time)}${message!.status === 'rejected' ? ', and rejected it in its GS1Response' : message!.status === 'accepted' ? ' and accepted it' : ''}.`,
      };
    case 'mdn-error':
      return {
        tone: 'failed' as TimelineTone,
        text: `${to} refused the ${what} to ${gln} with a negative MDN: ${message!.transport_error ?? 'no reason given'}.`,
      };
    case 'failed':
      return {
        tone: 'failed' as TimelineTone,
        text: `Sending the ${what} to ${gln} to ${to} failed after ${message!.transport_attempts} attempts (${message!.transport_error ?? 'no reason kept'}); the partner's next send tries again.`,
      };
    default:
      return {
        tone: 'waiting' as TimelineTone,
        text: `The ${what} to ${gln} is queued until it is sent to ${to}, which serves that GLN${message?.transport_error ? ` (last attempt: ${message.transport_error})` : ''}.`,
      };
  }
}

/**
 * The hops of a message to another data pool after it was queued: sent to the partner (its AS2 message id),
 * the partner's MDN (positive or negative), and the partner's GS1Responses to it (accepted, or rejected with
 * its errors).
 */
export function networkHops(
  message: OutboundMessage,
  partner: string | null,
  responses: readonly { instance_id: string; sender_gln: string | null; created_time: string; xml: string }[],
): Hop[] {
  const hops: Hop[] = [];
  const to = `partner data pool ${partner ?? `#${message.transport_partner_id}`}`;
  if (message.transport_time && message.as2_message_id) {
    const sent = message.transport_status === 'sent' || message.transport_status === 'mdn-error';
    hops.push({
      at: message.transport_time,
      step: 'Sent',
      tone: sent ? 'done' : 'failed',
      detail: sent
        ? `${message.message_type} sent to ${to} (AS2 message id ${message.as2_message_id}).`
        : `Sending the ${message.message_type} to ${to} failed (attempt ${message.transport_attempts}, AS2 message id ${message.as2_message_id}): ${message.transport_error ?? 'no reason kept'}.`,
      message: null,
    });
  }
  if (message.mdn_time) {
    const positive = message.transport_status === 'sent';
    hops.push({
      at: message.mdn_time,
      step: 'MDN',
      tone: positive ? 'done' : 'failed',
      detail: positive
        ? `Positive MDN from ${to}: the ${message.message_type} was received and its signature checked.`
        : `Negative MDN from ${to}: ${message.transport_error ?? 'no reason given'}.`,
      message: null,
    });
  }
  for (const response of responses) {
    const parsed = parseGs1Response(response.xml);
    const errors = [...parsed.messageErrors, ...parsed.transactions.flatMap((transaction) => transaction.errors)].map(
      (e) => `${e.code} ${e.description}`,
    );
    hops.push({
      at: response.created_time,
      step: 'GS1Response',
      tone: errors.length ? 'failed' : 'done',
      detail: errors.length
        ? `${to} rejected the ${message.message_type}: ${errors.join('; ')}.`
        : `${to} accepted the ${message.message_type}.`,
      message: { instanceId: response.instance_id, senderGln: response.sender_gln ?? '', messageType: 'GS1Response' },
    });
  }
  return hops;
}
