import type { Generated } from 'kysely';

export type RegistryOutboxStatus = 'queued' | 'sent' | 'refused';

/** A message of `gdsn_message` to be posted to the Global Registry's process, in order. */
export interface RegistryOutboxTable {
  id: Generated<number>;
  message_id: number;
  status: RegistryOutboxStatus;
  attempts: Generated<number>;
  error: string | null;
  created_time: string;
  sent_time: string | null;
}

export type PartyRegistrationStatus = 'queued' | 'registered' | 'refused';

/** A company GLN's registration with the Global Registry, as last sent (name and role) and answered. */
export interface RegistryPartyRegistrationTable {
  party_gln: string;
  company_id: number;
  name: string;
  role: string;
  status: PartyRegistrationStatus;
  /** The BPR that carried it. */
  instance_id: string;
  error: string | null;
  modified_time: string;
}

/** A subscriber of another data pool, subscribed to one of this pool's publishers through the registry. */
export interface NetworkSubscriberTable {
  id: Generated<number>;
  company_id: number;
  gln: string;
  recipient_data_pool: string;
  criteria: string;
  created_time: string;
}
