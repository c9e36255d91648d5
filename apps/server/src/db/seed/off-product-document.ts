import { parseGtin, type GroupRow, type ItemAttributes, type MeasureValue } from '@tradepool/domain';
import { hasCode } from '../../features/metadata/code-lists.js';
import { categoryRule, type CategoryRule } from './off-categories.js';
import { countryOfOrigin } from './off-countries.js';
import type { OffProduct } from './off-products.js';

/** The company that publishes the item: it is the information provider and, in the demo, the brand owner. */
export interface ItemOwner {
  gln: string;
  name: string;
}

/** An OFF product as a base unit of the catalog, or why it cannot be one. */
export type OffMapping =
  | { ok: true; gtin: string; document: ItemAttributes; rule: CategoryRule | null; netGrams: number | null }
  | { ok: false; code: string; reason: 'checkDigit' | 'noName' };

/** Grams in one unit of each net content unit; volumes count as water (1 g per ml), an estimate. */
const GRAMS_PER_CONTENT_UNIT: Record<string, number> = {
  GRM: 1,
  KGM: 1000,
  ONZ: 28.349523125,
  LBR: 453.59237,
  MLT: 1,
  LTR: 1000,
  OZA: 29.5735295625,
  GLL: 3785.411784,
};
const IMPERIAL_UNITS = new Set(['ONZ', 'LBR', 'OZA', 'GLL']);
const LIQUID_UNITS = new Set(['MLT', 'LTR', 'OZA', 'GLL']);

const QUANTITY_UNITS: Record<string, { unit: string; factor: number }> = {
  g: { unit: 'GRM', factor: 1 },
  gr: { unit: 'GRM', factor: 1 },
  gram: { unit: 'GRM', factor: 1 },
  grams: { unit: 'GRM', factor: 1 },
  mg: { unit: 'GRM', factor: 0.001 },
  kg: { unit: 'KGM', factor: 1 },
  oz: { unit: 'ONZ', factor: 1 },
  lb: { unit: 'LBR', factor: 1 },
  lbs: { unit: 'LBR', factor: 1 },
  floz: { unit: 'OZA', factor: 1 },
  ml: { unit: 'MLT', factor: 1 },
  cl: { unit: 'MLT', factor: 10 },
  l: { unit: 'LTR', factor: 1 },
  gallon: { unit: 'GLL', factor: 1 },
  gallons: { unit: 'GLL', factor: 1 },
};
const QUANTITY_PATTERN =
  /(?:(\d+)\s*[x×*]\s*)?(\d+(?:[.,]\d+)?)\s*(fl\.?\s*oz|oz|lbs?|kg|mg|grams?|gr|g|ml|cl|l|gallons?)(?![a-z])/i;

/** A decimal as the dictionary writes it: at most `places` decimals, no trailing zeros. */
export function decimal(value: number, places = 2): string {
  return String(Number(value.toFixed(places)));
}

/** Rounded up, so a parent's stated weight never falls below the sum it must cover (rule 98). */
export function decimalUp(value: number, places = 3): string {
  const factor = 10 ** places;
  return decimal(Math.ceil(value * factor - 1e-9) / factor, places);
}

/**
 * OFF's free-text quantity as a net content: "420 g", "0,164 kg", "16 fl oz (1 pt) 473 ml", "33cl",
 * "2 x 125 g". A bare count ("12") says nothing about the content: null.
 */
export function parseQuantity(text: string | undefined): MeasureValue | null {
  const match = QUANTITY_PATTERN.exec(text ?? '');
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const amount = Number(match[2]!.replace(',', '.'));
  const unit = QUANTITY_UNITS[match[3]!.toLowerCase().replace(/[.\s]/g, '')];
  if (!unit || !(amount > 0)) return null;
  return { value: decimal(count * amount * unit.factor, 3), unit: unit.unit };
}

export function contentGrams(content: MeasureValue): number {
  return Number(content.value) * GRAMS_PER_CONTENT_UNIT[content.unit]!;
}

/** A weight in the family of the net content: ounces or pounds for US units, grams or kilograms else. */
export function weightIn(grams: number, imperial: boolean, round: (n: number) => string = decimal): MeasureValue {
  if (imperial) {
    return grams >= 453.59237
      ? { value: round(grams / 453.59237), unit: 'LBR' }
      : { value: round(grams / 28.349523125), unit: 'ONZ' };
  }
  return grams >= 1000 ? { value: round(grams / 1000), unit: 'KGM' } : { value: round(grams), unit: 'GRM' };
}

export const inches = (value: number): MeasureValue => ({ value: decimal(Math.max(0.5, value), 1), unit: 'INH' });

/**
 * Height, width and depth of a package holding `grams` (an estimate: OFF has no dimensions): a box of
 * proportions 2 : 1.4 : 1 at 0.6 g/cm³, or 0.85 g/cm³ for liquids (bottle and headspace).
 */
export function packageDimensions(grams: number, liquid: boolean) {
  const cubicCm = grams / (liquid ? 0.85 : 0.6);
  const depth = Math.cbrt(cubicCm / 2.8) / 2.54;
  return { height: depth * 2, width: depth * 1.4, depth };
}

/** Packaging weight (an estimate by package type): glass jars and bottles weigh, wrappers hardly. */
export function tareGrams(packaging: string, netGrams: number): number {
  if (packaging === 'JR') return netGrams * 0.45 + 30;
  if (packaging === 'BO') return netGrams * 0.12 + 25;
  if (packaging === 'CNG') return netGrams * 0.1 + 30;
  return netGrams * 0.06 + 8;
}

/** Text cut to `max` characters at a word boundary where one is near. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/, '');
}

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The file's name: the last step of its address's path. */
const fileName = (address: string) => cut(decodeURIComponent(new URL(address).pathname.split('/').at(-1) ?? ''), 70);

/** The product's page on OFF, and its front image where OFF has one. */
function fileRows(product: OffProduct): GroupRow[] {
  const page = {
    EFile1AA: 'PRODUCT_WEBSITE',
    EFile1AB: `https://world.openfoodfacts.org/product/${product.code}`,
    EFile1AC: 'Open Food Facts',
  };
  const image = product.image_front_url;
  return image ? [page, { EFile1AA: 'PRODUCT_IMAGE', EFile1AB: image, EFile1AC: fileName(image) }] : [page];
}

/** mm/dd/yyyy of an instant (UTC). */
export function usDate(epochMs: number): string {
  const d = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

// OFF allergen and trace tags → GS1 AllergenTypeCode; gelatin, pork and fruits are not declaration allergens.
const ALLERGENS: Record<string, string> = {
  'en:milk': 'AM',
  'de:wheyprotein': 'AM',
  'de:wheyproteinkonzentrat': 'AM',
  'en:soybeans': 'AY',
  'en:nuts': 'AN',
  'en:tree-nuts-hazelnuts': 'SH',
  'en:eggs': 'AE',
  'de:hühnereiweiss': 'AE',
  'en:peanuts': 'AP',
  'en:gluten': 'AW',
  'de:weizenprotein': 'UW',
  'fr:avoine': 'GO',
  'en:mustard': 'BM',
  'en:sesame-seeds': 'AS',
  'en:lupin': 'NL',
  'en:sulphur-dioxide-and-sulphites': 'AU',
  'en:crustaceans': 'AC',
  'en:molluscs': 'UM',
  'en:celery': 'BC',
  'en:fish': 'AF',
};

// How an allergen statement names them (GS1's labels say "Milk and its derivatives").
const ALLERGEN_NAMES: Record<string, string> = {
  AM: 'Milk',
  AY: 'Soybeans',
  AN: 'Tree nuts',
  SH: 'Hazelnuts',
  AE: 'Eggs',
  AP: 'Peanuts',
  AW: 'Cereals containing gluten',
  UW: 'Wheat',
  GO: 'Oats',
  BM: 'Mustard',
  AS: 'Sesame seeds',
  NL: 'Lupine',
  AU: 'Sulphur dioxide and sulphites',
  AC: 'Crustaceans',
  UM: 'Molluscs',
  BC: 'Celery',
  AF: 'Fish',
};

function allergenRows(product: OffProduct): GroupRow[] {
  const levels = new Map<string, string>();
  for (const tag of product.allergens_tags ?? []) {
    const code = ALLERGENS[tag];
    if (code) levels.set(code, 'CONTAINS');
  }
  for (const tag of product.traces_tags ?? []) {
    const code = ALLERGENS[tag];
    if (code && !levels.has(code)) levels.set(code, 'MAY_CONTAIN');
  }
  return [...levels].map(([code, level]) => ({ Allergen1BA: code, Allergen1BB: level }));
}

function allergenStatement(rows: readonly GroupRow[]): string {
  const names = (level: string) =>
    rows.filter((r) => r.Allergen1BB === level).map((r) => ALLERGEN_NAMES[r.Allergen1BA!]!);
  const contains = names('CONTAINS');
  const may = names('MAY_CONTAIN');
  return [
    contains.length ? `Contains: ${contains.join(', ')}.` : '',
    may.length ? `May contain: ${may.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// OFF nutriments per 100 g → GS1 NutrientTypeCode with the unit a nutrition panel states it in. OFF gives
// energy in kilojoules and kilocalories (two rows of ENER-) and every other nutrient in grams.
const NUTRIENTS: readonly { off: string; code: string; unit: string; factor: number }[] = [
  { off: 'energy_100g', code: 'ENER-', unit: 'KJO', factor: 1 },
  { off: 'energy-kcal_100g', code: 'ENER-', unit: 'E14', factor: 1 },
  { off: 'fat_100g', code: 'FAT', unit: 'GRM', factor: 1 },
  { off: 'saturated-fat_100g', code: 'FASAT', unit: 'GRM', factor: 1 },
  { off: 'trans-fat_100g', code: 'FATRN', unit: 'GRM', factor: 1 },
  { off: 'cholesterol_100g', code: 'CHOL-', unit: 'MGM', factor: 1000 },
  { off: 'sodium_100g', code: 'NA', unit: 'MGM', factor: 1000 },
  { off: 'salt_100g', code: 'SALTEQ', unit: 'GRM', factor: 1 },
  { off: 'carbohydrates_100g', code: 'CHOAVL', unit: 'GRM', factor: 1 },
  { off: 'fiber_100g', code: 'FIBTG', unit: 'GRM', factor: 1 },
  { off: 'sugars_100g', code: 'SUGAR-', unit: 'GRM', factor: 1 },
  { off: 'proteins_100g', code: 'PRO-', unit: 'GRM', factor: 1 },
  { off: 'vitamin-c_100g', code: 'VITC-', unit: 'MGM', factor: 1000 },
  { off: 'calcium_100g', code: 'CA', unit: 'MGM', factor: 1000 },
  { off: 'iron_100g', code: 'FE', unit: 'MGM', factor: 1000 },
  { off: 'potassium_100g', code: 'K', unit: 'MGM', factor: 1000 },
];

function nutrientRows(product: OffProduct): GroupRow[] {
  const values = product.nutriments ?? {};
  return NUTRIENTS.flatMap(({ off, code, unit, factor }) => {
    const value = values[off];
    if (value === undefined || !Number.isFinite(value) || value < 0) return [];
    return [{ Nutrient1DA: code, Nutrient1DB: decimal(value * factor, 3), Nutrient1DD: unit }];
  });
}

const DIETS: Record<string, string> = {
  'en:vegan': 'VEGAN',
  'en:vegetarian': 'VEGETARIAN',
  'en:organic': 'ORGANIC',
  'en:kosher': 'KOSHER',
  'en:halal': 'HALAL',
  'en:no-gluten': 'FREE_FROM_GLUTEN',
};

function dietRows(product: OffProduct): GroupRow[] {
  const codes = new Set((product.labels_tags ?? []).flatMap((tag) => (DIETS[tag] ? [DIETS[tag]] : [])));
  return [...codes].map((code) => ({ Diet1AA: code }));
}

function servingSize(text: string | undefined): MeasureValue | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(g|ml)\b/i.exec(text ?? '');
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return value > 0 ? { value: decimal(value, 2), unit: match[2]!.toLowerCase() === 'g' ? 'GRM' : 'MLT' } : null;
}

/** A small number from the GTIN's digits, so the estimates vary between items yet stay the same every run. */
export const gtinSpread = (gtin: string, modulo: number) =>
  [...gtin].reduce((sum, digit, i) => sum + Number(digit) * (i + 1), 0) % modulo;

/**
 * An OFF product as a base unit (each) of `owner`'s catalog, target market 840: the sections' values (its
 * whole tradeItem, with what they do not hold, is `offProductTree`'s). From OFF: GTIN, names, brand, language,
 * category (→ GPC brick, functional name), quantity (→ net content), serving size, allergens and traces,
 * nutrients per 100 g (per 100 ml for a drink, as OFF gives a beverage's), diets from labels, the country of
 * origin from the manufacturing places, dates from `last_modified_t`, a link to the product's OFF page and its
 * front image. Estimated, deterministically: net content from the category's typical pack when OFF has no
 * quantity, weights, dimensions, package type, shelf life and lead time. Fields OFF lacks (brand, a category
 * we can classify) stay empty, which leaves the item Not Ready.
 */
export function offProductDocument(product: OffProduct, owner: ItemOwner, productCode: string): OffMapping {
  const parsed = parseGtin(product.code);
  if (!parsed.ok) return { ok: false, code: product.code, reason: 'checkDigit' };
  const english = clean(product.product_name_en);
  const name = english || clean(product.product_name);
  if (!name) return { ok: false, code: product.code, reason: 'noName' };
  const gtin = parsed.gtin;
  const brands = (product.brands ?? '')
    .split(',')
    .map((b) => clean(b))
    .filter(Boolean);
  const rule = categoryRule(name, product.categories_tags ?? []);
  const content =
    parseQuantity(product.quantity) ?? (rule ? { value: String(rule.pack.value), unit: rule.pack.unit } : null);
  const netGrams = content ? contentGrams(content) : null;
  const date = usDate(product.last_modified_t * 1000);
  const language = english ? 'en' : hasCode('LANGUAGE', product.lang) ? product.lang : 'en';

  const document: ItemAttributes = {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: 'BASE_UNIT_OR_EACH',
    Coding1B: productCode,
    Coding1E: 'true',
    Coding1F: 'true',
    Coding1G: 'true',
    Coding1H: 'true',
    Coding1I: 'true',
    Coding1J: 'false',
    Descriptions1E: cut(name, 200),
    Descriptions1C: cut(name, 35),
    Descriptions1G: language,
    Dates1A: date,
    Dates1B: date,
    Parties1A: owner.gln,
    Parties1B: owner.name,
    Parties1C: owner.gln,
    Parties1D: owner.name,
    Delivery1A: '1',
    Delivery1B: '1',
    Delivery1C: String(2 + gtinSpread(gtin, 9)),
    EFile1A: fileRows(product),
  };
  if (brands[0]) document.Descriptions1A = cut(brands[0], 70);
  if (brands.length > 1) document.Parties1F = cut(brands.at(-1)!, 200);
  const generic = clean(product.generic_name);
  if (generic) document.Descriptions1H = cut(generic, 500);
  if (rule) {
    document.Coding1C = rule.brick;
    document.Descriptions1B = rule.functionalName;
    document.Packaging1A = rule.packaging;
    document.Delivery1D = String(rule.shelfLife.arrival);
    document.Delivery1E = String(rule.shelfLife.production);
  }
  if (content && netGrams !== null) {
    const imperial = IMPERIAL_UNITS.has(content.unit);
    const tare = tareGrams(rule?.packaging ?? 'PUG', netGrams);
    const size = packageDimensions(netGrams + tare, LIQUID_UNITS.has(content.unit));
    document.Measure1D = content;
    document.Measure1F = weightIn(netGrams, imperial);
    document.Measure1E = weightIn(netGrams + tare, imperial, (n) => decimalUp(n, 2));
    document.Measure1A = inches(size.height);
    document.Measure1B = inches(size.width);
    document.Measure1C = inches(size.depth);
  }
  const serving = servingSize(product.serving_size);
  if (serving) {
    // A label's serving size is that of the product as sold, in the nutrient header GS1 keeps it in.
    document.Nutrient1A = 'UNPREPARED';
    document.Measure1H = serving;
    if (netGrams !== null) document.Nutrient1C = decimal(netGrams / Number(serving.value), 1);
  }
  const origin = countryOfOrigin(product);
  if (origin) document.Coding1L = origin;
  const allergens = allergenRows(product);
  if (allergens.length) {
    document.Allergen1A = allergenStatement(allergens);
    document.Allergen1B = allergens;
  }
  const nutrients = nutrientRows(product);
  if (nutrients.length) {
    document.Nutrient1A = 'UNPREPARED';
    const drink = LIQUID_UNITS.has(content?.unit ?? '') && product.categories_tags?.includes('en:beverages');
    document.Nutrient1B = { value: '100', unit: drink ? 'MLT' : 'GRM' };
    document.Nutrient1D = nutrients;
  }
  const diets = dietRows(product);
  if (diets.length) document.Diet1A = diets;
  return { ok: true, gtin, document, rule, netGrams };
}
