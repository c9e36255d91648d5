// Measures pool-to-pool delivery over AS2 (issue "17", Done when: "throughput of pool-to-pool delivery (CINs/s,
// with the in-pool delivery beside it as the floor)"). A Global Registry process and two pools, each a process
// of its own on loopback, joined as AS2 partners through their APIs (`GET network/identity`,
// `POST network/partners`) as e2e/gdsn-network.spec.ts joins them: pool A (0860000000017, the Tradepool demo
// without its catalog, SQLite) serves the supplier Northwind, pool B (0860000000024, the Mercato demo; on
// PostgreSQL when DATABASE_URL is set, else SQLite) serves the buyer Mercato Retail. N of Northwind's items are
// loaded straight into pool A's `catalog_item` (Validated, Registered), as bench/publication.mjs loads them.
// Three parts:
//   1. local (the floor): pub.admin publishes the N items to Harbor East, a subscriber in pool A with a Valid
//      subscription to Northwind; timed from the publish call until every publication is delivered;
//   2. network: the same N items published to Mercato's GLN (4000001000005); timed from the publish call until
//      pool A has sent every CIN (its `gdsn_message` rows `transport_status = 'sent'`: pool B's MDN came back),
//      until every CIN is a received copy of Mercato's in pool B (`received_item`), and until every
//      publication in pool A is `delivered` (pool B's GS1Response came back over AS2 and was read);
//   3. steps: in this process, one of the run's CINs and pool B's GS1Response put through what each hop does
//      per message (AS2 sign + encrypt, decrypt + verify, the MDN both ways, the XSD check): where the time goes.
// Each process's peak RSS is kept (their event loops cannot be sampled from outside), and the load average
// printed with the figures: the machine's other work moves them.
//
//   npm run build && node bench/network.mjs                 # pool B on SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/network.mjs    # pool B on PostgreSQL
//   BENCH_ITEMS=200 node bench/network.mjs                  # a quick run
//   BENCH_PARTS=network,steps node bench/network.mjs        # some of the parts (local, network, steps)
//   BENCH_PORT=8310 … pool A listens there, pool B on the next port, the registry on the one after
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAs2Message, readAs2Message } from '../apps/server/dist/as2/as2-message.js';
import { generateAs2Identity } from '../apps/server/dist/as2/identity.js';
import { buildMdn, readMdn } from '../apps/server/dist/as2/mdn.js';
import { validateXML } from 'xmllint-wasm';
import { validateAgainstXsd } from '../apps/server/dist/gdsn/xsd-validate.js';
import { elapsed, loadAverage, mb, sleep } from './bench-format.mjs';
import { loadItems, memoryOf, PREFIX, PUBLISHER_GLN, publisherOf } from './bench-publisher.mjs';
import { postJson, signIn, startOwnServer } from './bench-server.mjs';

const items = Number(process.env.BENCH_ITEMS ?? 1000);
const parts = new Set((process.env.BENCH_PARTS ?? 'local,network,steps').split(','));
const PORT_A = Number(process.env.BENCH_PORT ?? 8310);
const PORT_B = PORT_A + 1;
const PORT_REGISTRY = PORT_A + 2;
const POOL_A = { gln: '0860000000017', token: randomBytes(16).toString('hex') };
const POOL_B = { gln: '0860000000024', token: randomBytes(16).toString('hex') };
const NORTHWIND_GLNS = [PUBLISHER_GLN, '0761305000026'];
const MERCATO_GLN = '4000001000005';
const HARBOR_EAST_GLN = '0843912000016';
const POLL_MS = 250;
const RECEIVED = 'received (Mercato copies in pool B)';
const TIMEOUT_S = 1800;
/** Messages each step of the in-process part is timed over. */
const STEP_RUNS = 20;
const BARE_SCHEMA =
  '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"><xsd:element name="a" type="xsd:string"/></xsd:schema>';

const origin = (port) => `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------------------------------------------------
// The processes

/** The Global Registry process on SQLite, in a folder of its own, serving both pools. */
async function startRegistry() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-registry-'));
  const registry = spawn(process.execPath, ['apps/server/dist/registry-main.js'], {
    env: {
      ...process.env,
      REGISTRY_DATABASE_URL: '',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_PORT: String(PORT_REGISTRY),
      REGISTRY_HOST: '127.0.0.1',
      REGISTRY_POOLS: JSON.stringify([
        { gln: POOL_A.gln, url: origin(PORT_A), token: POOL_A.token },
        { gln: POOL_B.gln, url: origin(PORT_B), token: POOL_B.token },
      ]),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => registry.kill('SIGTERM');
  process.once('exit', stop);
  const cleanUp = async () => {
    process.off('exit', stop);
    stop();
    await new Promise((resolve) => (registry.exitCode === null ? registry.once('exit', resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin(PORT_REGISTRY)}/registry/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i === 240) {
      await cleanUp();
      throw new Error('the registry did not start');
    }
    await sleep(250);
  }
  return { process: registry, cleanUp };
}

/** A pool with its job worker, a client of the registry, reachable by its partner at its own address. */
function startPool(name, port, pool, { serverUrl, env = {} }) {
  return startOwnServer(name, port, {
    worker: true,
    serverUrl,
    env: {
      DATA_POOL_GLN: pool.gln,
      HOST: '127.0.0.1',
      PUBLIC_URL: origin(port),
      GLOBAL_REGISTRY_URL: origin(PORT_REGISTRY),
      GLOBAL_REGISTRY_TOKEN: pool.token,
      ...env,
    },
  });
}

/** Each pool's site admin enters the other pool as a partner, with the GLNs it serves. */
async function joinPartners(a, b) {
  const [adminA, adminB] = await Promise.all([a.base, b.base].map((base) => signIn(base, 'site.admin')));
  const identity = async (base, token) => {
    const response = await fetch(`${base}/network/identity`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`network/identity: ${response.status}`);
    return (await response.json()).data;
  };
  const identityA = await identity(a.base, adminA.authToken.token);
  const identityB = await identity(b.base, adminB.authToken.token);
  await postJson(a.base, adminA.authToken.token, 'network/partners', {
    name: 'Mercato pool',
    as2Id: identityB.as2Id,
    url: identityB.endpointUrl,
    certificatePem: identityB.certificatePem,
    glns: [POOL_B.gln, MERCATO_GLN],
  });
  await postJson(b.base, adminB.authToken.token, 'network/partners', {
    name: 'Tradepool',
    as2Id: identityA.as2Id,
    url: identityA.endpointUrl,
    certificatePem: identityA.certificatePem,
    glns: [POOL_A.gln, ...NORTHWIND_GLNS],
  });
}

/** Every process's resident set, sampled until `stop()`, which answers each one's idle and peak (kB). */
function watchMemory(processes) {
  const watched = processes.map(([name, child]) => ({ name, pid: child.pid, idle: memoryOf(child.pid).rss, peak: 0 }));
  const sample = () => {
    for (const w of watched) w.peak = Math.max(w.peak, memoryOf(w.pid).rss);
  };
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    return watched.map((w) => ({ ...w, peak: Math.max(w.peak, memoryOf(w.pid).peak) }));
  };
}

const rssLine = (memory) => memory.map((m) => `${m.name} ${mb(m.idle)} → ${mb(m.peak)}`).join(', ');

// ---------------------------------------------------------------------------------------------------------
// Publishing and waiting

const count = async (db, text, params) => Number((await db.all(text, params))[0].n);

/**
 * Polls each of `milestones` (`[name, () => count]`) every POLL_MS from `started` until every one has reached
 * `items`; answers the seconds each was first above 0 and the seconds it reached `items`. `failures()`
 * answers a reason to stop (a failed publication or message), or null.
 */
async function waitFor(started, milestones, failures) {
  const first = new Map();
  const reached = new Map();
  for (;;) {
    for (const [name, counted] of milestones) {
      if (reached.has(name)) continue;
      const n = await counted();
      if (n > 0 && !first.has(name)) first.set(name, elapsed(started));
      if (n >= items) reached.set(name, elapsed(started));
    }
    if (reached.size === milestones.length) return { first, reached };
    const failure = await failures();
    if (failure) throw new Error(failure);
    if (elapsed(started) > TIMEOUT_S) throw new Error(`not done in ${TIMEOUT_S} s: ${[...reached.keys()]}`);
    await sleep(POLL_MS);
  }
}

/** CINs a second, with a decimal: pool to pool, a few a second. */
const rate = (s) => Number((items / s).toFixed(1));

/** pub.admin publishes every item to `gln`; answers when the call started and how long it took. */
async function publishTo(base, ids, gln) {
  const token = (await signIn(base, 'pub.admin')).authToken.token;
  const started = performance.now();
  const answer = await postJson(base, token, 'gdsn/publications/subscribers/publish', {
    catalogItemId: ids,
    gln: [gln],
    load: true,
  });
  if (answer.error_count)
    throw new Error(`${answer.error_count} publish errors: ${answer.results.find((r) => !r.success).error}`);
  return { started, requestSeconds: elapsed(started) };
}

const publicationsTo = (db, gln, status) =>
  count(db, `select count(*) as n from publication where subscriber_gln = ? and delivery_status = ?`, [gln, status]);

/** 1. The floor: the items published to a subscriber in the same pool, until every one is delivered. */
async function local(a, ids, processes) {
  const [{ id: harborEast }] = await a.db.all(`select company_id as id from company_gln where gln = ?`, [
    HARBOR_EAST_GLN,
  ]);
  const now = new Date().toISOString();
  await a.db.run(
    `insert into subscription (company_id, subscriber_gln, publisher_gln, status, created_time, modified_time)
     values (?, ?, ?, 1, ?, ?)`,
    [harborEast, HARBOR_EAST_GLN, PUBLISHER_GLN, now, now],
  );
  const load = loadAverage();
  const memory = watchMemory(processes);
  const { started, requestSeconds } = await publishTo(a.base, ids, HARBOR_EAST_GLN);
  const { reached } = await waitFor(
    started,
    [['delivered', () => publicationsTo(a.db, HARBOR_EAST_GLN, 'delivered')]],
    async () =>
      (await publicationsTo(a.db, HARBOR_EAST_GLN, 'failed')) ? 'a publication to Harbor East failed' : null,
  );
  const rss = memory();
  const copies = await count(a.db, `select count(*) as n from received_item where company_id = ?`, [harborEast]);
  if (copies !== items) throw new Error(`${copies} of ${items} received copies in Harbor East's catalog`);
  console.log(`local: RSS idle → peak: ${rssLine(rss)}`);
  const s = reached.get('delivered');
  return {
    what: `local: ${items} CINs to Harbor East (pool A)`,
    'request s': Number(requestSeconds.toFixed(2)),
    'milestone s': Number(s.toFixed(1)),
    'CINs/s': rate(s),
    'load before → after': `${load} → ${loadAverage()}`,
  };
}

/** 2. The items published to Mercato in pool B: sent, received there, and answered back. */
async function network(a, b, ids, processes) {
  const [{ id: mercato }] = await b.db.all(`select company_id as id from company_gln where gln = ?`, [MERCATO_GLN]);
  const sent = () =>
    count(
      a.db,
      `select count(*) as n from gdsn_message where message_type = 'CIN' and direction = 'out' and receiver_gln = ?
       and transport_status = 'sent'`,
      [MERCATO_GLN],
    );
  const received = () =>
    count(b.db, `select count(*) as n from received_item where company_id = ? and withdrawn = 0 and gtin like ?`, [
      mercato,
      `0${PREFIX}%`,
    ]);
  const failures = async () => {
    const failed = await publicationsTo(a.db, MERCATO_GLN, 'failed');
    if (failed) return `${failed} publications to Mercato failed`;
    const unsent = await count(
      a.db,
      `select count(*) as n from gdsn_message where transport_status in ('failed', 'mdn-error')`,
    );
    return unsent ? `${unsent} messages refused or failed on the way to pool B` : null;
  };
  const load = loadAverage();
  const memory = watchMemory(processes);
  const { started, requestSeconds } = await publishTo(a.base, ids, MERCATO_GLN);
  const { first, reached } = await waitFor(
    started,
    [
      ['sent (MDN back in pool A)', sent],
      [RECEIVED, received],
      ['delivered (GS1Response back in pool A)', () => publicationsTo(a.db, MERCATO_GLN, 'delivered')],
    ],
    failures,
  );
  const rss = memory();
  const cins = await count(
    b.db,
    `select count(*) as n from gdsn_message where company_id = ? and message_type = 'CIN' and direction = 'in'`,
    [mercato],
  );
  if (cins !== items) throw new Error(`${cins} CINs stored in pool B for ${items} published`);
  const loadAfter = loadAverage();
  // Pool A records its sends a batch of 100 at a time: the first copy in pool B says when the first CIN crossed.
  console.log(
    `network: first copy in pool B ${first.get(RECEIVED).toFixed(1)} s after the publish call; ` +
      `RSS idle → peak: ${rssLine(rss)}`,
  );
  return [...reached].map(([milestone, s]) => ({
    what: `network: ${items} CINs to Mercato (pool B), ${milestone}`,
    'request s': Number(requestSeconds.toFixed(2)),
    'milestone s': Number(s.toFixed(1)),
    'CINs/s': rate(s),
    'load before → after': `${load} → ${loadAfter}`,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// 3. The steps of one hop, in this process

/** Milliseconds per call of `step`, over STEP_RUNS calls one after another. */
async function timed(step) {
  const started = performance.now();
  for (let i = 0; i < STEP_RUNS; i++) await step(i);
  return (performance.now() - started) / STEP_RUNS;
}

async function steps(cin, response) {
  const [a, b] = await Promise.all([
    generateAs2Identity(POOL_A.gln, 'Pool A'),
    generateAs2Identity(POOL_B.gln, 'Pool B'),
  ]);
  const payload = Buffer.from(cin, 'utf8');
  const build = () =>
    buildAs2Message({ from: a, toAs2Id: b.as2Id, toCertificatePem: b.certificatePem, payload, fileName: 'cin.xml' });
  const outbound = await build();
  const read = () =>
    readAs2Message({
      headers: outbound.headers,
      body: outbound.body,
      own: b,
      partnerCertificate: async () => a.certificatePem,
    });
  const inbound = await read();
  if (!inbound.ok) throw new Error(`the CIN did not read back: ${inbound.reason}`);
  const mdn = await buildMdn({ own: b, inbound });
  const checkMdn = async () => {
    const answer = await readMdn({ ...mdn, partnerCertificatePem: b.certificatePem, sentMic: outbound.mic });
    if (!answer.processed || !answer.micMatches) throw new Error('the MDN does not answer the CIN');
  };
  const xsd = async (xml, schema) => {
    const { valid, errors } = await validateAgainstXsd(xml, schema);
    if (!valid) throw new Error(`${schema}: ${errors[0]}`);
  };
  // The schemas are read from disk once per process: the first call's cost, not every one's.
  await xsd(cin, 'CatalogueItemNotification');
  // What every check pays before any GS1 schema: xmllint-wasm starts a worker and instantiates its wasm.
  const bare = async () => {
    const { valid } = await validateXML({
      xml: [{ fileName: 'a.xml', contents: '<a/>' }],
      schema: [{ fileName: 'a.xsd', contents: BARE_SCHEMA }],
    });
    if (!valid) throw new Error('<a/> does not validate');
  };
  const rows = [
    ['pool A: sign + encrypt the CIN (buildAs2Message)', await timed(build)],
    ['pool B: decrypt + verify it (readAs2Message)', await timed(read)],
    ['pool B: sign the MDN (buildMdn)', await timed(() => buildMdn({ own: b, inbound }))],
    ['pool A: verify the MDN (readMdn)', await timed(checkMdn)],
    ['xmllint-wasm alone: <a/> against a one-element schema', await timed(bare)],
    ['pool B: XSD check of the CIN (validateAgainstXsd)', await timed(() => xsd(cin, 'CatalogueItemNotification'))],
  ];
  if (response) rows.push(['pool A: XSD check of the GS1Response', await timed(() => xsd(response, 'GS1Response'))]);
  console.log(
    `steps: one CIN of ${(payload.length / 1024).toFixed(1)} KB, ${STEP_RUNS} runs each; load average ${loadAverage()}`,
  );
  return rows.map(([step, ms]) => ({ step, 'ms per message': Number(ms.toFixed(1)) }));
}

// ---------------------------------------------------------------------------------------------------------

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`load average at the start ${loadAverage()}`);
const registry = await startRegistry();
const started = [];
let samples = null;
try {
  const a = await startPool('network_a', PORT_A, POOL_A, {
    serverUrl: null,
    env: { REGISTRY_RESPONSE_DELAY_MS: '0' },
  });
  started.push(a);
  const b = await startPool('network_b', PORT_B, POOL_B, {
    serverUrl: process.env.DATABASE_URL || null,
    env: { DEMO_DATA_SET: 'mercato' },
  });
  started.push(b);
  a.db = await a.connect();
  b.db = await b.connect();
  await joinPartners(a, b);
  const { ids, seconds } = await loadItems(a.db, await publisherOf(a.db), items, true);
  console.log(`${ids.length.toLocaleString('en-US')} items loaded into pool A in ${seconds.toFixed(1)} s`);
  const processes = [
    ['pool A', a.server],
    ['pool B', b.server],
    ['registry', registry.process],
  ];
  const rows = [];
  if (parts.has('local')) rows.push(await local(a, ids, processes));
  if (parts.has('network')) rows.push(...(await network(a, b, ids, processes)));
  if (rows.length) {
    console.log(`pool A: SQLite; pool B: ${database}; ${items} items, one level each (one CIN per item)`);
    console.table(rows);
  }
  if (parts.has('steps')) {
    const [cin] = await a.db.all(`select xml from gdsn_message where message_type = 'CIN' order by id limit 1`);
    const [response] = await b.db.all(
      `select xml from gdsn_message where message_type = 'GS1Response' and direction = 'out' order by id limit 1`,
    );
    samples = { cin: cin?.xml, response: response?.xml };
  }
  await a.db.close();
  await b.db.close();
} finally {
  for (const s of started) await s.cleanUp();
  await registry.cleanUp();
}
// After the servers stop, so the two cores are the steps' own.
if (samples?.cin) console.table(await steps(samples.cin, samples.response));
