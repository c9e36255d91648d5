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
import { CandidateIndex } from '../apps/server/dist/features/matching/candidate-index.js';
import { DEFAULT_MATCH_OPTIONS } from '../apps/server/dist/features/matching/match-buyer-item.js';
import { matchCatalog } from '../apps/server/dist/features/matching/match-catalog.js';
import { buyerItem, receivedItems, sourceOf, templates } from './matching-items.mjs';

const receivedCount = Number(process.env.BENCH_RECEIVED ?? 1_000_000);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 100_000);

const elapsed = (from) => ((performance.now() - from) / 1000).toFixed(1);
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;

console.log(
  `Matching speed: ${buyerCount.toLocaleString('en-US')} buyer items × ${receivedCount.toLocaleString('en-US')} received items`,
);
console.log(`  ${templates.length} product templates; node ${process.version}, ${process.env.NODE_OPTIONS ?? ''}`);

let started = performance.now();
let characters = 0;
for (const item of receivedItems(receivedCount)) characters += item.description.length;
const buyers = Array.from({ length: buyerCount }, (_, i) => buyerItem(i, receivedCount));
const readSeconds = elapsed(started);
console.log(
  `  read both sides (build the items, nothing else): ${readSeconds} s (${characters.toLocaleString('en-US')} characters of description)`,
);

started = performance.now();
const index = CandidateIndex.build(receivedItems(receivedCount));
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
  const source = sourceOf(i++, receivedCount);
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
