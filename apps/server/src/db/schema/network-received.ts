import type { Generated } from 'kysely';

/** A GS1 message another data pool sent, processed once per sender and InstanceIdentifier (migration 0037). */
export interface NetworkReceivedTable {
  id: Generated<number>;
  sender_gln: string;
  instance_id: string;
  /** Null for a text that is no GS1 message. */
  message_type: string | null;
  /** The partner pool it came from, and its `network_inbound` row when it came over AS2. */
  partner_id: number | null;
  inbound_id: number | null;
  /** The `in` message kept of it, and the GS1Response it was answered by (none for a GS1Response). */
  message_id: number | null;
  response_id: number | null;
  received_time: string;
}

/** A CIC a buyer sent about its copy from a publisher in another data pool: the copy's CIC history. */
export interface NetworkCicTable {
  id: Generated<number>;
  company_id: number;
  received_item_id: number;
  subscriber_gln: string;
  state: string;
  /** JSON: the CIC's status codes with their corrective actions (`CicReason[]`). */
  reasons: string;
  message_id: number | null;
  instance_id: string;
  created_time: string;
}
