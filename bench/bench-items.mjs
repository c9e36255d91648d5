// Item documents for the catalog benches: shaped like the demo items (keys, descriptions, six measures,
// parties, three allergens, eight nutrients, a file), numbered so every GTIN is valid and distinct.
import { gs1CheckDigit, missingRequired } from '@tradepool/domain';
import { offProductDocument } from '../apps/server/dist/db/seed/off-product-document.js';
import { offProductTree } from '../apps/server/dist/db/seed/off-product-tree.js';
import { offProducts } from '../apps/server/dist/db/seed/off-products.js';
import { promotedColumns } from '../apps/server/dist/features/catalog/item-document.js';

export const PRODUCTS = [
  ['Tomato soup', 'Soup', '10000025'],
  ['Chicken noodle soup', 'Soup', '10000025'],
  ['Milk chocolate bar', 'Chocolate', '10000045'],
  ['Peanut butter, creamy', 'Nut Butter', '10000051'],
  ['Orange juice, not from concentrate', 'Juice', '10000201'],
  ['Whole wheat bread', 'Bread', '10000164'],
];
export const UNITS = ['BASE_UNIT_OR_EACH', 'CASE', 'PALLET'];
/** Northwind Foods' first GLN (the demo publisher of pub.admin). */
export const GLN = '0761305000019';

/** An item document shaped like a demo item: every section the editor fills for a real product. */
export function attributesOf(i, gtin) {
  const [name, functional, gpc] = PRODUCTS[i % PRODUCTS.length];
  const description = `${name} ${i}, 12 x ${(8 + (i % 9)).toFixed(1)} oz`;
  return {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: UNITS[i % UNITS.length],
    Coding1B: `NW-${String(i).padStart(6, '0')}`,
    Coding1C: gpc,
    Coding1E: i % 3 === 0 ? 'true' : 'false',
    Coding1F: 'true',
    Coding1G: 'true',
    Coding1H: 'true',
    Coding1I: 'true',
    Coding1L: '840',
    Descriptions1E: description,
    Descriptions1A: 'Northwind',
    Descriptions1B: functional,
    Descriptions1C: name.slice(0, 35),
    Descriptions1G: 'en',
    Descriptions1H: `${description}. Made with simple ingredients; keep in a cool, dry place.`,
    Dates1A: '01/15/2027',
    Dates1B: '02/01/2027',
    Measure1A: { value: '4.5', unit: 'INH' },
    Measure1B: { value: '3.1', unit: 'INH' },
    Measure1C: { value: '3.1', unit: 'INH' },
    Measure1D: { value: '10.75', unit: 'ONZ' },
    Measure1E: { value: '0.8', unit: 'LBR' },
    Measure1F: { value: '0.67', unit: 'LBR' },
    Parties1A: GLN,
    Parties1B: 'Northwind Foods',
    Parties1C: GLN,
    Parties1D: 'Northwind Foods',
    Delivery1A: '1',
    Delivery1B: '1',
    Delivery1C: '5',
    Allergen1A: 'Contains wheat and milk. May contain soybeans.',
    Allergen1B: [
      { Allergen1BA: 'UW', Allergen1BB: 'CONTAINS' },
      { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
      { Allergen1BA: 'AY', Allergen1BB: 'MAY_CONTAIN' },
    ],
    Nutrient1A: 'PREPARED',
    Nutrient1B: { value: '245', unit: 'GRM' },
    Nutrient1D: [
      { Nutrient1DA: 'ENER-', Nutrient1DB: '90' },
      { Nutrient1DA: 'FAT', Nutrient1DB: '2', Nutrient1DC: '3' },
      { Nutrient1DA: 'FASAT', Nutrient1DB: '0.5', Nutrient1DC: '3' },
      { Nutrient1DA: 'CHOL-', Nutrient1DB: '5', Nutrient1DC: '2' },
      { Nutrient1DA: 'NA', Nutrient1DB: '480', Nutrient1DC: '21' },
      { Nutrient1DA: 'CHOAVL', Nutrient1DB: '15', Nutrient1DC: '5' },
      { Nutrient1DA: 'SUGAR-', Nutrient1DB: '9' },
      { Nutrient1DA: 'PRO-', Nutrient1DB: '2' },
    ],
    EFile1A: [
      { EFile1AA: 'PRODUCT_IMAGE', EFile1AB: `https://images.example.com/nw/${gtin}.jpg`, EFile1AC: `${gtin}.jpg` },
    ],
    Handling1A: { value: '32', unit: 'FAH' },
    Handling1B: { value: '80', unit: 'FAH' },
  };
}

/**
 * A complete base unit that passes the GDSN rules: a base unit without children (rule 382 wants it flagged
 * so; a case or pallet would need its children), not a variable-measure item (rule 1013 wants that stated),
 * and the two shelf-life attributes readiness asks for, so the item is Ready and gets validated.
 */
export function baseUnitAttributesOf(i, gtin) {
  return {
    ...attributesOf(i, gtin),
    Coding1AD: 'BASE_UNIT_OR_EACH',
    Coding1E: 'true',
    Coding1J: 'false',
    Delivery1D: '30',
    Delivery1E: '180',
  };
}

export function gtinOf(i) {
  const data = `1${String(7613050).padStart(7, '0')}${String(i).padStart(5, '0')}`.slice(-13);
  return `${data}${gs1CheckDigit(data)}`;
}

/** A `catalog_item` row of Northwind Foods for item `i` (its document from `documentOf`). */
export function rowOf(i, companyId, now, documentOf = attributesOf) {
  const gtin = gtinOf(i);
  const attributes = documentOf(i, gtin);
  const missing = missingRequired(attributes).length;
  return {
    company_id: companyId,
    info_provider_gln: GLN,
    gtin,
    target_market: '840',
    unit_descriptor: attributes.Coding1AD,
    product_code: attributes.Coding1B,
    description: attributes.Descriptions1E,
    brand_name: 'Northwind',
    gpc_code: attributes.Coding1C,
    status: missing ? 1 : 2,
    reg_status: null,
    missing_count: missing,
    has_allergens: 1,
    has_nutrients: 1,
    has_marketing: 1,
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
  };
}

/**
 * The demo catalog's Open Food Facts products as documents of `owner` (their information provider and brand
 * owner), each with its promoted columns; `keep` picks some of them.
 */
export function offTemplates(owner, keep = () => true) {
  return offProducts().flatMap((product, i) => {
    const mapped = offProductDocument(product, owner, `T${i}`);
    if (!mapped.ok || !keep(mapped.document)) return [];
    return [
      {
        document: mapped.document,
        // The whole tradeItem the demo item has (ingredients, allergens, nutrients, files …).
        tree: offProductTree(product, mapped.document),
        columns: promotedColumns(mapped.document, 'GDSN'),
      },
    ];
  });
}

const VARIANTS = ['', 'Family Size', 'Value Pack', 'Mini', 'Organic', 'Limited Edition', 'Club Pack', 'Multipack'];

/** Item `j`'s description: its template's, a variant named after it for 7 items in 8, so they differ. */
export function variantDescription(template, j) {
  const variant = VARIANTS[j % VARIANTS.length];
  return variant ? `${template.columns.description}, ${variant}`.slice(0, 200) : template.columns.description;
}

/** A compact stored document: the keys and the values promoted to columns (all the lists read). */
export function compactDocument(template, { gtin, productCode, description, gln }) {
  return {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: template.document.Coding1AD,
    Coding1B: productCode,
    Coding1C: template.document.Coding1C,
    Descriptions1E: description,
    Descriptions1A: template.document.Descriptions1A,
    Parties1A: gln,
  };
}

/** The `catalog_item` columns the search and publication benches fill, in the order their rows give them. */
export const ITEM_ROW_COLUMNS = [
  'company_id',
  'info_provider_gln',
  'gtin',
  'target_market',
  'unit_descriptor',
  'product_code',
  'description',
  'brand_name',
  'gpc_code',
  'status',
  'reg_status',
  'missing_count',
  'has_allergens',
  'has_nutrients',
  'has_marketing',
  'child_count',
  'attributes',
  'version',
  'created_by',
  'created_time',
  'modified_by',
  'modified_time',
  'deleted',
  'action_time',
  'deleted_by',
];
