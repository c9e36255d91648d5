import type { OmsTransaction } from '@tradepool/domain';
import type { Db } from '../../db/database.js';

/** An item's order history shows its recent lines; older ones stay in the order system. */
export const OMS_TRANSACTIONS_SHOWN = 200;

/**
 * `GET dms/oms/{publisherGLN}/transaction/items/{publisherGTIN}`: the order lines of the caller's company's
 * order system for one item, newest first; another company's lines are never read.
 */
export async function omsTransactions(
  db: Db,
  companyId: number,
  publisherGln: string,
  gtin: string,
): Promise<OmsTransaction[]> {
  const rows = await db
    .selectFrom('oms_transaction')
    .select([
      'order_number',
      'order_date',
      'descr',
      'supc',
      'quantity',
      'unit_price_cents',
      'currency_code',
      'distribution_centre',
    ])
    .where('company_id', '=', companyId)
    .where('publisher_gln', '=', publisherGln)
    .where('gtin', '=', gtin)
    .orderBy('order_date', 'desc')
    .orderBy('order_number', 'desc')
    .limit(OMS_TRANSACTIONS_SHOWN)
    .execute();
  return rows.map((row) => ({
    orderNumber: row.order_number,
    orderDate: row.order_date,
    description: row.descr,
    unitDescriptor: row.supc,
    quantity: row.quantity,
    unitPrice: row.unit_price_cents === null ? null : row.unit_price_cents / 100,
    currencyCode: row.currency_code,
    distributionCentre: row.distribution_centre,
  }));
}
