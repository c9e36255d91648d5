import type { Generated } from 'kysely';

export interface ManufacturerTable {
  id: Generated<number>;
  company_id: number;
  manufacturer_name: string;
  info_provider_gln: string | null;
  contact_name: string | null;
  email: string | null;
  contact_number: string | null;
  comments: string | null;
  confirmed: number;
  match_criteria: string | null;
  output_profile: string | null;
  created_time: string;
  modified_time: string;
}
