/**
 * The active publications per publisher, subscriber GLN, CIC state ('' before any CIC) and delivery state;
 * kept by triggers on `publication` (migration 0011), read instead of counting the publications.
 */
export interface PublicationTallyTable {
  company_id: number;
  subscriber_gln: string;
  subscriber_company_id: number | null;
  cic_status: string;
  delivery_status: string;
  n: number;
}
