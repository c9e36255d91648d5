import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { SubscriberItemTable } from '../schema/subscriber-item.js';
import { nowIso } from '../time.js';

/** Buyer products Northwind does not sell: they stay unmatched, as most of a real item master does. */
const OWN_PRODUCTS = [
  ['HE-9001', 'Paper napkins 2 ply white 500 ct', 'Harbor House', 'CASE'],
  ['HE-9002', 'Disposable gloves nitrile large', 'Harbor House', 'CASE'],
  ['HE-9003', 'Dish detergent lemon 1 gal', 'Sparkle', 'EACH'],
  ['HE-9004', 'Coffee filters 12 cup', 'Harbor House', 'CASE'],
  ['HE-9005', 'Foil wrap heavy duty 18 in', 'Wrapco', 'EACH'],
] as const;

/**
 * Harbor East's item master, as a cross-reference file would have brought it: of the items Northwind sends
 * it, four in ten keyed with their GTIN (matched by GTIN), three in ten only as a buyer types a product
 * (lower case, without the brand, long words cut: possible matches the buyer confirms), three in ten not
 * at all; and a few products of other suppliers. The matching run the deliveries queued scores them when the
 * worker starts.
 */
export async function seedDemoItemMaster(db: Db, companyId: number): Promise<void> {
  const received = await db
    .selectFrom('received_item')
    .select(['gtin', 'description', 'brand_name', 'unit_descriptor'])
    .where('company_id', '=', companyId)
    .where('withdrawn', '=', 0)
    .orderBy('id')
    .execute();
  const now = nowIso();
  const row = (
    productCode: string,
    gtin: string | null,
    description: string | null,
    brand: string | null,
    unit: string | null,
  ): Insertable<SubscriberItemTable> => ({
    company_id: companyId,
    product_code: productCode,
    gtin,
    description,
    brand_name: brand,
    mpc: null,
    unit_descriptor: unit,
    source_file_id: null,
    last_updated: now,
  });
  const rows = received.flatMap((item, i) => {
    const kind = i % 10;
    const productCode = `HE-${String(1000 + i)}`;
    if (kind < 4) return [row(productCode, item.gtin, item.description, item.brand_name, item.unit_descriptor)];
    if (kind < 7 && item.description) {
      return [row(productCode, null, typedByBuyer(item.description, item.brand_name), null, item.unit_descriptor)];
    }
    return [];
  });
  const own = OWN_PRODUCTS.map(([productCode, description, brand, unit]) =>
    row(productCode, null, description, brand, unit),
  );
  const all = [...rows, ...own];
  for (let i = 0; i < all.length; i += 200)
    await db
      .insertInto('subscriber_item')
      .values(all.slice(i, i + 200))
      .execute();
}

/** A description as a buyer keys it in: lower case, no brand, every word of more than 8 letters cut to 6. */
export function typedByBuyer(description: string, brand: string | null): string {
  const brandWords = new Set((brand ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  return description
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !brandWords.has(word))
    .map((word) => (/^[a-z]{9,}$/.test(word) ? word.slice(0, 6) : word))
    .join(' ');
}
