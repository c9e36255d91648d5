// Measures how long the server holds its event loop while a publisher publishes many items and a subscription
// releases them (issue 13: publishing 4,000 items, or a subscription releasing 4,000 waiting publications,
// held it for 5–12 s on a loaded machine):
//   1. starts the built server with its job worker on a database of its own and writes BENCH_ITEMS (4,000)
//      Registered Northwind items straight into catalog_item;
//   2. pub.admin publishes them all in one call to Harbor East, which has no subscription yet: the delivery
//      jobs leave every publication waiting;
//   3. sub.admin subscribes Harbor East to the first 1,000 GTINs (the most a call may name), then to
//      Northwind for the rest, each releasing what it meets; the bench waits until every item is delivered;
//   4. all the while asks `health/live` every 100 ms, from this process, and reports each step's time and its
//      longest wait of a probe (the longest the server held its loop, give or take a probe's own time), and
//      the server's own measure of its event loop's delay over the step (`health/event-loop`: p99 and max).
//
//   npm run build && node bench/publish-stalls.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/publish-stalls.mjs
//   BENCH_ITEMS=10000 node bench/publish-stalls.mjs           # another size
import { insertRows } from './bench-db.mjs';
import { databaseName, loadAverage, sleep } from './bench-format.mjs';
import { ITEM_ROW_COLUMNS, baseUnitAttributesOf, rowOf } from './bench-items.mjs';
import { loopFigures, loopWindow, postJson, probeLive, signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8298);
const items = Number(process.env.BENCH_ITEMS ?? 4_000);
const NORTHWIND_GLN = '0761305000019';
const HARBOR_EAST = '0843912000016';
const GTINS_PER_CALL = 1000;

/** Waits until `sql` counts nothing. */
async function until(db, sql, params) {
  for (;;) {
    const [{ n }] = await db.all(sql, params);
    if (Number(n) === 0) return;
    await sleep(250);
  }
}

const { base, connect, cleanUp } = await startOwnServer('publish-stalls', port, { worker: true });
try {
  const db = await connect();
  const [{ id: companyId }] = await db.all(`select company_id as id from company_gln where gln = '${NORTHWIND_GLN}'`);
  const now = new Date().toISOString();
  await insertRows(db, 'catalog_item', ITEM_ROW_COLUMNS, items, (i) => {
    const row = rowOf(i, companyId, now, baseUnitAttributesOf);
    return ITEM_ROW_COLUMNS.map((column) =>
      column === 'status' ? 5 : column === 'reg_status' ? 'Registered' : row[column],
    );
  });
  const rows = await db.all('select id, gtin from catalog_item where company_id = ? order by id', [companyId]);
  const pub = (await signIn(base, 'pub.admin')).authToken.token;
  const sub = (await signIn(base, 'sub.admin')).authToken.token;
  const deliveriesQueued = `select count(*) as n from job
    where type = 'gdsn.publication.deliver' and status in ('queued', 'running')`;

  const site = (await signIn(base, 'site.admin')).authToken.token;
  const stop = probeLive(base);
  const steps = [];
  const step = async (name, work) => {
    const closeLoop = await loopWindow(base, site);
    const started = performance.now();
    const answer = await work();
    steps.push({ name, started, ended: performance.now(), loop: await closeLoop() });
    return answer;
  };
  const published = await step('publish call', () =>
    postJson(base, pub, 'gdsn/publications/subscribers/publish', {
      catalogItemId: rows.map((r) => r.id),
      gln: [HARBOR_EAST],
    }),
  );
  if (published.error_count) throw new Error(`${published.error_count} items not published`);
  await step('delivery jobs: every publication waiting', () => until(db, deliveriesQueued));
  const byGtin = await step(`subscription call: ${GTINS_PER_CALL.toLocaleString('en-US')} GTINs`, () =>
    postJson(base, sub, 'gdsn/subscriptions', {
      subscriberGLN: HARBOR_EAST,
      publisherGLN: NORTHWIND_GLN,
      gtins: rows.slice(0, GTINS_PER_CALL).map((r) => r.gtin),
    }),
  );
  const toPublisher = await step('subscription call: the publisher', () =>
    postJson(base, sub, 'gdsn/subscriptions', { subscriberGLN: HARBOR_EAST, publisherGLN: NORTHWIND_GLN }),
  );
  if (byGtin.errorCount || toPublisher.errorCount) throw new Error('a subscription was refused');
  await step('delivery jobs: every item delivered', () =>
    until(
      db,
      `select count(*) as n from publication where subscriber_gln = ? and active = 1 and delivery_status <> 'delivered'`,
      [HARBOR_EAST],
    ),
  );
  const probes = await stop();
  const [{ n: received }] = await db.all('select count(*) as n from received_item where subscriber_gln = ?', [
    HARBOR_EAST,
  ]);
  await db.close();
  console.log(`${databaseName()}, ${items.toLocaleString('en-US')} items, load ${loadAverage()}`);
  for (const { name, started, ended, loop } of steps) {
    const during = probes.filter((p) => p.sent + p.waited >= started && p.sent <= ended).map((p) => p.waited);
    console.log(
      `  ${name}: ${((ended - started) / 1000).toFixed(1)} s, longest health/live wait ` +
        `${Math.round(Math.max(0, ...during))} ms (${during.length} probes); ${loopFigures(loop)}`,
    );
  }
  const waits = probes.map((p) => p.waited).sort((a, b) => b - a);
  console.log(
    `  ${Number(received).toLocaleString('en-US')} received; health/live: ${waits.length} probes, longest wait ` +
      `${Math.round(waits[0])} ms, then ${waits.slice(1, 5).map(Math.round).join(', ')} ms; ` +
      `over 250 ms: ${waits.filter((w) => w > 250).length}`,
  );
} finally {
  await cleanUp();
}
