import { gs1CheckDigit, missingRequired, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';

/** A GTIN-14 from a 5-digit company number and a serial (test data only). */
export function testGtin(company: number, serial: number): string {
  const data = `1${String(company).padStart(5, '0')}${String(serial).padStart(7, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
}

/** A realistic item document: the create keys, most required attributes, measures and repeating groups. */
export function testAttributes(gtin: string, gln: string, serial: number, description: string): ItemAttributes {
  return {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: serial % 2 ? 'CASE' : 'BASE_UNIT_OR_EACH',
    Coding1B: `NW-${String(serial).padStart(5, '0')}`,
    Coding1C: '10000025',
    Coding1E: serial % 2 ? 'false' : 'true',
    Descriptions1E: description,
    Descriptions1A: 'Northwind',
    Descriptions1B: 'Soup',
    Descriptions1G: 'en',
    Dates1A: '01/15/2027',
    Measure1A: { value: '10.5', unit: 'INH' },
    Measure1E: { value: '22', unit: 'LBR' },
    Parties1A: gln,
    Parties1B: 'Northwind Foods',
    Allergen1B: [
      { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
      { Allergen1BA: 'AC', Allergen1BB: 'MAY_CONTAIN' },
    ],
    Nutrient1D: [
      { Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'GRM', Nutrient1DC: '9' },
      { Nutrient1DA: 'PRO-', Nutrient1DB: '22', Nutrient1DD: 'GRM' },
    ],
    Avp1A: [{ Avp1AA: 'Pack note', Avp1AB: 'Tray | film' }],
  };
}

/** Inserts `count` active items for a company straight into the catalog table; answers their ids in order. */
export async function insertTestItems(
  db: Db,
  companyId: number,
  count: number,
  options: { gln?: string; describe?: (serial: number) => string; firstSerial?: number } = {},
): Promise<number[]> {
  const gln = options.gln ?? '0761305000019';
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const serial = (options.firstSerial ?? 1) + i;
    const gtin = testGtin(companyId, serial);
    const description = options.describe?.(serial) ?? `Tomato soup ${serial}, 12 x 10.75 oz`;
    const attributes = testAttributes(gtin, gln, serial, description);
    const now = nowIso();
    const { id } = await db
      .insertInto('catalog_item')
      .values({
        company_id: companyId,
        info_provider_gln: gln,
        gtin,
        target_market: '840',
        unit_descriptor: attributes.Coding1AD as string,
        product_code: attributes.Coding1B as string,
        description,
        brand_name: 'Northwind',
        gpc_code: '10000025',
        status: 1,
        reg_status: null,
        missing_count: missingRequired(attributes).length,
        has_allergens: 1,
        has_nutrients: 1,
        has_marketing: 0,
        child_count: 0,
        attributes: JSON.stringify(attributes),
        version: 1,
        created_by: null,
        created_time: now,
        modified_by: null,
        modified_time: now,
        deleted: 0,
        action_time: null,
        deleted_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}
