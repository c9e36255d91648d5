import type { Generated } from 'kysely';

export type GdsnMessageType =
  'RCI' | 'CIRR' | 'GS1Response' | 'CIN' | 'CIP' | 'CIHW' | 'CIC' | 'CIS' | 'RFCIN' | 'BPR' | 'PRR';
/** `accepted`/`rejected`: a message sent to another data pool, as that pool's GS1Response answered it. */
export type GdsnMessageStatus = 'queued' | 'sent' | 'received' | 'processed' | 'failed' | 'accepted' | 'rejected';

/** Every GS1 XML message in and out, with its XML and where it stands. */
export interface GdsnMessageTable {
  id: Generated<number>;
  company_id: number | null;
  catalog_item_id: number | null;
  message_type: GdsnMessageType;
  direction: 'in' | 'out';
  instance_id: string;
  /** For a response: the instance identifier of the message it answers (a CIRR's and a GS1Response's RCI). */
  correlation_id: string | null;
  xml: string;
  status: GdsnMessageStatus;
  error: string | null;
  created_time: string;
  processed_time: string | null;
  sender_gln: string | null;
  receiver_gln: string | null;
  /** The other company of an exchange inside Tradepool (a CIN's publisher, a CIC's subscriber): it may read the row too. */
  counterpart_company_id: number | null;
  /** 1 once the company's system took it (`POST gdsn/messages/ack`): the inbox's default listing leaves it out. */
  acknowledged: Generated<number>;
  acknowledged_time: string | null;
  acknowledged_by: number | null;
  /** Its push to the company's webhook: null when none was due (the company had no webhook). */
  push_status: WebhookPushStatus | null;
  push_attempts: Generated<number>;
  push_error: string | null;
  /** The last attempt's time. */
  push_time: string | null;
  /** Its transfer to a partner pool over AS2 (issue 17): null until handed to the transport. */
  transport_status: TransportStatus | null;
  transport_partner_id: number | null;
  /** The AS2 Message-ID, the same on every attempt, so the partner drops a repeat. */
  as2_message_id: string | null;
  transport_attempts: Generated<number>;
  transport_error: string | null;
  /** The last attempt's time. */
  transport_time: string | null;
  /** When the partner's MDN came. */
  mdn_time: string | null;
}

/**
 * `sending`: handed to the transport, sent (again) by the partner's send job; `failed`: the job gave up after its
 * attempts, and the partner's next send job tries again; `mdn-error`: the partner refused it (negative MDN).
 */
export type TransportStatus = 'sending' | 'sent' | 'mdn-error' | 'failed';

export type WebhookPushStatus = 'pending' | 'retrying' | 'delivered' | 'failed';
