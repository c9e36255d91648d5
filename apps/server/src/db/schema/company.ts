import type { Generated } from 'kysely';

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  bu_name: string | null;
  bu_type: string | null;
  type: string | null;
  status: number;
  is_gdsn: number;
  industry_segment: number | null;
  company_url: string | null;
  role_pub: number;
  role_sub: number;
  integ_inbound_flat_file: number;
  integ_inbound_spread_sheet: number;
  integ_inbound_pub_limited: number;
  integ_inbound_pub: number;
  integ_inbound_xml: number;
  integ_outbound_xml: number;
  integ_outbound_ws: number;
  integ_outbound_flat_file: number;
  integ_outbound_spread_sheet: number;
  integ_partner_bp: number;
  integ_partner_oms: number;
  is_oms_only: number;
  output_profile: string | null;
  match_criteria: string | null;
  created_time: string;
  modified_time: string;
}
