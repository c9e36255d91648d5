import type { Generated } from 'kysely';

/** The built-in Global Registry's record of one registered item (GTIN + information provider + market). */
export interface RegistryItemTable {
  id: Generated<number>;
  gtin: string;
  info_provider_gln: string;
  target_market: string;
  gpc_code: string;
  /** Who owns the registration: only this data pool may change it. */
  source_data_pool: string;
  /** The item reference of the data pool's last registration of the key (its RCI entityIdentification). */
  source_item_ref: string;
  state: string;
  registered_time: string;
  last_changed_time: string;
}
