// Measures the matching engine's quality (issue "Data quality I", Matching) on a real product-matching
// benchmark: Amazon-GoogleProducts (bench/fixtures/amazon-google, see its NOTICE.md). Amazon's 1,363 products
// are the buyer's item master, Google's 3,226 one publisher's published items, and gold.csv the 1,300 true
// pairs. Fields go where an upload would put them: title → description, manufacturer → brand name (price is
// not a GS1 field the engine matches on). No training data: the whole tables are matched as they are.
//
//   predicted pairs = each buyer item's best possible match, when one scores at least the threshold
//   precision = predicted pairs in gold / predicted pairs;  recall = predicted pairs in gold / gold pairs
//   recall@5 = share of gold pairs whose publisher item is among the buyer item's first 5 possible matches
//
// Targets: F1 >= 0.70 and recall@5 >= 0.90.
//
// By default the pair goes through the data pool's own path (bench/matching-through-job.mjs): the publisher's
// items stored as a subscriber's received copies, the buyer's as its item master, one run of the `dms.match`
// job, the possible matches read from its table. MATCHING_VIA=engine calls the engine in memory instead
// (the same figures, faster to tune with, and thresholds below the job's own).
//
//   npm run build -w @tradepool/domain && npm run build -w @tradepool/server && node bench/matching-quality.mjs
//   MATCHING_FIXTURE=path/to/dir node bench/matching-quality.mjs   # another pair laid out the same way
//   MATCHING_VIA=engine MATCHING_THRESHOLDS=25,30,35,40,45 node bench/matching-quality.mjs   # other thresholds
//   MATCHING_PRODUCT_CODES=1 node bench/matching-quality.mjs   # each side with product codes of its own numbering
//
// A fixture folder holds tableA.csv (buyer), tableB.csv (publisher) and gold.csv (tableA_id, tableB_id). The
// description is read from `title` or `name`, the brand from `manufacturer` or `brand`, and a `modelno` or
// `mpc` column, where there is one, is the manufacturer's product code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '../apps/server/dist/files/csv.js';
import { CandidateIndex } from '../apps/server/dist/features/matching/candidate-index.js';
import { DEFAULT_MATCH_OPTIONS } from '../apps/server/dist/features/matching/match-buyer-item.js';
import { matchCatalog } from '../apps/server/dist/features/matching/match-catalog.js';
import { matchThroughJob } from './matching-through-job.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = process.env.MATCHING_FIXTURE ?? path.join(here, 'fixtures/amazon-google');
const thresholds = (process.env.MATCHING_THRESHOLDS ?? '').split(',').filter(Boolean).map(Number);
const viaJob = process.env.MATCHING_VIA !== 'engine';
const productCodes = process.env.MATCHING_PRODUCT_CODES === '1';

async function readTable(file) {
  const records = [];
  for await (const record of csvRecords(fs.createReadStream(path.join(fixture, file), 'utf8'))) records.push(record);
  const [header, ...rows] = records;
  return rows.filter((r) => r.length > 1).map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), r[i] ?? ''])));
}

const elapsed = (from) => (performance.now() - from).toFixed(0);
const first = (row, ...names) => names.map((n) => row[n]).find((v) => v !== undefined && v !== '') ?? null;

/** A row as the engine's plain item: the buyer's subscriber item or the publisher's received item. */
const matchItem = (row) => ({
  id: row.id,
  description: first(row, 'title', 'name'),
  brandName: first(row, 'manufacturer', 'brand'),
  mpc: first(row, 'modelno', 'mpc'),
});

function figures(results, gold, threshold) {
  const goldPairs = new Set(gold.map((g) => `${g.tableA_id}|${g.tableB_id}`));
  let predicted = 0;
  let truePositives = 0;
  let inTopFive = 0;
  for (const { buyerId, possible } of results) {
    const above = possible.filter((m) => m.score >= threshold);
    if (above.length > 0) {
      predicted++;
      if (goldPairs.has(`${buyerId}|${above[0].receivedId}`)) truePositives++;
    }
    for (const m of above.slice(0, 5)) if (goldPairs.has(`${buyerId}|${m.receivedId}`)) inTopFive++;
  }
  const precision = predicted === 0 ? 0 : truePositives / predicted;
  const recall = truePositives / gold.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { threshold, predicted, truePositives, precision, recall, f1, recallAt5: inTopFive / gold.length };
}

const [tableA, tableB, gold] = await Promise.all(['tableA.csv', 'tableB.csv', 'gold.csv'].map(readTable));
/**
 * The fixture has no product codes; real item masters and catalogs number every item, each company its
 * own way, as the demo's buyer (HE-1004) and publisher (NW-10016) do.
 */
const numbered = (items, prefix) =>
  productCodes ? items.map((item, i) => ({ ...item, productCode: `${prefix}-${100000 + i}` })) : items;
const buyers = numbered(tableA.map(matchItem), 'HE');
const published = numbered(tableB.map(matchItem), 'NW');

let started = performance.now();
let results;
let timing;
if (viaJob) {
  const through = await matchThroughJob(buyers, published);
  results = through.results;
  timing = `through the job: stored and matched in ${elapsed(started)} ms, the run itself ${through.runMs.toFixed(0)} ms`;
} else {
  const index = CandidateIndex.build(published);
  const buildMs = performance.now() - started;
  const lowest = Math.min(DEFAULT_MATCH_OPTIONS.threshold, ...thresholds);
  started = performance.now();
  results = [...matchCatalog(index, buyers, { ...DEFAULT_MATCH_OPTIONS, threshold: lowest })];
  timing = `engine in memory: index ${buildMs.toFixed(0)} ms, matching ${elapsed(started)} ms`;
}

const pct = (x) => x.toFixed(3);
const line = (f) =>
  `threshold ${f.threshold}: predicted ${f.predicted}, correct ${f.truePositives}; precision ${pct(f.precision)}, ` +
  `recall ${pct(f.recall)}, F1 ${pct(f.f1)}, recall@5 ${pct(f.recallAt5)}`;

console.log(`Matching quality: ${path.relative(process.cwd(), fixture) || fixture}`);
console.log(`  buyer items ${buyers.length}, publisher items ${published.length}, gold pairs ${gold.length}`);
console.log(`  ${timing}`);
const main = figures(results, gold, DEFAULT_MATCH_OPTIONS.threshold);
console.log(`  ${line(main)}   (targets: F1 >= 0.70, recall@5 >= 0.90)`);
const counts = { 0: 0, 1: 0, 2: 0, 3: 0, '4+': 0 };
for (const r of results) {
  const n = r.possible.filter((m) => m.score >= DEFAULT_MATCH_OPTIONS.threshold).length;
  counts[n >= 4 ? '4+' : n]++;
}
console.log(
  `  buyer items by possible matches: ${Object.entries(counts)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}`,
);
for (const t of thresholds) console.log(`  ${line(figures(results, gold, t))}`);
