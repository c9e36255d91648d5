// Measures the matching job (`dms.match`) through the database: a buyer with BENCH_RECEIVED received items
// (default 100,000) and an item master of BENCH_BUYERS items (default 10,000), made as the speed bench makes
// them (bench/matching-items.mjs). Three runs: the whole catalog (the first run), then as a CIN of 100 new
// versions would leave it, then as a cross-reference file of 100 changed buyer items would.
//
//   npm run build && node bench/matching-job.mjs                      # SQLite, in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/matching-job.mjs   # a scratch database
//   BENCH_RECEIVED=1000000 BENCH_BUYERS=100000 node --max-old-space-size=2048 bench/matching-job.mjs
import { createReceivedCopies } from '../apps/server/dist/composition/received-copies.js';
import { runMatching } from '../apps/server/dist/features/data-quality/matching-run.js';
import { databaseName, elapsed, loadAverage, mb } from './bench-format.mjs';
import { buyerItem, receivedItems, sourceOf } from './matching-items.mjs';
import { openScratchPool, storeBuyers, storeReceived } from './matching-through-job.mjs';

const receivedCount = Number(process.env.BENCH_RECEIVED ?? 100_000);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 10_000);
const CHANGED = 100;

console.log(
  `Matching job on ${databaseName()}: ${buyerCount.toLocaleString('en-US')} buyer items × ` +
    `${receivedCount.toLocaleString('en-US')} received items; node ${process.version} ${process.env.NODE_OPTIONS ?? ''}`,
);
const pool = await openScratchPool();
const { db, companyId } = pool;
try {
  let started = performance.now();
  const received = await storeReceived(db, companyId, [...receivedItems(receivedCount)]);
  const buyers = Array.from({ length: buyerCount }, (_, i) => buyerItem(i, receivedCount));
  const buyerIds = await storeBuyers(db, companyId, buyers);
  console.log(`  store both sides: ${elapsed(started).toFixed(1)} s`);

  const timed = async (label) => {
    started = performance.now();
    const result = await runMatching(db, createReceivedCopies(), companyId);
    const seconds = elapsed(started);
    console.log(
      `  ${label}: ${seconds.toFixed(1)} s; ${result.full ? 'whole catalog' : 'incremental'}, ` +
        `${result.rescored.toLocaleString('en-US')} buyer items rescored; peak rss so far ${mb(process.resourceUsage().maxRSS)}`,
    );
    return seconds;
  };
  await timed('first run');
  const found = await db
    .selectFrom('dms_match')
    .select(['subscriber_item_id', 'received_item_id'])
    .where('kind', '=', 'possible')
    .where('rank', '=', 0)
    .execute();
  const best = new Map(found.map((r) => [r.subscriber_item_id, r.received_item_id]));
  let right = 0;
  let scored = 0;
  buyers.forEach((buyer, i) => {
    if (buyer.gtin) return;
    scored++;
    if (best.get(buyerIds[i]) === received[sourceOf(i, receivedCount)]) right++;
  });
  console.log(`  source item first among scored buyer items: ${((100 * right) / scored).toFixed(1)} %`);

  const changedReceived = received.filter((_, j) => j % Math.floor(receivedCount / CHANGED) === 0).slice(0, CHANGED);
  await db
    .updateTable('received_item')
    .set({ match_dirty: 1, modified_time: new Date().toISOString() })
    .where('id', 'in', changedReceived)
    .execute();
  await timed(`after a CIN of ${CHANGED} new versions`);
  await db
    .updateTable('subscriber_item')
    .set({ match_dirty: 1 })
    .where('id', 'in', buyerIds.slice(0, CHANGED))
    .execute();
  await timed(`after a file of ${CHANGED} changed buyer items`);
  console.log(`  load average ${loadAverage()}`);
} finally {
  await pool.close();
}
