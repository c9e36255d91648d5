import type { Generated } from 'kysely';

export type GdsnMessageType = 'RCI' | 'CIRR' | 'CIN';
export type GdsnMessageStatus = 'queued' | 'sent' | 'received' | 'processed' | 'failed';

/** Every GS1 XML message in and out, with its XML and where it stands. */
export interface GdsnMessageTable {
  id: Generated<number>;
  company_id: number | null;
  catalog_item_id: number | null;
  message_type: GdsnMessageType;
  direction: 'in' | 'out';
  instance_id: string;
  correlation_id: string | null;
  xml: string;
  status: GdsnMessageStatus;
  error: string | null;
  created_time: string;
  processed_time: string | null;
}
