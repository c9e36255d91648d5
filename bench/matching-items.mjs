// Product-like items for the matching benches: received items varying real products (the Amazon and Google
// titles of bench/fixtures/amazon-google and the demo's Open Food Facts products, each repeated with a variant
// word and a size so that all differ), and buyer items keyed in from them as a buyer's item master would.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gs1CheckDigit } from '@tradepool/domain';
import { offProducts } from '../apps/server/dist/db/seed/off-products.js';
import { csvRecords } from '../apps/server/dist/files/csv.js';

const here = path.dirname(fileURLToPath(import.meta.url));

const VARIANTS = ['', 'Family Size', 'Value Pack', 'Mini', 'Organic', 'Limited Edition', 'Club Pack', 'Multipack'];
VARIANTS.push('Deluxe', 'Gift Set', 'Refill', 'Travel Size', 'Bundle', 'Classic', 'Plus', 'Lite');
const SIZES = [
  ['12 oz', 12, 'ONZ'],
  ['16 oz', 16, 'ONZ'],
  ['500 g', 500, 'GRM'],
  ['1 kg', 1, 'KGM'],
  ['2 lb', 2, 'LBR'],
  ['330 ml', 330, 'MLT'],
  ['1 l', 1, 'LTR'],
  ['750 ml', 750, 'MLT'],
  ['64 fl oz', 64, 'OZA'],
  ['6 x 250 ml', 250, 'MLT'],
  ['24 ct', null, null],
  ['3 pack', null, null],
  ['', null, null],
];

const withCheckDigit = (body) => `${body}${gs1CheckDigit(body)}`;
const gtinOf = (j) => withCheckDigit(`0${String(40_000_000_000 + j).padStart(12, '0')}`);

async function readTitles(file) {
  const rows = [];
  let header;
  const stream = fs.createReadStream(path.join(here, 'fixtures/amazon-google', file), 'utf8');
  for await (const record of csvRecords(stream)) {
    if (!header) header = record;
    else if (record.length > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])));
  }
  return rows.map((r) => ({ title: r.title, brand: r.manufacturer || null, food: false }));
}

/** Each product once: its title, brand and whether a size makes sense for it. */
export const templates = [
  ...(await readTitles('tableB.csv')),
  ...offProducts()
    .filter((p) => p.product_name)
    .map((p) => ({ title: p.product_name, brand: p.brands?.split(',')[0]?.trim() || null, food: true })),
];

/** Received item j: template j mod T, in its variant and size number j div T. */
export function receivedItem(j) {
  const template = templates[j % templates.length];
  const copy = Math.floor(j / templates.length);
  const variant = VARIANTS[copy % VARIANTS.length];
  const [size, amount, unit] = template.food ? SIZES[Math.floor(copy / VARIANTS.length) % SIZES.length] : ['', null];
  const edition = template.food ? '' : `${Math.floor(copy / VARIANTS.length) + 1}`;
  return {
    id: j,
    gtin: gtinOf(j),
    description: [template.title, variant, size || (edition && `edition ${edition}`)].filter(Boolean).join(' '),
    brandName: template.brand,
    productCode: `P${String(j).padStart(7, '0')}`,
    mpc: `${(template.brand ?? 'x').slice(0, 2).toUpperCase()}-${(j * 7919) % 1_000_003}`,
    unitDescriptor: j % 5 === 0 ? 'CASE' : 'BASE_UNIT_OR_EACH',
    netContent: amount ? { value: amount, unit } : null,
  };
}

export function* receivedItems(receivedCount) {
  for (let j = 0; j < receivedCount; j++) yield receivedItem(j);
}

/** The received item buyer item i is made from. */
export const sourceOf = (i, receivedCount) => (i * 9_973 + 17) % receivedCount;

/** Buyer item i: received item sourceOf(i) as a buyer would key it in. */
export function buyerItem(i, receivedCount) {
  const source = receivedItem(sourceOf(i, receivedCount));
  const brandWords = new Set((source.brandName ?? '').toLowerCase().split(/\W+/));
  const words = source.description
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !brandWords.has(w))
    .map((w, k) => (w.length > 7 && (i + k) % 3 === 0 ? w.slice(0, 5) : w));
  return {
    id: `B${i}`,
    gtin: i % 5 === 0 ? source.gtin : null,
    description: words.join(' '),
    brandName: source.brandName,
    mpc: i % 3 === 0 ? source.mpc : null,
    productCode: `BUY-${i}`,
    unitDescriptor: source.unitDescriptor === 'CASE' ? 'CS' : 'EA',
  };
}
