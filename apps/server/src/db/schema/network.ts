import type { Generated } from 'kysely';

/** A partner data pool this pool exchanges GS1 messages with over AS2. */
export interface NetworkPartnerTable {
  id: Generated<number>;
  name: string;
  /** Its AS2 name: the AS2-From of what it sends, the AS2-To of what this pool sends it. */
  as2_id: string;
  /** Where its AS2 messages are POSTed. */
  url: string;
  /** Its certificate (PEM): its signatures are checked and what it is sent is encrypted with it. */
  certificate_pem: string;
  /** 0: nothing is sent to it and what it sends is refused, as from an unknown partner. */
  enabled: number;
  created_time: string;
  modified_time: string;
}

/** A GLN a partner pool serves: messages to it go to that pool. */
export interface NetworkPartnerGlnTable {
  id: Generated<number>;
  partner_id: number;
  gln: string;
}

/** This pool's AS2 key and certificate when no files configure them: made on first start, one row (id 1). */
export interface NetworkIdentityTable {
  id: number;
  private_key_pem: string;
  certificate_pem: string;
  created_time: string;
}

export type NetworkInboundStatus = 'received' | 'processed' | 'failed';

/** An AS2 message a partner delivered, its payload handed to the `network-receive` job. */
export interface NetworkInboundTable {
  id: Generated<number>;
  /** Null once the partner's profile was deleted. */
  partner_id: number | null;
  as2_message_id: string;
  mic: string | null;
  payload_xml: string;
  received_time: string;
  status: NetworkInboundStatus;
  error: string | null;
  /** The `gdsn_message` the payload became, once processed. */
  gdsn_message_id: number | null;
}
