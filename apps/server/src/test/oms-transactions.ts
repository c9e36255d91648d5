import type { Insertable } from 'kysely';
import type { OmsTransactionTable } from '../db/schema/oms-transaction.js';

/** An order line of a buyer's order system for tests: a case of Northwind's item, unless told otherwise. */
export function omsLine(
  line: Pick<Insertable<OmsTransactionTable>, 'company_id' | 'gtin' | 'order_number' | 'order_date'> &
    Partial<Insertable<OmsTransactionTable>>,
): Insertable<OmsTransactionTable> {
  return {
    publisher_gln: '0761305000019',
    supc: 'CASE',
    descr: 'SOUP CLAM CHOWDER 12/15 OZ',
    quantity: 4,
    unit_price_cents: 3_450,
    currency_code: 'USD',
    distribution_centre: 'Boston DC',
    created_time: new Date().toISOString(),
    ...line,
  };
}
