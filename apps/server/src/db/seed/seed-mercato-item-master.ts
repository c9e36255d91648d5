import type { Insertable } from 'kysely';
import { parseGtin } from '@tradepool/domain';
import type { Db } from '../database.js';
import type { SubscriberItemTable } from '../schema/subscriber-item.js';
import { nowIso } from '../time.js';
import { offProducts } from './off-products.js';
import { typedByBuyer } from './seed-demo-item-master.js';

/**
 * Mercato Retail's item master (the network demo's second pool): every demo product a grocer might stock,
 * half keyed with its GTIN (matched by GTIN when a CIN brings it), half only as a buyer types it (possible
 * matches to confirm), so items Northwind publishes from Tradepool's pool find their counterpart here.
 */
export async function seedMercatoItemMaster(db: Db, companyId: number): Promise<void> {
  const now = nowIso();
  const rows: Insertable<SubscriberItemTable>[] = [];
  for (const [i, product] of offProducts().entries()) {
    const name = product.product_name_en || product.product_name;
    const gtin = parseGtin(product.code);
    if (!name || !gtin.ok) continue;
    const brand = product.brands?.split(',')[0]?.trim() || null;
    const keyed = i % 2 === 0;
    rows.push({
      company_id: companyId,
      product_code: `MR-${String(10000 + i)}`,
      gtin: keyed ? gtin.gtin : null,
      description: keyed ? name : typedByBuyer(name, brand),
      brand_name: keyed ? brand : null,
      mpc: null,
      unit_descriptor: 'BASE_UNIT_OR_EACH',
      source_file_id: null,
      last_updated: now,
    });
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('subscriber_item')
      .values(rows.slice(i, i + 200))
      .execute();
}
