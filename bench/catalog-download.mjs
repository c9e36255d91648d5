// Measures the catalog downloads on a large catalog: starts the built server on a database of its own,
// inserts BENCH_ITEMS items (100,000) for one publisher straight into catalog_item (attribute documents like
// the demo items: keys, descriptions, measures, parties, allergens, nutrients, files), then over HTTP as
// pub.admin: the catalog spreadsheet (.xlsm) of every item, the item status grid (.xlsx), the same
// spreadsheet as a scheduled report written by the worker, and the publisher items report (every item
// published to Harbor Foodservice East, half of them SYNCHRONISED). Prints seconds, MB and the server's RSS.
//
//   npm run build && node bench/catalog-download.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog-download.mjs
//   BENCH_ITEMS=20000 node bench/catalog-download.mjs           # another size
//   BENCH_TREES=1 BENCH_ITEMS=5000 node bench/catalog-download.mjs   # items with a whole tradeItem too
//
// With BENCH_TREES=1 each item also keeps a whole tradeItem (`gdsn_document`): its sections' values and, beside
// them, an ingredient statement in two languages and what two nutrient details say beyond the sections, so
// the spreadsheet has GDSN columns after the template's (a first pass over the trees finds them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { rowOf as itemRow } from './bench-items.mjs';
import { signIn, waitForServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8296);
const withTrees = process.env.BENCH_TREES === '1';
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const serverUrl = process.env.DATABASE_URL;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-'));
const base = `http://127.0.0.1:${port}/mds/app`;

async function scratchDatabase() {
  if (!serverUrl) return { url: '', drop: async () => {} };
  const name = `tp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function startServer(databaseUrl) {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: workDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      LOGIN_RATE_LIMIT: '100000',
      DOWNLOAD_DIRECT_MAX_ROWS: String(items * 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}

/** The whole tradeItem a bench item keeps with BENCH_TREES=1: its sections' values and some beside them. */
async function treeMaker() {
  const { sectionElement } = await import('../apps/server/dist/gdsn/messages/cin-builder.js');
  const { parseColumnCode } = await import('../apps/server/dist/gdsn/document/column-code.js');
  const { withPlacedValues } = await import('../apps/server/dist/gdsn/document/placed-values.js');
  const home = 'tradeItemInformation/extension';
  const at = (code, value) => ({ place: parseColumnCode(code).place, value });
  const placed = (i) => [
    at(`${home}/foodAndBeverageIngredientModule/ingredientStatement`, `Rolled oats ${i}, salt.`),
    at(`${home}/foodAndBeverageIngredientModule/ingredientStatement/@languageCode`, 'en'),
    at(`${home}/foodAndBeverageIngredientModule/ingredientStatement#2`, `Flocons d'avoine ${i}, sel.`),
    at(`${home}/foodAndBeverageIngredientModule/ingredientStatement#2/@languageCode`, 'fr'),
    at(`${home}/nutritionalInformationModule/nutrientHeader/nutrientDetail/nutrientValueDerivationCode`, 'CALCULATED'),
    at(
      `${home}/nutritionalInformationModule/nutrientHeader/nutrientDetail#2/nutrientValueDerivationCode`,
      'ANALYTICAL',
    ),
  ];
  return (row, i) => ({
    ...row,
    gdsn_document: JSON.stringify(withPlacedValues(sectionElement(JSON.parse(row.attributes)), placed(i))),
  });
}

/** Inserts the items: 5,000 per SQLite transaction, 500 per PostgreSQL INSERT. */
async function insertItems(databaseUrl) {
  const started = performance.now();
  const now = new Date().toISOString();
  const withTree = withTrees ? await treeMaker() : (row) => row;
  const rowOf = (i, companyId, when) => withTree(itemRow(i, companyId, when), i);
  if (!databaseUrl) {
    const db = new Database(path.join(workDir, 'tradepool.db'));
    db.pragma('busy_timeout = 5000');
    const companyId = db.prepare(`select id from company where name = 'Northwind Foods'`).get().id;
    const columns = Object.keys(rowOf(0, companyId, now));
    const insert = db.prepare(
      `insert into catalog_item (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const batch = db.transaction((from, to) => {
      for (let i = from; i < to; i++) insert.run(rowOf(i, companyId, now));
    });
    for (let from = 0; from < items; from += 5000) batch(from, Math.min(items, from + 5000));
    db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`select id from company where name = 'Northwind Foods'`);
    const companyId = rows[0].id;
    const columns = Object.keys(rowOf(0, companyId, now));
    for (let from = 0; from < items; from += 500) {
      const values = [];
      const tuples = [];
      for (let i = from; i < Math.min(items, from + 500); i++) {
        const row = rowOf(i, companyId, now);
        tuples.push(`(${columns.map((c) => `$${values.push(row[c])}`).join(', ')})`);
      }
      await client.query(`insert into catalog_item (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
    }
    await client.query('analyze catalog_item');
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** Publishes every bench item (ids above `after`) to Harbor East, delivered, every other one SYNCHRONISED. */
async function publishItems(databaseUrl, after) {
  const statement = `insert into publication (company_id, catalog_item_id, subscriber_gln, subscriber_company_id,
      active, cic_status, published_time, modified_time, root_item_id, delivery_status, delivered_version,
      delivered_time, cic_status_time, delivery_error)
    select c.company_id, c.id, h.gln, h.company_id, 1, case when c.id % 2 = 0 then 'SYNCHRONISED' end,
      c.created_time, c.created_time, c.id, 'delivered', c.version, c.created_time,
      case when c.id % 2 = 0 then c.created_time end, null
    from catalog_item c join company_gln h on h.gln = '0843912000016'
    where c.id > ${after}`;
  if (!databaseUrl) {
    const db = new Database(path.join(workDir, 'tradepool.db'));
    db.pragma('busy_timeout = 5000');
    db.exec(statement);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.query('analyze publication');
  await client.end();
}

/** The highest item id so far: the bench's items come after it. */
async function lastItemId(databaseUrl) {
  const statement = 'select max(id) as id from catalog_item';
  if (!databaseUrl) {
    const db = new Database(path.join(workDir, 'tradepool.db'), { readonly: true });
    const { id } = db.prepare(statement).get();
    db.close();
    return id;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(statement);
  await client.end();
  return Number(rows[0].id);
}

function memoryKb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

const mb = (kb) => `${Math.round(kb / 1024)} MB`;

/** Runs `task` while sampling the server's RSS every 20 ms; answers the task's result, seconds and peak. */
async function sampled(pid, task) {
  let peak = memoryKb(pid, 'VmRSS');
  const sampler = setInterval(() => (peak = Math.max(peak, memoryKb(pid, 'VmRSS'))), 20);
  const started = performance.now();
  try {
    const result = await task();
    return { result, seconds: (performance.now() - started) / 1000, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Downloads to a file, counting bytes as they arrive; answers the file, its size and the first byte's time. */
async function download(url, token, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const firstByte = (performance.now() - started) / 1000;
  const file = path.join(workDir, `download-${randomBytes(3).toString('hex')}.xlsx`);
  const out = fs.createWriteStream(file);
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
  return { file, bytes, firstByte, name: response.headers.get('content-disposition') };
}

/** Data rows of the first sheet (rows from `firstRow`), read with exceljs' streaming reader. */
async function countRows(file, firstRow) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(fs.createReadStream(file)), {});
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number >= firstRow) rows++;
    break;
  }
  return rows;
}

const post = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Schedules a report of `downloadType`, then polls its list every 250 ms until it is finished. */
async function scheduledReport(token, downloadType) {
  const call = (p, init = {}) =>
    fetch(`${base}/${p}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    );
  // The publisher items report keeps to its own list.
  const finished = async () =>
    downloadType === 4
      ? (await call('catalogs/download/scheduledrequests/pub', post({ pageNumber: 0 }))).data.results
      : (await call('catalogs/download/completedrequests')).data;
  const scheduled = await call(`catalogs/download/schedule?downloadType=${downloadType}`);
  if (scheduled.data !== 'success') throw new Error(`schedule: ${JSON.stringify(scheduled)}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const done = (await finished()).find((r) => r.downloadType === downloadType && r.status !== 'scheduled');
    if (done?.status === 'failed') throw new Error(`report failed: ${done.error}`);
    if (done?.status === 'done') return done;
  }
}

/** A scheduled report, from the request through the job to the file's last byte. */
async function fetchedReport(token, downloadType) {
  const done = await scheduledReport(token, downloadType);
  const file = await download(`${base}/catalogs/download/file/${done.catalogDownloadId}`, token);
  return { ...file, firstByte: undefined };
}

const scratch = await scratchDatabase();
let server = null;
try {
  server = await startServer(scratch.url);
  const demoItems = await lastItemId(scratch.url);
  const insertSeconds = await insertItems(scratch.url);
  await publishItems(scratch.url, demoItems);
  console.log(`inserted and published ${items.toLocaleString('en-US')} items in ${insertSeconds.toFixed(1)} s`);
  const token = (await signIn(base, 'pub.admin')).authToken.token;
  const idle = memoryKb(server.pid, 'VmRSS');
  const table = [];
  const record = (what, run, rows) =>
    table.push({
      download: what,
      rows,
      seconds: Number(run.seconds.toFixed(1)),
      'first byte s': run.result.firstByte === undefined ? '' : Number(run.result.firstByte.toFixed(1)),
      'file MB': Number((run.result.bytes / 1024 / 1024).toFixed(1)),
      'server RSS idle → peak': `${mb(idle)} → ${mb(run.peak)}`,
    });

  const spreadsheet = await sampled(server.pid, () =>
    download(`${base}/catalogs/download/spreadsheet/catalog?page=catalog`, token, post({})),
  );
  record('catalog spreadsheet (.xlsm), direct', spreadsheet, await countRows(spreadsheet.result.file, 3));
  const status = await sampled(server.pid, () =>
    download(`${base}/catalogs/download/itemgrid/catalog?page=catalog`, token, post({})),
  );
  record('item status (.xlsx), direct', status, await countRows(status.result.file, 2));
  const report = await sampled(server.pid, () => fetchedReport(token, 1));
  record('catalog spreadsheet, scheduled (job + fetch)', report, await countRows(report.result.file, 3));
  const publisherItems = await sampled(server.pid, () => fetchedReport(token, 4));
  record('publisher items report (job + fetch)', publisherItems, await countRows(publisherItems.result.file, 2));

  console.log(`database: ${scratch.url ? 'PostgreSQL' : 'SQLite'}${withTrees ? ', items with a whole tradeItem' : ''}`);
  console.table(table);
  console.log(`server peak RSS over the run (VmHWM): ${mb(memoryKb(server.pid, 'VmHWM'))}`);
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
