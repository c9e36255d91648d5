export interface CompanyPartnerTable {
  company_id: number;
  partner_company_id: number;
  created_time: string;
}
