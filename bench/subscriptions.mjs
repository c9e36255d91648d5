// Measures subscriptions and the subscriber catalog (issue "Subscriptions (CIS) and the subscriber catalog",
// Performance): a subscription that meets 100,000 published items has their CINs released by the job queue at
// 2,000 items/s or more, beside the bare insert of the same rows; the subscription list and the subscriber
// catalog answer in under 50 ms p95 at 1,000,000 received items. Two parts, each on a database of its own:
//   1. release: the built server with its job worker; one buyer company (a GLN, a subscriber admin) created
//      through the API; 100,000 of Northwind's items loaded straight into `catalog_item` (the demo catalog's
//      Open Food Facts documents, Validated and Registered); pub.admin publishes them all to the buyer's GLN,
//      which has no subscription yet, so every CIN waits; then the buyer's admin posts `gdsn/subscriptions`
//      for Northwind's GLN, and the bench polls until every publication is delivered. Beside it, the floor:
//      the same received copies and CIN messages, read back, inserted again into bare tables (no index, no
//      trigger) with multi-row inserts;
//   2. reads: 100,000 Northwind items published to 10 buyers, each with its received copy (1,000,000
//      `received_item` rows, 1,000,000 `publication` rows with their CIC states) and 1,000 subscriptions
//      (its GLN one and 999 by GTIN), inserted directly; the subscription list and the subscriber catalog's
//      calls driven with autocannon as one buyer's admin, 1 connection and 10.
//
//   npm run build && node bench/subscriptions.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/subscriptions.mjs
//   BENCH_ITEMS=2000 BENCH_READ_ITEMS=2000 BENCH_SECONDS=1 node bench/subscriptions.mjs   # a quick run
//   BENCH_PARTS=release node bench/subscriptions.mjs       # one part (release, reads)
//   BENCH_GPC=50161800 …  the release's subscription names a GPC code too (here a class): it releases the items
//                         whose brick lies under it and leaves the others waiting
//   BENCH_KEEP=1 … keeps the databases (their paths or URLs are printed) to EXPLAIN the queries
//   BENCH_PROFILE=/tmp/prof … runs the server with --cpu-prof, its profile written there when it stops
import { searchText } from '../apps/server/dist/db/text-search.js';
import { gpcAncestors } from '../apps/server/dist/gdsn/gpc/gpc-classification.js';
import { databaseName, elapsed, loadAverage, mb, perSecond, sleep } from './bench-format.mjs';
import { insertRows } from './bench-db.mjs';
import {
  deliveryJobs,
  gtinOf,
  itemOf,
  loadItems,
  memoryOf,
  PUBLICATION_COLUMNS,
  publicationRow,
  PUBLISHER_GLN,
  publisherOf,
  templates,
} from './bench-publisher.mjs';
import { createBuyers, measureCalls, postJson, signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8298);
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const readItems = Number(process.env.BENCH_READ_ITEMS ?? 100_000);
const buyers = Number(process.env.BENCH_SUBSCRIBERS ?? 10);
const subscriptionsEach = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? 'release,reads').split(','));
const gpc = process.env.BENCH_GPC ?? null;
const POLL_MS = 250;

const count = async (db, text, params = []) => Number((await db.all(text, params))[0].n);

let base = '';

async function setUp(name, { worker, buyerCount, itemCount, full }) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const started = await startOwnServer(name, port, { worker, nodeArgs: profile });
  base = started.base;
  try {
    const db = await started.connect();
    const site = (await signIn(base, 'site.admin')).authToken.token;
    const companies = await createBuyers(base, site, db, buyerCount);
    const publisher = await publisherOf(db);
    const { ids, seconds: loadSeconds } = await loadItems(db, publisher, itemCount, full);
    if (db.dialect === 'postgres') await db.run('vacuum analyze');
    return { ...started, db, companies, publisher, ids, loadSeconds };
  } catch (error) {
    await started.cleanUp();
    throw error;
  }
}

/** Polls the delivery jobs until none is queued or running; answers them. */
async function jobsDone(db, since) {
  for (;;) {
    const jobs = await deliveryJobs(db);
    if (!jobs.queued && !jobs.running) return jobs;
    if (elapsed(since) > 1800) throw new Error('delivery did not finish in 30 minutes');
    await sleep(POLL_MS);
  }
}

// ---------------------------------------------------------------------------------------------------------
// 1. A subscription releases 100,000 waiting CINs

const RECEIVED_COLUMNS = [
  'company_id',
  'subscriber_gln',
  'publisher_company_id',
  'info_provider_gln',
  'source_item_id',
  'gtin',
  'target_market',
  'root_gtin',
  'unit_descriptor',
  'description',
  'brand_name',
  'product_code',
  'gpc_code',
  'search_text',
  'children',
  'attributes',
  'version',
  'withdrawn',
  'has_allergens',
  'has_nutrients',
  'has_marketing',
  'cin_message_id',
  'received_time',
  'modified_time',
];

const MESSAGE_COLUMNS = [
  'company_id',
  'counterpart_company_id',
  'catalog_item_id',
  'message_type',
  'direction',
  'instance_id',
  'correlation_id',
  'xml',
  'status',
  'error',
  'created_time',
  'processed_time',
  'sender_gln',
  'receiver_gln',
];

/**
 * The floor: the rows the release stored (its CINs and the received copies), read back a page at a time and
 * inserted again into bare copies of their tables; only the inserts are timed.
 */
async function bareInsert(db, table, columns, where) {
  const bare = `bare_${table}`;
  await db.run(
    db.dialect === 'postgres'
      ? `create table ${bare} as select ${columns.join(',')} from ${table} where false`
      : `create table ${bare} as select ${columns.join(',')} from ${table} where 0`,
  );
  const PAGE = 5_000;
  let last = 0;
  let timed = 0;
  let rows = 0;
  for (;;) {
    const page = await db.all(
      `select id, ${columns.join(',')} from ${table} where ${where} and id > ? order by id limit ${PAGE}`,
      [last],
    );
    if (!page.length) break;
    last = Number(page.at(-1).id);
    timed += await insertRows(db, bare, columns, page.length, (i) => columns.map((c) => page[i][c]), {
      perTransaction: PAGE,
    });
    rows += page.length;
  }
  return { rows, seconds: timed };
}

async function release() {
  const { server, cleanUp, db, companies, ids, loadSeconds } = await setUp('release', {
    worker: true,
    buyerCount: 1,
    itemCount: items,
    full: true,
  });
  const [buyer] = companies;
  try {
    console.log(
      `1 buyer without a subscription; ${ids.length.toLocaleString('en-US')} items loaded in ${loadSeconds.toFixed(1)} s`,
    );
    const publisherToken = (await signIn(base, 'pub.admin')).authToken.token;
    const publishStarted = performance.now();
    // The publish call takes 10,000 items at most.
    for (let i = 0; i < ids.length; i += 10_000) {
      const answer = await postJson(base, publisherToken, 'gdsn/publications/subscribers/publish', {
        catalogItemId: ids.slice(i, i + 10_000),
        gln: [buyer.gln],
        load: true,
      });
      if (answer.error_count) throw new Error(`${answer.error_count} publish errors`);
    }
    await jobsDone(db, publishStarted);
    const waiting = await count(db, `select count(*) as n from publication where delivery_status = 'waiting'`);
    console.log(
      `published in ${elapsed(publishStarted).toFixed(1)} s; ${waiting.toLocaleString('en-US')} publications wait for a subscription`,
    );
    if (waiting !== items) throw new Error(`${waiting} waiting, ${items} expected`);
    if (db.dialect === 'postgres') await db.run('vacuum analyze');

    const all = templates();
    const under = (brick) => brick === gpc || gpcAncestors(brick).some((above) => above.code === gpc);
    const met = gpc ? ids.filter((_, j) => under(itemOf(all, j, false).template.columns.gpc_code)).length : items;
    const buyerToken = (await signIn(base, 'bench.buyer0')).authToken.token;
    const idle = memoryOf(server.pid);
    const started = performance.now();
    const startedAt = Date.now();
    const subscribed = await postJson(base, buyerToken, 'gdsn/subscriptions', {
      subscriberGLN: buyer.gln,
      publisherGLN: PUBLISHER_GLN,
      tms: ['840'],
      ...(gpc ? { gpcs: [Number(gpc)] } : {}),
    });
    const requestSeconds = elapsed(started);
    if (subscribed.errorCount) throw new Error(`subscription refused: ${subscribed.results[0].error}`);
    const jobs = await jobsDone(db, started);
    const releasedSeconds = (Date.parse(jobs.done.last) - startedAt) / 1000;
    const memory = memoryOf(server.pid);
    const delivered = await count(db, `select count(*) as n from publication where delivery_status = 'delivered'`);
    const received = await count(db, `select count(*) as n from received_item where company_id = ?`, [buyer.id]);
    console.log(
      `subscription answered in ${requestSeconds.toFixed(2)} s; ${delivered.toLocaleString('en-US')} delivered, ` +
        `${received.toLocaleString('en-US')} received copies; jobs ${jobs.done?.n ?? 0} done, ${jobs.failed?.n ?? 0} failed`,
    );
    if (delivered !== met || received !== met || jobs.failed) throw new Error(`expected ${met} released`);

    const copies = await bareInsert(db, 'received_item', RECEIVED_COLUMNS, 'company_id = ' + Number(buyer.id));
    const cins = await bareInsert(db, 'gdsn_message', MESSAGE_COLUMNS, `message_type = 'CIN'`);
    const floorSeconds = copies.seconds + cins.seconds;
    console.log(
      `bare insert: ${copies.rows.toLocaleString('en-US')} received copies in ${copies.seconds.toFixed(1)} s, ` +
        `${cins.rows.toLocaleString('en-US')} CINs in ${cins.seconds.toFixed(1)} s`,
    );
    await db.close();
    return [
      {
        what: gpc
          ? `a subscription by GPC ${gpc} releases ${met.toLocaleString('en-US')} of ${items.toLocaleString('en-US')} waiting CINs`
          : `a subscription releases ${items.toLocaleString('en-US')} waiting CINs`,
        items: met,
        'request s': Number(requestSeconds.toFixed(2)),
        s: Number(releasedSeconds.toFixed(1)),
        'items/s': perSecond(met, releasedSeconds),
        'server RSS idle → peak': `${mb(idle.rss)} → ${mb(memory.peak)}`,
      },
      {
        what: 'floor: the same rows inserted bare',
        items: met,
        s: Number(floorSeconds.toFixed(1)),
        'items/s': perSecond(met, floorSeconds),
      },
    ];
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. Reads at 1,000,000 received items

/** Buyer `k`'s copy of item `j`, received with its publication (row `j * buyers + k` of publicationRow). */
function receivedRow(all, companies, publisher, ids, now, i) {
  const j = Math.floor(i / companies.length);
  const k = i % companies.length;
  const item = itemOf(all, j, false);
  const { columns } = item.template;
  const time = new Date(now - ((j * 104_729 + k * 7) % (120 * 86_400)) * 1000).toISOString();
  return [
    companies[k].id,
    companies[k].gln,
    publisher.companyId,
    PUBLISHER_GLN,
    ids[j],
    item.gtin,
    '840',
    item.gtin,
    columns.unit_descriptor,
    item.description,
    columns.brand_name,
    item.productCode,
    columns.gpc_code,
    searchText(item.gtin, item.productCode, item.description, columns.brand_name),
    '[]',
    JSON.stringify(item.document),
    1,
    (i * 31) % 50 === 7 ? 1 : 0,
    columns.has_allergens,
    columns.has_nutrients,
    columns.has_marketing,
    null,
    time,
    time,
  ];
}

const SUBSCRIPTION_COLUMNS = [
  'company_id',
  'subscriber_gln',
  'publisher_gln',
  'gtin',
  'target_market',
  'status',
  'created_time',
  'modified_time',
];

/** Buyer `k`'s subscription `s`: the first to Northwind's GLN, the others to one GTIN each; a tenth cancelled. */
function subscriptionRow(companies, now, i) {
  const k = Math.floor(i / subscriptionsEach);
  const s = i % subscriptionsEach;
  const time = new Date(now - s * 3_600_000).toISOString();
  return [
    companies[k].id,
    companies[k].gln,
    PUBLISHER_GLN,
    s === 0 ? null : gtinOf(s),
    '840',
    s % 10 === 9 ? 4 : 1,
    time,
    time,
  ];
}

async function reads() {
  const { cleanUp, db, companies, publisher, ids, loadSeconds } = await setUp('reads', {
    worker: false,
    buyerCount: buyers,
    itemCount: readItems,
    full: false,
  });
  try {
    const now = Date.now();
    const all = templates();
    const rows = readItems * companies.length;
    const publicationSeconds = await insertRows(db, 'publication', PUBLICATION_COLUMNS, rows, (i) =>
      publicationRow(ids, companies, publisher, now, i),
    );
    const receivedSeconds = await insertRows(db, 'received_item', RECEIVED_COLUMNS, rows, (i) =>
      receivedRow(all, companies, publisher, ids, now, i),
    );
    const subscriptionSeconds = await insertRows(
      db,
      'subscription',
      SUBSCRIPTION_COLUMNS,
      subscriptionsEach * companies.length,
      (i) => subscriptionRow(companies, now, i),
    );
    if (db.dialect === 'postgres') await db.run('vacuum analyze');
    const received = await count(db, 'select count(*) as n from received_item');
    await db.close();
    console.log(
      `${readItems.toLocaleString('en-US')} items in ${loadSeconds.toFixed(1)} s; ${rows.toLocaleString('en-US')} publications ` +
        `in ${publicationSeconds.toFixed(1)} s; ${received.toLocaleString('en-US')} received items in ${receivedSeconds.toFixed(1)} s; ` +
        `${(subscriptionsEach * companies.length).toLocaleString('en-US')} subscriptions in ${subscriptionSeconds.toFixed(1)} s`,
    );
    // The first call after the long load may meet a kept-alive connection the server has closed: once more.
    const token = (await signIn(base, 'bench.buyer3').catch(() => signIn(base, 'bench.buyer3'))).authToken.token;
    const brand = all[0].columns.brand_name;
    const calls = [
      ['POST gdsn/subscriptions/search: default page (lastUpdate desc)', 'gdsn/subscriptions/search', {}],
      ['POST gdsn/subscriptions/search: status Valid', 'gdsn/subscriptions/search', { status: 1 }],
      ['POST gdsn/subscriptions/search: sorted by GTIN', 'gdsn/subscriptions/search', { sortBy: 'subscribeToGtin' }],
      ['GET gdsn/subscriptions/searchPartial?keyword=0761', 'gdsn/subscriptions/searchPartial?keyword=0761', null],
      ['POST catalogs/subscriber/search: default page', 'catalogs/subscriber/search', {}],
      ['POST catalogs/subscriber/search: keyword "chocolate"', 'catalogs/subscriber/search', { keyword: 'chocolate' }],
      [`POST catalogs/subscriber/search: brand ${brand}`, 'catalogs/subscriber/search', { brands: [brand] }],
      [
        'POST catalogs/subscriber/search: CIC SYNCHRONISED',
        'catalogs/subscriber/search',
        { cicStatuses: ['SYNCHRONISED'] },
      ],
      [
        'POST catalogs/subscriber/search: sorted by description',
        'catalogs/subscriber/search',
        { sortBy: 'description', sortDesc: false },
      ],
      ['POST catalogs/subscriber/search: page 50', 'catalogs/subscriber/search', { pageNumber: 50 }],
      ['GET catalogs/subscriber/partial?keyword=choc', 'catalogs/subscriber/partial?keyword=choc', null],
    ];
    return await measureCalls(base, token, calls, seconds);
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------------------

const database = databaseName();
if (parts.has('release')) {
  const rows = await release();
  console.log(`database: ${database}; load average ${loadAverage()}`);
  console.table(rows);
}
if (parts.has('reads')) {
  const rows = await reads();
  console.log(
    `database: ${database}, ${(readItems * buyers).toLocaleString('en-US')} received items (${readItems.toLocaleString('en-US')} ` +
      `items × ${buyers} buyers), ${subscriptionsEach.toLocaleString('en-US')} subscriptions each, one buyer's admin, ` +
      `${seconds} s per row; load average ${loadAverage()}`,
  );
  console.table(rows);
}
