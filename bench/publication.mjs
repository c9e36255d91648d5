// Measures the publication exchange (issue "Publication and the GS1 message exchange", Performance): publish
// 10,000 items to 10 subscribers (100,000 CINs generated, stored and delivered) in under 60 s, beside the
// time to build the same CINs alone (the floor); the publication center's summary and GTIN grid under 50 ms
// p95 with 1,000,000 publications. Three parts, each on a database of its own where it needs one:
//   1. floor: the same 100,000 CINs built in-process with `buildCin` (same documents, one transaction per
//      subscriber × item, as the delivery job builds them), nothing stored: once writing every CIN whole, once
//      writing each item's trade item once for its subscribers (as the job does);
//   2. publish: the built server with its job worker; 10 subscriber companies (a GLN each) created through the
//      API, each with a Valid `subscription` to Northwind's GLN; 10,000 of Northwind's items loaded straight
//      into `catalog_item` (the demo catalog's Open Food Facts documents, Validated and Registered); then
//      pub.admin posts `gdsn/publications/subscribers/publish` with every id and the 10 GLNs, and the bench
//      polls the job table until every delivery job is done, sampling the server's RSS as it goes;
//   3. reads: 100,000 items × 10 subscribers = 1,000,000 `publication` rows inserted directly (delivery and
//      CIC states mixed as a live pool has them), then the publication center's calls driven with autocannon
//      as pub.admin, 1 connection and 10, as bench/catalog-search.mjs does.
//
//   npm run build && node bench/publication.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/publication.mjs
//   BENCH_ITEMS=500 BENCH_READ_ITEMS=5000 BENCH_SECONDS=2 node bench/publication.mjs     # a quick run
//   BENCH_PARTS=floor,publish node bench/publication.mjs   # some of the parts (floor, publish, reads)
//   BENCH_KEEP=1 … keeps the databases (their paths or URLs are printed) to EXPLAIN the queries
//   BENCH_PROFILE=/tmp/prof … runs the server with --cpu-prof, its profile written there when it stops
import { DATA_POOL_GLN } from '@tradepool/domain';
import { buildCin, cinTradeItemCache } from '../apps/server/dist/gdsn/messages/cin-builder.js';
import { databaseName, elapsed, loadAverage, mb, perSecond, sleep } from './bench-format.mjs';
import { insertRows } from './bench-db.mjs';
import {
  deliveryJobs,
  itemOf,
  loadItems,
  memoryOf,
  PUBLICATION_COLUMNS,
  publicationRow,
  PUBLISHER_GLN,
  publisherOf,
  subscriberGln,
  templates,
} from './bench-publisher.mjs';
import {
  createCompanies,
  loopFigures,
  loopWindow,
  measureCall,
  postJson,
  signIn,
  startOwnServer,
} from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8299);
const items = Number(process.env.BENCH_ITEMS ?? 10_000);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10);
const readItems = Number(process.env.BENCH_READ_ITEMS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? 'floor,publish,reads').split(','));
const POLL_MS = 250;

// ---------------------------------------------------------------------------------------------------------
// The items and the subscribers

/** Subscriber companies through the API (a GLN each, the subscriber role), each with a subscriber admin. */
async function createSubscribers(db, token) {
  // Subscriber admins (SUB_ADMIN, role 2).
  const companies = await createCompanies(base, token, db, {
    label: 'Bench Subscriber',
    count: subscribers,
    gln: subscriberGln,
    fields: { step: 'entrustments', rolePub: 0, roleSub: 1 },
    login: 'bench.sub',
    roleId: 2,
  });
  const [{ n }] = await db.all(`select count(*) as n from company where name like 'Bench Subscriber %' and status = 1`);
  if (Number(n) !== subscribers) throw new Error(`${n} of ${subscribers} subscriber companies are Active`);
  return companies;
}

/** A Valid subscription (status 1) of each subscriber GLN to the publisher's GLN: every publication meets it. */
async function subscribe(db, companies) {
  const now = new Date().toISOString();
  for (const company of companies) {
    await db.run(
      `insert into subscription (company_id, subscriber_gln, publisher_gln, status, created_time, modified_time)
       values (?, ?, ?, 1, ?, ?)`,
      [company.id, company.gln, PUBLISHER_GLN, now, now],
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// The server, on a database of its own, with the subscribers and the items

let base = '';
const post = (token, apiPath, body) => postJson(base, token, apiPath, body);

/**
 * The built server on a fresh database, 10 subscribers with their subscriptions, and `count` of Northwind's
 * items (`full`: whole documents, else keys only): what both the publish and the read parts start from.
 */
async function setUp(name, { worker, count, full }) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const started = await startOwnServer(name, port, { worker, nodeArgs: profile });
  base = started.base;
  try {
    const db = await started.connect();
    const site = (await signIn(base, 'site.admin')).authToken.token;
    const companies = await createSubscribers(db, site);
    await subscribe(db, companies);
    const publisher = await publisherOf(db);
    const { ids, seconds } = await loadItems(db, publisher, count, full);
    return { ...started, db, companies, publisher, ids, loadSeconds: seconds };
  } catch (error) {
    await started.cleanUp();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// 1. The floor: the same CINs built alone

/**
 * Builds every CIN as the delivery job does: one message and one transaction per subscriber × item, the whole
 * hierarchy (here one level). With `shared`, each item's trade item is written once for its 10 recipients
 * (the job's `cinTradeItemCache`, one per batch), else once per CIN.
 */
function floor(shared) {
  const all = templates();
  const glns = Array.from({ length: subscribers }, (_, k) => subscriberGln(k));
  const documents = Array.from({ length: items }, (_, j) => itemOf(all, j, true));
  const started = performance.now();
  let bytes = 0;
  for (let j = 0; j < items; j++) {
    const root = { attributes: documents[j].document, tree: documents[j].tree, children: [] };
    const cache = shared ? cinTradeItemCache() : undefined;
    const createdAt = new Date();
    for (const [k, gln] of glns.entries()) {
      const id = j * subscribers + k + 1;
      const message = {
        instanceId: `CIN-${id}-${crypto.randomUUID()}`,
        senderGln: DATA_POOL_GLN,
        receiverGln: gln,
        createdAt,
        transactions: [
          {
            entityId: `${id}`,
            command: 'ADD',
            isReload: false,
            dataRecipientGln: gln,
            sourceDataPool: DATA_POOL_GLN,
            root,
          },
        ],
      };
      bytes += buildCin(message, cache).length;
    }
  }
  const built = items * subscribers;
  const s = elapsed(started);
  console.log(
    `floor${shared ? ' (trade item written once per item)' : ''}: ${built.toLocaleString('en-US')} CINs built ` +
      `in-process in ${s.toFixed(1)} s (${perSecond(built, s)} CINs/s, ${(bytes / built / 1024).toFixed(1)} KB each, ` +
      `${mb(bytes / 1024)} in all)`,
  );
  return {
    what: `floor: buildCin alone, in-process${shared ? ', trade item once per item' : ''}`,
    CINs: built,
    'all delivered s': Number(s.toFixed(1)),
    'CINs/s': perSecond(built, s),
  };
}

// ---------------------------------------------------------------------------------------------------------
// 2. Publish and deliver

async function publish() {
  const { server, cleanUp, db, companies, ids, loadSeconds } = await setUp('publish', {
    worker: true,
    count: items,
    full: true,
  });
  try {
    if (db.dialect === 'postgres') await db.run('vacuum analyze');
    console.log(
      `${companies.length} subscribers with a subscription; ${ids.length.toLocaleString('en-US')} items loaded in ` +
        `${loadSeconds.toFixed(1)} s`,
    );
    const token = (await signIn(base, 'pub.admin')).authToken.token;
    const closeLoop = await loopWindow(base, (await signIn(base, 'site.admin')).authToken.token);
    const idle = memoryOf(server.pid);
    let peakSample = idle.rss;
    let peakAt = 0;
    const sampler = setInterval(() => {
      const { rss } = memoryOf(server.pid);
      if (rss > peakSample) [peakSample, peakAt] = [rss, elapsed(started)];
    }, 200);
    const started = performance.now();
    const startedAt = Date.now();
    const answer = await post(token, 'gdsn/publications/subscribers/publish', {
      catalogItemId: ids,
      gln: companies.map((c) => c.gln),
      load: true,
    });
    const requestSeconds = elapsed(started);
    if (answer.error_count)
      throw new Error(`${answer.error_count} publish errors: ${answer.results.find((r) => !r.success).error}`);
    console.log(
      `publish answered in ${requestSeconds.toFixed(1)} s: ${answer.results.length.toLocaleString('en-US')} results`,
    );
    // While the jobs run, a cheap call (the subscriber list) every poll: how long another user waits.
    let jobs = {};
    let slowest = 0;
    for (;;) {
      jobs = await deliveryJobs(db);
      if (!jobs.queued && !jobs.running && (jobs.done || jobs.failed)) break;
      if (elapsed(started) > 1800) throw new Error('delivery did not finish in 30 minutes');
      const asked = performance.now();
      const listed = await fetch(`${base}/gdsn/publications/subscribers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!listed.ok) throw new Error(`gdsn/publications/subscribers: ${listed.status}`);
      await listed.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - asked);
      await sleep(POLL_MS);
    }
    clearInterval(sampler);
    console.log(`request and delivery: ${loopFigures(await closeLoop())}`);
    const memory = memoryOf(server.pid);
    // The last job's completion, by the server's clock (the same machine's), not the poll's.
    const deliveredSeconds = (Date.parse(jobs.done?.last ?? jobs.failed.last) - startedAt) / 1000;
    // The publications, CIPs and delivery jobs are written in one transaction, which queues the jobs last.
    const [{ stored }] = await db.all(
      `select max(created_time) as stored from job where type = 'gdsn.publication.deliver'`,
    );
    const storedSeconds = (Date.parse(stored) - startedAt) / 1000;
    const [{ n: delivered }] = await db.all(
      `select count(*) as n from publication where delivery_status = 'delivered'`,
    );
    const [{ n: cins }] = await db.all(`select count(*) as n from gdsn_message where message_type = 'CIN'`);
    const [{ n: cips }] = await db.all(`select count(*) as n from gdsn_message where message_type = 'CIP'`);
    const [{ n: received }] = await db.all(`select count(*) as n from received_item`);
    const [{ n: xml }] = await db.all(`select sum(length(xml)) as n from gdsn_message where message_type = 'CIN'`);
    await db.close();
    const expected = items * subscribers;
    console.log(
      `server RSS: idle ${mb(idle.rss)}, peak ${mb(peakSample)} sampled ${peakAt.toFixed(1)} s after the request`,
    );
    console.log(
      `delivery jobs: ${jobs.done?.n ?? 0} done, ${jobs.failed?.n ?? 0} failed; publications delivered ${Number(delivered).toLocaleString('en-US')}, ` +
        `CINs ${Number(cins).toLocaleString('en-US')} (${mb(Number(xml) / 1024)} of XML), CIPs ${Number(cips).toLocaleString('en-US')}, ` +
        `received items ${Number(received).toLocaleString('en-US')}`,
    );
    if (Number(delivered) !== expected || Number(cins) !== expected || jobs.failed)
      throw new Error(`expected ${expected} delivered CINs`);
    return {
      what: `publish ${items.toLocaleString('en-US')} items × ${subscribers} subscribers`,
      CINs: expected,
      'stored s': Number(storedSeconds.toFixed(1)),
      'request s': Number(requestSeconds.toFixed(1)),
      'all delivered s': Number(deliveredSeconds.toFixed(1)),
      'CINs/s': perSecond(expected, deliveredSeconds),
      'slowest other call s': Number((slowest / 1000).toFixed(2)),
      'server RSS idle → peak': `${mb(idle.rss)} → ${mb(Math.max(memory.peak, peakSample))}`,
    };
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 3. Reads with 1,000,000 publications

/** A percentile of the sorted times, or null when no response came back within the row's seconds. */
const measure = (token, title, apiPath, body, connections) =>
  measureCall(base, token, { title, apiPath, body, connections, seconds });

async function reads() {
  const {
    cleanUp,
    db,
    companies,
    publisher,
    ids,
    loadSeconds: itemSeconds,
  } = await setUp('reads', {
    worker: false,
    count: readItems,
    full: false,
  });
  try {
    const now = Date.now();
    const count = readItems * companies.length;
    const publicationSeconds = await insertRows(db, 'publication', PUBLICATION_COLUMNS, count, (i) =>
      publicationRow(ids, companies, publisher, now, i),
    );
    const analyzeStarted = performance.now();
    if (db.dialect === 'postgres') await db.run('vacuum analyze');
    const analyzeSeconds = elapsed(analyzeStarted);
    const [{ n }] = await db.all('select count(*) as n from publication');
    const [{ gtin }] = await db.all('select gtin from catalog_item where id = ?', [ids[Math.floor(ids.length / 2)]]);
    await db.close();
    console.log(
      `${readItems.toLocaleString('en-US')} items in ${itemSeconds.toFixed(1)} s; ${Number(n).toLocaleString('en-US')} ` +
        `publications in ${publicationSeconds.toFixed(1)} s` +
        (db.dialect === 'postgres' ? `; VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s` : ''),
    );
    const token = (await signIn(base, 'pub.admin').catch(() => signIn(base, 'pub.admin'))).authToken.token;
    const one = [companies[3 % companies.length].gln];
    const summary = 'gdsn/publications/subscribers/summary';
    const grid = 'gdsn/publications/subscribers/all/items/published/search';
    const perSubscriber = 'gdsn/publications/subscribers/items/published/search';
    const calls = [
      ['POST …/summary (lower(name) asc)', summary, {}],
      // The GTIN tab asks for hierarchies (features/publication/publication-search.ts).
      ['POST …/all/items/published/search: default page', grid, { includeHierarchy: true }],
      [
        'POST …/all/items/published/search: keyword "chocolate"',
        grid,
        { includeHierarchy: true, keyword: 'chocolate' },
      ],
      // A GTIN finds the hierarchy holding it at any level (issue 13).
      ['POST …/all/items/published/search: keyword a GTIN', grid, { includeHierarchy: true, keyword: gtin }],
      ['POST …/all/items/published/search: one subscriberGln', grid, { includeHierarchy: true, subscriberGln: one }],
      ['POST …/all/items/published/search: items, no hierarchy', grid, {}],
      ['POST …/items/published/search: default page', perSubscriber, {}],
      ['POST …/items/published/search: status REVIEW', perSubscriber, { status: 'REVIEW' }],
      ['POST …/items/published/search: one subscriberGln', perSubscriber, { subscriberGln: one }],
    ];
    const rows = [];
    for (const [title, apiPath, body] of calls) {
      const data = await post(token, apiPath, body);
      console.log(`${title}: ${data.totalRows.toLocaleString('en-US')} rows`);
      rows.push(await measure(token, title, apiPath, body, 1));
      rows.push(await measure(token, title, apiPath, body, 10));
    }
    return rows;
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------------------

const database = databaseName();
const throughput = [];
if (parts.has('floor')) throughput.push(floor(false), floor(true));
if (parts.has('publish')) throughput.push(await publish());
if (throughput.length) {
  console.log(`database: ${database}; load average ${loadAverage()}`);
  console.table(throughput);
}
if (parts.has('reads')) {
  const rows = await reads();
  console.log(
    `database: ${database}, ${(readItems * subscribers).toLocaleString('en-US')} publications ` +
      `(${readItems.toLocaleString('en-US')} items × ${subscribers} subscribers), pub.admin, ${seconds} s per row; ` +
      `load average ${loadAverage()}`,
  );
  console.table(rows);
}
