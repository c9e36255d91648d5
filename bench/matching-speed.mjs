// Measures the matching engine's speed (issue "Data quality I", Matching): 100,000 buyer items against
// 1,000,000 received items in under 60 s, beside the time it takes just to read both sides.
//
// The received items vary real products: the Amazon and Google titles of bench/fixtures/amazon-google and
// the demo's Open Food Facts products, each repeated with a variant word and a size so that all 1,000,000
// differ, with a GTIN, a product code, a manufacturer's code, a unit descriptor and (food) a net content.
// A buyer item is one received item as a buyer's item master would write it: lower case, its brand in
// the brand column and not in the title, some long words cut short, a manufacturer's code one time in
// three and a GTIN one time in five (the rest must be found by scoring). The bench reports how often the
// received item a buyer item was made from is its best possible match, as a check that blocking kept it.
//
//   npm run build -w @tradepool/domain && npm run build -w @tradepool/server
//   node --max-old-space-size=2048 bench/matching-speed.mjs
//   BENCH_RECEIVED=100000 BENCH_BUYERS=10000 node bench/matching-speed.mjs    # a quick run
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gs1CheckDigit } from '@tradepool/domain';
import { offProducts } from '../apps/server/dist/db/seed/off-products.js';
import { csvRecords } from '../apps/server/dist/files/csv.js';
import { CandidateIndex } from '../apps/server/dist/features/matching/candidate-index.js';
import { DEFAULT_MATCH_OPTIONS } from '../apps/server/dist/features/matching/match-buyer-item.js';
import { matchCatalog } from '../apps/server/dist/features/matching/match-catalog.js';

const receivedCount = Number(process.env.BENCH_RECEIVED ?? 1_000_000);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 100_000);
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

const elapsed = (from) => ((performance.now() - from) / 1000).toFixed(1);
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
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
const templates = [
  ...(await readTitles('tableB.csv')),
  ...offProducts()
    .filter((p) => p.product_name)
    .map((p) => ({ title: p.product_name, brand: p.brands?.split(',')[0]?.trim() || null, food: true })),
];

/** Received item j: template j mod T, in its variant and size number j div T. */
function receivedItem(j) {
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

function* receivedItems() {
  for (let j = 0; j < receivedCount; j++) yield receivedItem(j);
}

/** Buyer item i: received item source(i) as a buyer would key it in. */
const sourceOf = (i) => (i * 9_973 + 17) % receivedCount;
function buyerItem(i) {
  const source = receivedItem(sourceOf(i));
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

console.log(
  `Matching speed: ${buyerCount.toLocaleString('en-US')} buyer items × ${receivedCount.toLocaleString('en-US')} received items`,
);
console.log(`  ${templates.length} product templates; node ${process.version}, ${process.env.NODE_OPTIONS ?? ''}`);

let started = performance.now();
let characters = 0;
for (const item of receivedItems()) characters += item.description.length;
const buyers = Array.from({ length: buyerCount }, (_, i) => buyerItem(i));
const readSeconds = elapsed(started);
console.log(
  `  read both sides (build the items, nothing else): ${readSeconds} s (${characters.toLocaleString('en-US')} characters of description)`,
);

started = performance.now();
const index = CandidateIndex.build(receivedItems());
const indexSeconds = elapsed(started);
const afterIndex = process.memoryUsage();
console.log(
  `  index the received items: ${indexSeconds} s; heap ${mb(afterIndex.heapUsed)}, typed arrays ${mb(afterIndex.arrayBuffers)}, rss ${mb(afterIndex.rss)}`,
);

// The results stream out as a job would write them; the bench only tallies them.
let byGtin = 0;
let found = 0;
let inFive = 0;
let scored = 0;
let heapPeak = 0;
const counts = { 0: 0, 1: 0, 2: 0, 3: 0, '4+': 0 };
started = performance.now();
let i = 0;
for (const r of matchCatalog(index, buyers)) {
  if (i % 10_000 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  const source = sourceOf(i++);
  if (r.matched.length > 0) {
    byGtin++;
    continue;
  }
  scored++;
  counts[r.possibleCount]++;
  if (r.possible[0]?.receivedId === source) found++;
  if (r.possible.some((m) => m.receivedId === source)) inFive++;
}
const matchSeconds = elapsed(started);
const afterMatch = process.memoryUsage();
console.log(
  `  match the buyer items: ${matchSeconds} s; heap ${mb(afterMatch.heapUsed)} (peak seen ${mb(heapPeak)}), rss ${mb(afterMatch.rss)}`,
);
console.log(
  `  total (index + match): ${(Number(indexSeconds) + Number(matchSeconds)).toFixed(1)} s   (target: under 60 s)`,
);
const share = (n) => `${((100 * n) / scored).toFixed(1)} %`;
console.log(
  `  Matched by GTIN: ${byGtin}; scored: ${scored}, source item first: ${share(found)}, in the list: ${share(inFive)}`,
);
console.log(
  `  possible matches per scored buyer item: ${Object.entries(counts)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}`,
);
const { threshold, postingBudget, candidateLimit, maxPossible } = DEFAULT_MATCH_OPTIONS;
console.log(
  `  threshold ${threshold}; per buyer item: ≤ ${postingBudget} postings read and items weighed, ${candidateLimit} scored, ${maxPossible} listed`,
);
