/** Per buyer, publisher and attribute: on how many live copies it is missing, and on how many failing. */
export interface ScorecardGapTable {
  company_id: number;
  info_provider_gln: string;
  attribute_code: string;
  missing: number;
  failing: number;
}
