import type { Generated } from 'kysely';

/** One order line of the buyer's order system: an item (publisher GLN and GTIN) ordered, when, how many, where. */
export interface OmsTransactionTable {
  id: Generated<number>;
  /** The buyer's company. */
  company_id: number;
  publisher_gln: string;
  gtin: string;
  order_number: string;
  /** yyyy-mm-dd. */
  order_date: string;
  /** The unit the line was ordered in, as the order system names it (the answer's unitDescriptor). */
  supc: string | null;
  /** The order system's description of the item (the answer's description). */
  descr: string | null;
  quantity: number;
  unit_price_cents: number | null;
  currency_code: string;
  distribution_centre: string | null;
  created_time: string;
}
