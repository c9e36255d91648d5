import type { Generated } from 'kysely';

export type GdsnMessageType = 'RCI' | 'CIRR' | 'GS1Response' | 'CIN' | 'CIP' | 'CIHW' | 'CIC' | 'CIS' | 'RFCIN';
export type GdsnMessageStatus = 'queued' | 'sent' | 'received' | 'processed' | 'failed';

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
}
