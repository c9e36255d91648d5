import type { Generated } from 'kysely';

/** A party a data pool registered with the Global Registry (the registry process's table). */
export interface RegistryPartyTable {
  id: Generated<number>;
  party_gln: string;
  name: string;
  role: string;
  /** The data pool serving the party: only it may change the registration. */
  data_pool_gln: string;
  active: number;
  registered_time: string;
  last_changed_time: string;
}

export type RegistrySubscriptionCommand = 'ADD' | 'DELETE';

/** A data recipient's subscription as its data pool sent it to the Global Registry. */
export interface RegistrySubscriptionTable {
  id: Generated<number>;
  subscriber_gln: string;
  recipient_data_pool: string;
  publisher_gln: string | null;
  gtin: string | null;
  gpc_code: string | null;
  target_market: string | null;
  /** Where it stands: ADD while it holds, DELETE once ended. */
  command: RegistrySubscriptionCommand;
  /** The CIS document's entityIdentification, repeated in what is forwarded. */
  entity_id: string;
  created_time: string;
  modified_time: string;
}

export type RegistryMessageStatus = 'received' | 'processed' | 'failed' | 'queued' | 'sent';

/** Every message the registry received from a pool or sends to one; the outgoing ones queue per pool. */
export interface RegistryMessageTable {
  id: Generated<number>;
  direction: 'in' | 'out';
  /** The pool that sent it, or the one it goes to. */
  pool_gln: string;
  message_type: string;
  instance_id: string;
  correlation_id: string | null;
  xml: string;
  status: RegistryMessageStatus;
  attempts: Generated<number>;
  error: string | null;
  created_time: string;
  sent_time: string | null;
}

/** A subscription's command forwarded to a publisher's data pool, once per pool. */
export interface RegistryForwardTable {
  id: Generated<number>;
  subscription_id: number;
  data_pool_gln: string;
  command: RegistrySubscriptionCommand;
  message_id: number;
  forwarded_time: string;
}
