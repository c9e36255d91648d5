/** The /play demo service's key-value store, per company. */
export interface PlayEntryTable {
  company_id: number;
  name: string;
  value: string;
  modified_time: string;
}
