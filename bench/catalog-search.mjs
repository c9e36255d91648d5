// Measures the catalog search at scale (issue "Trade-item catalog", Performance): 1,000,000 items across
// 50 publishers. Starts the built server on a database of its own, creates the publishers (each with a GLN
// and a publisher admin) through the API, loads 20,000 items per publisher straight into `catalog_item` with
// multi-row inserts (documents from the demo catalog's Open Food Facts mapping), then drives the grid's
// calls over HTTP as one publisher admin: once with 1 connection (the latency one user sees) and once with
// 10 (throughput under load). p50/p95/p99 come from every response time autocannon reports.
//
//   npm run build && node bench/catalog-search.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog-search.mjs
//   BENCH_ITEMS_PER_PUBLISHER=2000 BENCH_SECONDS=3 node bench/catalog-search.mjs     # a quick run
//   BENCH_KEEP=1 … keeps the database (its path or URL is printed) to EXPLAIN the queries
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { gs1CheckDigit } from '@tradepool/domain';
import { offProductDocument } from '../apps/server/dist/db/seed/off-product-document.js';
import { offProducts } from '../apps/server/dist/db/seed/off-products.js';
import { promotedColumns } from '../apps/server/dist/features/catalog/item-document.js';
import { DEMO_PASSWORD, signIn, waitForServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8298);
const publishers = Number(process.env.BENCH_PUBLISHERS ?? 50);
const perPublisher = Number(process.env.BENCH_ITEMS_PER_PUBLISHER ?? 20_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const serverUrl = process.env.DATABASE_URL || null;
const DAY_SECONDS = 86_400;

// ---------------------------------------------------------------------------------------------------------
// The database and the server

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-catalog-'));
let databaseUrl = '';
let dbName = null;

async function admin(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  dbName = `tp_bench_catalog_${process.pid}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    WEB_DIST_DIR: '',
    LOGIN_RATE_LIMIT: '100000',
    RUN_WORKER: 'false',
    SEED_DEMO_CATALOG: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/mds/app`;

/** Stops the server and drops its database, unless BENCH_KEEP=1 keeps it for EXPLAIN. */
async function cleanUp() {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept: ${databaseUrl || path.join(dataDir, 'tradepool.db')}`);
    return;
  }
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The bench's own connection to the server's database: `run(sql, params)` and `all(sql, params)`. */
async function connect() {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let n = 0;
    const numbered = (text) => text.replace(/\?/g, () => `$${++n}`);
    return {
      dialect: 'postgres',
      async run(text, params = []) {
        n = 0;
        await client.query(numbered(text), params);
      },
      async all(text, params = []) {
        n = 0;
        return (await client.query(numbered(text), params)).rows;
      },
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(path.join(dataDir, 'tradepool.db'));
  sqlite.pragma('busy_timeout = 10000');
  return {
    dialect: 'sqlite',
    async run(text, params = []) {
      sqlite.prepare(text).run(params);
    },
    async all(text, params = []) {
      return sqlite.prepare(text).all(params);
    },
    close: async () => sqlite.close(),
  };
}

async function post(token, apiPath, body) {
  const response = await fetch(`${base}/${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${apiPath}: ${response.status} ${answer.error?.message}`);
  return answer.data;
}

// ---------------------------------------------------------------------------------------------------------
// Publishers and their items

/** Publisher `k`'s GS1 company prefix (7 digits): its GLN and its items' GTINs are numbered under it. */
const prefix = (k) => `08${10000 + k}`;
const withCheckDigit = (body) => `${body}${gs1CheckDigit(body)}`;
const gln = (k) => withCheckDigit(`${prefix(k)}00000`);

/** 50 publisher companies with a GLN each and a publisher admin (PUB_ADMIN, role 4) who may sign in at once. */
async function createPublishers(db, token) {
  for (let k = 0; k < publishers; k++) {
    await post(token, 'companies/addUpdateCompany', {
      step: 'integrationsapplications',
      name: `Bench Publisher ${k}`,
      companyGLNList: [{ gln: gln(k) }],
      isGdsn: 1,
      industrySegment: (k % 6) + 1,
      rolePub: 1,
      integInboundSpreadSheet: 1,
      companyContact: { firstName: 'Pat', lastName: `Publisher ${k}`, email: `pub${k}@bench.example` },
    });
  }
  const companies = await db.all(
    `select c.id, g.gln from company c join company_gln g on g.company_id = c.id where c.name like 'Bench Publisher %' order by c.id`,
  );
  for (const [k, company] of companies.entries()) {
    await post(token, 'users', {
      companyId: company.id,
      login: `bench.pub${k}`,
      firstName: 'Bench',
      lastName: `Publisher ${k}`,
      email: `bench.pub${k}@bench.example`,
      roleId: 4,
      userType: 'GDSN',
      password: DEMO_PASSWORD,
    });
  }
  await db.run(
    `update app_user set policy_accepted = 1, is_first_time = 0, force_change_password = 0 where login like 'bench.pub%'`,
  );
  const users = await db.all(`select id, company_id from app_user where login like 'bench.pub%'`);
  return companies.map((c) => ({ ...c, userId: users.find((u) => u.company_id === c.id).id }));
}

/** The demo catalog's base documents with their promoted columns, computed once. */
function templates() {
  const owner = { gln: '0000000000000', name: 'Bench' };
  return offProducts().flatMap((product, i) => {
    const mapped = offProductDocument(product, owner, `T${i}`);
    return mapped.ok ? [{ document: mapped.document, columns: promotedColumns(mapped.document, 'GDSN') }] : [];
  });
}

const VARIANTS = ['', 'Family Size', 'Value Pack', 'Mini', 'Organic', 'Limited Edition', 'Club Pack', 'Multipack'];
const COLUMNS = [
  'company_id',
  'info_provider_gln',
  'gtin',
  'target_market',
  'unit_descriptor',
  'product_code',
  'description',
  'brand_name',
  'gpc_code',
  'status',
  'reg_status',
  'missing_count',
  'has_allergens',
  'has_nutrients',
  'has_marketing',
  'child_count',
  'attributes',
  'version',
  'created_by',
  'created_time',
  'modified_by',
  'modified_time',
  'deleted',
  'action_time',
  'deleted_by',
];

/**
 * Item `j` of publisher `k`: a demo document under the publisher's GS1 prefix, changed at some moment of
 * the last year; 1 % deleted, 2 % Validated, some In Process and Failed. The stored document is compact:
 * the keys and the promoted values (the search reads only the columns).
 */
function itemRow(template, company, k, j, now) {
  const reference = String(j).padStart(5, '0');
  const gtin = `0${withCheckDigit(`${prefix(k)}${reference}`)}`;
  const variant = VARIANTS[j % VARIANTS.length];
  const description = variant
    ? `${template.columns.description}, ${variant}`.slice(0, 200)
    : template.columns.description;
  const productCode = `P${k}-${reference}`;
  const status = j % 50 === 7 ? 5 : j % 211 === 3 ? 3 : j % 997 === 5 ? 9 : template.columns.status;
  const modified = new Date(now - ((j * 7919 + k * 104_729) % (365 * DAY_SECONDS)) * 1000).toISOString();
  const deleted = j % 100 === 99 ? 1 : 0;
  const document = {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: template.document.Coding1AD,
    Coding1B: productCode,
    Coding1C: template.document.Coding1C,
    Descriptions1E: description,
    Descriptions1A: template.document.Descriptions1A,
    Parties1A: company.gln,
  };
  return [
    company.id,
    company.gln,
    gtin,
    '840',
    template.columns.unit_descriptor,
    productCode,
    description,
    template.columns.brand_name,
    template.columns.gpc_code,
    status,
    null,
    template.columns.missing_count,
    template.columns.has_allergens,
    template.columns.has_nutrients,
    template.columns.has_marketing,
    0,
    JSON.stringify(document),
    deleted ? 2 : 1,
    company.userId,
    modified,
    company.userId,
    modified,
    deleted,
    deleted ? modified : null,
    deleted ? company.userId : null,
  ];
}

/** Multi-row inserts, `perStatement` rows each, `perTransaction` rows per transaction. */
async function loadItems(db, companies) {
  const all = templates();
  const now = Date.now();
  const perStatement = db.dialect === 'postgres' ? 1000 : 400;
  const perTransaction = 10_000;
  const placeholders = (rows) => Array.from({ length: rows }, () => `(${COLUMNS.map(() => '?').join(',')})`).join(',');
  const statement = (rows) => `insert into catalog_item (${COLUMNS.join(',')}) values ${placeholders(rows)}`;
  const started = performance.now();
  for (const [k, company] of companies.entries()) {
    for (let start = 0; start < perPublisher; start += perTransaction) {
      await db.run('begin');
      for (let j = start; j < Math.min(perPublisher, start + perTransaction); j += perStatement) {
        const count = Math.min(perStatement, perPublisher - j, start + perTransaction - j);
        const params = [];
        for (let i = j; i < j + count; i++)
          params.push(...itemRow(all[(i * 31 + k * 17) % all.length], company, k, i, now));
        await db.run(statement(count), params);
      }
      await db.run('commit');
    }
  }
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function measure(token, title, apiPath, body, connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}/${apiPath}`,
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          call: title,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': Number(percentile(times, 50).toFixed(1)),
          'p95 ms': Number(percentile(times, 95).toFixed(1)),
          'p99 ms': Number(percentile(times, 99).toFixed(1)),
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** One call, to show what it answers (rows found) before it is measured. */
async function answer(token, apiPath, body) {
  const response = await fetch(`${base}/${apiPath}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const data = (await response.json()).data;
  return Array.isArray(data) ? `${data.length} suggestions` : `${data.totalRows} rows`;
}

const CALLS = [
  ['POST catalogs/search: default page (modifiedTime desc)', 'catalogs/search', {}],
  ['POST catalogs/search: keyword "chocolate"', 'catalogs/search', { keyword: 'chocolate' }],
  ['POST catalogs/search: brand Lindt', 'catalogs/search', { brands: ['Lindt'] }],
  ['POST catalogs/search: status Validated (5)', 'catalogs/search', { registrationStatuses: [5] }],
  ['POST catalogs/search: status Not Ready (1, with 2)', 'catalogs/search', { registrationStatuses: [1] }],
  ['POST catalogs/search: sorted by description', 'catalogs/search', { sortBy: 'description', sortDesc: false }],
  ['POST catalogs/search: page 50', 'catalogs/search', { pageNumber: 50 }],
  ['POST catalogs/searchDeleted: actionTime desc', 'catalogs/searchDeleted', { sortBy: 'actionTime', sortDesc: true }],
  ['GET catalogs/partialCatalog?keyword=choc', 'catalogs/partialCatalog?keyword=choc', null],
  ['GET catalogs/partialCatalog?keyword=zzq (no match)', 'catalogs/partialCatalog?keyword=zzq', null],
];

try {
  await waitForServer(base);
  const db = await connect();
  const site = (await signIn(base, 'site.admin')).authToken.token;
  const started = performance.now();
  const companies = await createPublishers(db, site);
  const setupSeconds = (performance.now() - started) / 1000;
  const loadSeconds = await loadItems(db, companies);
  // What autovacuum does to a table that just took a million rows (statistics, visibility map), done now so
  // the run does not depend on when it wakes up. SQLite gathers no statistics unless asked; the app does not.
  const analyzeStarted = performance.now();
  if (db.dialect === 'postgres') await db.run('vacuum analyze catalog_item');
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  const [{ n }] = await db.all('select count(*) as n from catalog_item');
  await db.close();
  console.log(
    `${publishers} publishers in ${setupSeconds.toFixed(1)} s; ${Number(n).toLocaleString('en')} items loaded in ` +
      `${loadSeconds.toFixed(1)} s (${Math.round(Number(n) / loadSeconds).toLocaleString('en')} rows/s)` +
      (db.dialect === 'postgres' ? `; VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s` : ''),
  );
  // A keep-alive connection left idle through the load may be closed as it is reused: sign in again once.
  const publisher = `bench.pub${Math.min(7, publishers - 1)}`;
  const token = (await signIn(base, publisher).catch(() => signIn(base, publisher))).authToken.token;
  const rows = [];
  for (const [title, apiPath, body] of CALLS) {
    console.log(`${title}: ${await answer(token, apiPath, body)}`);
    rows.push(await measure(token, title, apiPath, body, 1));
    rows.push(await measure(token, title, apiPath, body, 10));
  }
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${publishers} × ${perPublisher.toLocaleString('en')} items, ` +
      `publisher admin of one company, ${seconds} s per row; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.table(rows);
} finally {
  await cleanUp();
}
