import type { Generated } from 'kysely';

export type GdsnMessageType = 'RCI' | 'CIRR' | 'GS1Response' | 'CIN';
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
}
