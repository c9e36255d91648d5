import type { Generated } from 'kysely';

/** A subscriber GLN a publisher added itself (the wizard's Add New), with the name it gave. */
export interface PublicationSubscriberTable {
  id: Generated<number>;
  company_id: number;
  gln: string;
  name: string;
  created_time: string;
}
