import type { GroupRow, ItemAttributes } from '@tradepool/domain';
import { offProducts, type OffProduct } from '../db/seed/off-products.js';
import { numberText } from '../features/catalog-upload/template-rows.js';

// OFF's nutriment names as a supplier types them into GS1 nutrient codes (INFOODS tagnames), with the unit
// OFF gives them in; energy in kilocalories is left without its unit, as a supplier may: kcal is assumed.
// Quantities are written as a spreadsheet program shows the number OFF has (numberText).
const NUTRIENTS: readonly [off: string, code: string, unit: string][] = [
  ['energy_100g', 'ENER-', 'KJO'],
  ['energy-kcal_100g', 'ENER-', ''],
  ['fat_100g', 'FAT', 'GRM'],
  ['saturated-fat_100g', 'FASAT', 'GRM'],
  ['trans-fat_100g', 'FATRN', 'GRM'],
  ['cholesterol_100g', 'CHOL-', 'GRM'],
  ['carbohydrates_100g', 'CHOAVL', 'GRM'],
  ['sugars_100g', 'SUGAR-', 'GRM'],
  ['fiber_100g', 'FIB-', 'GRM'],
  ['proteins_100g', 'PRO-', 'GRM'],
  ['salt_100g', 'SALTEQ', 'GRM'],
  ['sodium_100g', 'NA', 'GRM'],
  ['vitamin-c_100g', 'VITC-', 'GRM'],
  ['calcium_100g', 'CA', 'GRM'],
  ['iron_100g', 'FE', 'GRM'],
  ['potassium_100g', 'K', 'GRM'],
];

const ALLERGENS: Readonly<Record<string, string>> = {
  'en:milk': 'AM',
  'en:soybeans': 'AY',
  'en:gluten': 'AW',
  'en:nuts': 'AN',
  'en:eggs': 'AE',
  'en:peanuts': 'AP',
  'en:mustard': 'BM',
  'en:sesame-seeds': 'AS',
  'en:celery': 'BC',
  'en:fish': 'AF',
};

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A real product (Open Food Facts) as a supplier fills the GTIN template for it: the GTIN as printed (some fail
 * the GS1 check digit, as in real data), the name in the product's own language, brand, every nutrient OFF
 * has in GS1 codes, allergens, net content. Nothing is tidied for Tradepool's sake.
 */
export function supplierRow(product: OffProduct): ItemAttributes {
  const row: ItemAttributes = {
    Coding1A: product.code,
    Coding1AF: '840',
    Coding1AD: 'BASE_UNIT_OR_EACH',
    Descriptions1G: product.lang,
    Nutrient1A: 'UNPREPARED',
    Nutrient1B: { value: '100', unit: 'GRM' },
  };
  const name = clean(product.product_name);
  if (name) row.Descriptions1E = name.slice(0, 200);
  const brand = clean((product.brands ?? '').split(',')[0]);
  if (brand) row.Descriptions1A = brand.slice(0, 70);
  const nutrients = NUTRIENTS.flatMap(([off, code, unit]): GroupRow[] => {
    const value = product.nutriments?.[off];
    if (value === undefined) return [];
    const quantity = numberText(value);
    return [
      unit
        ? { Nutrient1DA: code, Nutrient1DB: quantity, Nutrient1DD: unit }
        : { Nutrient1DA: code, Nutrient1DB: quantity },
    ];
  });
  if (nutrients.length) row.Nutrient1D = nutrients;
  const allergens = [...new Set((product.allergens_tags ?? []).flatMap((tag) => ALLERGENS[tag] ?? []))];
  if (allergens.length) row.Allergen1B = allergens.map((code) => ({ Allergen1BA: code, Allergen1BB: 'CONTAINS' }));
  return row;
}

/** `count` products from the end of the fixture, which the demo catalog does not use. */
export const holdoutProducts = (count: number): OffProduct[] => offProducts().slice(-count);
