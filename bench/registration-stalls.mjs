// Measures how long the server holds its event loop while it registers many items (issue 13: 22,000 items in
// 5 calls took 179 s and the server answered nothing for up to 58 s at a time):
//   1. starts the built server with its job worker on a database of its own and writes BENCH_ITEMS (22,000)
//      Validated Northwind items straight into catalog_item;
//   2. registers them as pub.admin in 5 calls of the API, then waits until every item is Registered;
//   3. all the while asks `health/live` every 100 ms, from this process, and reports the longest wait of a
//      probe (the longest the server held its loop, give or take a probe's own time) and the whole run's time;
//   4. and the server's own measure of its event loop's delay over the run (`health/event-loop`: p99, max).
//
//   npm run build && node bench/registration-stalls.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/registration-stalls.mjs
//   BENCH_ITEMS=5000 node bench/registration-stalls.mjs            # another size
import { insertRows } from './bench-db.mjs';
import { databaseName, elapsed, loadAverage, sleep } from './bench-format.mjs';
import { ITEM_ROW_COLUMNS, baseUnitAttributesOf, rowOf } from './bench-items.mjs';
import { loopFigures, loopWindow, postJson, probeLive, signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8297);
const items = Number(process.env.BENCH_ITEMS ?? 22_000);
const CALLS = 5;

const { base, connect, cleanUp } = await startOwnServer('registration-stalls', port, { worker: true });
try {
  const db = await connect();
  const [{ id: companyId }] = await db.all("select company_id as id from company_gln where gln = '0761305000019'");
  const now = new Date().toISOString();
  await insertRows(db, 'catalog_item', ITEM_ROW_COLUMNS, items, (i) => {
    const row = rowOf(i, companyId, now, baseUnitAttributesOf);
    return ITEM_ROW_COLUMNS.map((column) => (column === 'status' ? 5 : row[column]));
  });
  const ids = (await db.all('select id from catalog_item where company_id = ? order by id', [companyId])).map(
    (r) => r.id,
  );
  const token = (await signIn(base, 'pub.admin')).authToken.token;

  const closeLoop = await loopWindow(base, (await signIn(base, 'site.admin')).authToken.token);
  const stop = probeLive(base);
  const started = performance.now();
  const perCall = Math.ceil(ids.length / CALLS);
  const callSeconds = [];
  for (let i = 0; i < ids.length; i += perCall) {
    const callStarted = performance.now();
    await postJson(base, token, 'gdsn/tradeitems/registration/register', { catalogItemIds: ids.slice(i, i + perCall) });
    callSeconds.push(elapsed(callStarted).toFixed(1));
  }
  // Done when no item is In Process (3) any more: each is Registered, or Rejected by the registry.
  for (;;) {
    const [{ n }] = await db.all('select count(*) as n from catalog_item where company_id = ? and status = 3', [
      companyId,
    ]);
    if (Number(n) === 0) break;
    await sleep(500);
  }
  const seconds = elapsed(started);
  const waits = (await stop()).map((probe) => probe.waited).sort((a, b) => b - a);
  const loop = await closeLoop();
  const [{ n: registered }] = await db.all(
    "select count(*) as n from catalog_item where company_id = ? and reg_status = 'Registered'",
    [companyId],
  );
  await db.close();
  console.log(`${databaseName()}, ${items.toLocaleString('en-US')} items in ${CALLS} calls, load ${loadAverage()}`);
  console.log(`  register calls: ${callSeconds.join(', ')} s`);
  console.log(`  ${Number(registered).toLocaleString('en-US')} Registered after ${seconds.toFixed(1)} s`);
  console.log(
    `  health/live: ${waits.length} probes, longest wait ${Math.round(waits[0])} ms, ` +
      `then ${waits.slice(1, 5).map(Math.round).join(', ')} ms; over 250 ms: ${waits.filter((w) => w > 250).length}`,
  );
  console.log(`  ${loopFigures(loop)}`);
} finally {
  await cleanUp();
}
