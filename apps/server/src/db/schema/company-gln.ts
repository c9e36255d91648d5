import type { Generated } from 'kysely';

export interface CompanyGlnTable {
  id: Generated<number>;
  company_id: number;
  gln: string;
  position: number;
}
