// Measures the matching engine's quality (issue "Data quality I", Matching) on a real product-matching
// benchmark: Amazon-GoogleProducts (bench/fixtures/amazon-google, see its NOTICE.md). Amazon's 1,363 products
// are the buyer's item master, Google's 3,226 one publisher's published items, and gold.csv the 1,300 true
// pairs. Fields go where an upload would put them: title → description, manufacturer → brand name (price is
// not a GS1 field the engine matches on).
//
// The figures are the decisions as the buyer sees them (docs/MATCHING.md): a buyer item gets a confident
// match (its best candidate, proposed alone), candidates (up to 5) or nothing.
//   precision, recall, F1 of confident matches: a confident proposal is right when it is a gold pair; recall
//     over the buyer items that have a gold counterpart
//   recall@1, recall@5: the share of buyer items with a counterpart whose proposals (the confident one, or
//     the candidates) hold a gold pair first / among the first 5
//   no counterpart: the share of buyer items without one that still get a confident proposal / any proposal
//   ranked list: recall@5 of the first 5 candidates whatever the decision (what a confident item's list would
//     hold if the buyer asked for more)
//   proposals/item: mean proposals per buyer item; best-pick F1: each buyer item's best candidate as its answer
//
// Targets: F1 >= 0.80, recall@5 >= 0.97, at most 15 % of the buyer items without a counterpart confident.
//
// By default the pair goes through the data pool's own path (bench/matching-through-job.mjs): the publisher's
// items stored as a subscriber's received copies, the buyer's as its item master, one run of the `dms.match`
// job, the possible matches read from its table. MATCHING_VIA=engine calls the engine in memory instead
// (faster to tune with; it also reads other confidence levels off the ranked lists).
//
//   npm run build -w @tradepool/domain && npm run build -w @tradepool/server && node bench/matching-quality.mjs
//   MATCHING_FIXTURE=path/to/dir node bench/matching-quality.mjs   # another pair laid out the same way
//   MATCHING_VIA=engine MATCHING_CONFIDENT=50,60,70,90 node bench/matching-quality.mjs   # other confidence levels
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
const confidences = (process.env.MATCHING_CONFIDENT ?? '').split(',').filter(Boolean).map(Number);
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

/**
 * The decisions as the buyer sees them. A buyer item's list is what the engine proposes: the best alone when
 * it is confident, else up to `maxPossible` candidates, else nothing. A confident proposal is right when it
 * is a gold pair; recall is over the buyer items that have a gold counterpart.
 */
function figures(results, gold, confident) {
  const goldPairs = new Set(gold.map((g) => `${g.tableA_id}|${g.tableB_id}`));
  const withCounterpart = new Set(gold.map((g) => String(g.tableA_id)));
  let confidentCount = 0;
  let confidentRight = 0;
  let atOne = 0;
  let atFive = 0;
  let rankedAtFive = 0;
  let orphans = 0;
  let orphansConfident = 0;
  let orphansProposed = 0;
  let proposals = 0;
  let bestRight = 0;
  let bestCount = 0;
  for (const { buyerId, possible } of results) {
    const isGold = (m) => goldPairs.has(`${buyerId}|${m.receivedId}`);
    const sure = possible.length > 0 && possible[0].score >= confident;
    const list = sure ? possible.slice(0, 1) : possible;
    proposals += list.length;
    if (sure) {
      confidentCount++;
      if (isGold(list[0])) confidentRight++;
    }
    if (possible.length > 0) {
      bestCount++;
      if (isGold(possible[0])) bestRight++;
    }
    if (withCounterpart.has(String(buyerId))) {
      if (list.length > 0 && isGold(list[0])) atOne++;
      if (list.slice(0, 5).some(isGold)) atFive++;
      if (possible.slice(0, 5).some(isGold)) rankedAtFive++;
    } else {
      orphans++;
      if (sure) orphansConfident++;
      if (list.length > 0) orphansProposed++;
    }
  }
  const counterparts = withCounterpart.size;
  const precision = confidentCount === 0 ? 0 : confidentRight / confidentCount;
  const recall = confidentRight / counterparts;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const bestPrecision = bestCount === 0 ? 0 : bestRight / bestCount;
  const bestRecall = bestRight / counterparts;
  return {
    confident,
    confidentCount,
    confidentRight,
    precision,
    recall,
    f1,
    recallAt1: atOne / counterparts,
    recallAt5: atFive / counterparts,
    rankedAt5: rankedAtFive / counterparts,
    orphans,
    orphansConfident: orphansConfident / Math.max(1, orphans),
    orphansProposed: orphansProposed / Math.max(1, orphans),
    meanProposals: proposals / Math.max(1, results.length),
    bestF1: bestPrecision + bestRecall === 0 ? 0 : (2 * bestPrecision * bestRecall) / (bestPrecision + bestRecall),
  };
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
// Decisions are read from each buyer item's ranked list (the best alone when it reaches `confident`), as
// `possibleMatches` decides: the job writes the ranked list, and other confidence levels can be read off it.
const ranked = { ...DEFAULT_MATCH_OPTIONS, confident: Infinity };
if (viaJob) {
  const through = await matchThroughJob(buyers, published);
  results = through.results;
  timing = `through the job: stored and matched in ${elapsed(started)} ms, the run itself ${through.runMs.toFixed(0)} ms`;
} else {
  const index = CandidateIndex.build(published);
  const buildMs = performance.now() - started;
  started = performance.now();
  results = [...matchCatalog(index, buyers, ranked)];
  timing = `engine in memory: index ${buildMs.toFixed(0)} ms, matching ${elapsed(started)} ms`;
}

const pct = (x) => x.toFixed(3);
const line = (f) =>
  `confident ${f.confident}: ${f.confidentCount} confident, ${f.confidentRight} right; precision ${pct(f.precision)}, ` +
  `recall ${pct(f.recall)}, F1 ${pct(f.f1)}; recall@1 ${pct(f.recallAt1)}, recall@5 ${pct(f.recallAt5)} ` +
  `(ranked list ${pct(f.rankedAt5)}); ` +
  `no counterpart: ${pct(f.orphansConfident)} confident, ${pct(f.orphansProposed)} any; ` +
  `proposals/item ${f.meanProposals.toFixed(2)}; best-pick F1 ${pct(f.bestF1)}`;

console.log(`Matching quality: ${path.relative(process.cwd(), fixture) || fixture}`);
console.log(
  `  buyer items ${buyers.length} (${new Set(gold.map((g) => String(g.tableA_id))).size} with a counterpart), ` +
    `publisher items ${published.length}, gold pairs ${gold.length}`,
);
console.log(
  `  ${timing}; threshold ${DEFAULT_MATCH_OPTIONS.threshold}, up to ${DEFAULT_MATCH_OPTIONS.maxPossible} candidates`,
);
const main = figures(results, gold, DEFAULT_MATCH_OPTIONS.confident);
console.log(`  ${line(main)}`);
console.log('  (targets: F1 >= 0.80, recall@5 >= 0.97, no counterpart confident <= 0.15)');
for (const c of confidences) console.log(`  ${line(figures(results, gold, c))}`);
