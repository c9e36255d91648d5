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
import os from 'node:os';
import { gs1CheckDigit } from '@tradepool/domain';
import { insertRows } from './bench-db.mjs';
import { compactDocument, ITEM_ROW_COLUMNS, offTemplates, variantDescription } from './bench-items.mjs';
import { createCompanies, measureCall, signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8298);
const publishers = Number(process.env.BENCH_PUBLISHERS ?? 50);
const perPublisher = Number(process.env.BENCH_ITEMS_PER_PUBLISHER ?? 20_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const DAY_SECONDS = 86_400;

// ---------------------------------------------------------------------------------------------------------
// The server, on a database of its own

const { base, connect, cleanUp } = await startOwnServer('catalog', port);

// ---------------------------------------------------------------------------------------------------------
// Publishers and their items

/** Publisher `k`'s GS1 company prefix (7 digits): its GLN and its items' GTINs are numbered under it. */
const prefix = (k) => `08${10000 + k}`;
const withCheckDigit = (body) => `${body}${gs1CheckDigit(body)}`;
const gln = (k) => withCheckDigit(`${prefix(k)}00000`);

/** 50 publisher companies with a GLN each and a publisher admin (PUB_ADMIN, role 4) who may sign in at once. */
async function createPublishers(db, token) {
  // Publisher admins (PUB_ADMIN, role 4).
  const companies = await createCompanies(base, token, db, {
    label: 'Bench Publisher',
    count: publishers,
    gln,
    fields: { step: 'integrationsapplications', isGdsn: 1, rolePub: 1 },
    login: 'bench.pub',
    roleId: 4,
  });
  await db.run(
    `update app_user set policy_accepted = 1, is_first_time = 0, force_change_password = 0 where login like 'bench.pub%'`,
  );
  const users = await db.all(`select id, company_id from app_user where login like 'bench.pub%'`);
  return companies.map((c) => ({ ...c, userId: users.find((u) => u.company_id === c.id).id }));
}

/** The demo catalog's base documents with their promoted columns, computed once. */
const templates = () => offTemplates({ gln: '0000000000000', name: 'Bench' });

/**
 * Item `j` of publisher `k`: a demo document under the publisher's GS1 prefix, changed at some moment of
 * the last year; 1 % deleted, 2 % Validated, some In Process and Failed. The stored document is compact:
 * the keys and the promoted values (the search reads only the columns).
 */
function itemRow(template, company, k, j, now) {
  const reference = String(j).padStart(5, '0');
  const gtin = `0${withCheckDigit(`${prefix(k)}${reference}`)}`;
  const description = variantDescription(template, j);
  const productCode = `P${k}-${reference}`;
  const status = j % 50 === 7 ? 5 : j % 211 === 3 ? 3 : j % 997 === 5 ? 9 : template.columns.status;
  const modified = new Date(now - ((j * 7919 + k * 104_729) % (365 * DAY_SECONDS)) * 1000).toISOString();
  const deleted = j % 100 === 99 ? 1 : 0;
  const document = compactDocument(template, { gtin, productCode, description, gln: company.gln });
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

/** Multi-row inserts, `perStatement` rows each, 10,000 rows per transaction. */
async function loadItems(db, companies) {
  const all = templates();
  const now = Date.now();
  const perStatement = db.dialect === 'postgres' ? 1000 : 400;
  let seconds = 0;
  for (const [k, company] of companies.entries()) {
    seconds += await insertRows(
      db,
      'catalog_item',
      ITEM_ROW_COLUMNS,
      perPublisher,
      (i) => itemRow(all[(i * 31 + k * 17) % all.length], company, k, i, now),
      { perStatement },
    );
  }
  return seconds;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

const measure = (token, title, apiPath, body, connections) =>
  measureCall(base, token, { title, apiPath, body, connections, seconds });

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
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${publishers} × ${perPublisher.toLocaleString('en')} items, ` +
      `publisher admin of one company, ${seconds} s per row; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.table(rows);
} finally {
  await cleanUp();
}
