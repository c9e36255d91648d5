/** Where a company's new messages are POSTed (issue 16), and the secret their signature is made with. */
export interface CompanyWebhookTable {
  company_id: number;
  url: string;
  /** Kept as given: the pool signs with it, so it cannot be hashed. */
  secret: string;
  modified_by: number | null;
  modified_time: string;
}
