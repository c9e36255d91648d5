// Measures the item upload end to end (issue: a 100,000-row GTIN template uploaded and validated in under
// 60 s, the server under 500 MB) beside two floors, so the pipeline's overhead shows as a ratio:
//   1. writes a BENCH_ITEMS-row (100,000) GTIN template with exceljs' streaming writer, in the layout of
//      packages/domain (labels in row 1, codes in row 2, items from row 3; complete, valid base units);
//   2. reads it back with exceljs' streaming reader alone (the options of apps/server/src/files/sheet-rows.ts),
//      and times the bounds check that the server runs before that reader (files/workbook-bounds.ts);
//   3. inserts the same rows into catalog_item of a fresh database, 500 per INSERT, nothing else;
//   4. starts the built server with its job worker, uploads the file as pub.admin, and polls the upload
//      every 500 ms, sampling the server's RSS as it goes: processing lasts until its status is `validating`
//      (every row read and stored), validation until it is `done` (every stored item judged, the server's
//      `completedTime`).
//
//   npm run build && node bench/catalog-upload.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog-upload.mjs
//   BENCH_ITEMS=20000 node bench/catalog-upload.mjs           # another size
//   BENCH_SHARED_STRINGS=1 node bench/catalog-upload.mjs      # strings in a shared table, as Excel saves them
//   BENCH_FLOORS_ONLY=1 node bench/catalog-upload.mjs         # steps 1 and 2 only
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  CATALOG_COLUMNS,
  CATALOG_FIRST_DATA_ROW,
  CATALOG_SHEET_NAME,
  catalogColumnHeader,
  catalogRowCells,
} from '@tradepool/domain';
import { prepareDatabase } from '../apps/server/dist/boot.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { fileSource } from '../apps/server/dist/files/file-store.js';
import { checkWorkbookBounds } from '../apps/server/dist/files/workbook-bounds.js';
import { elapsed, mb, perSecond, sleep } from './bench-format.mjs';
import { baseUnitAttributesOf, gtinOf, rowOf } from './bench-items.mjs';
import { loopFigures, loopWindow, signIn, startBenchServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8295);
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const serverUrl = process.env.DATABASE_URL || '';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-upload-'));
const file = path.join(workDir, 'gtin-template.xlsx');
const sharedStrings = process.env.BENCH_SHARED_STRINGS === '1';
const INSERT_BATCH = 500;
const POLL_MS = 500;
const run = promisify(execFile);

/** The template as a user fills it: the domain's layout, every cell as text, one sheet named Catalog. */
async function writeTemplate() {
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: sharedStrings,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(CATALOG_SHEET_NAME);
  sheet.addRow(CATALOG_COLUMNS.map(catalogColumnHeader)).commit();
  sheet.addRow(CATALOG_COLUMNS.map((column) => column.key)).commit();
  for (let i = 0; i < items; i++) {
    const row = sheet.addRow(catalogRowCells(baseUnitAttributesOf(i, gtinOf(i))));
    if (i === 0 && row.number !== CATALOG_FIRST_DATA_ROW) throw new Error(`items start in row ${row.number}`);
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return { seconds: elapsed(started), bytes: fs.statSync(file).size };
}

/** exceljs' streaming reader alone, with the server's options, counting the item rows of the first sheet. */
async function readPlain() {
  const started = performance.now();
  const input = fs.createReadStream(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number >= CATALOG_FIRST_DATA_ROW) rows++;
    break;
  }
  input.destroy();
  return { rows, seconds: elapsed(started) };
}

/** The server's bounds check alone: every part inflated once, counted and scanned. */
async function checkBounds() {
  const started = performance.now();
  await checkWorkbookBounds(fileSource(file));
  return elapsed(started);
}

async function pgAdmin(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** A migrated, seeded database of the bench's own (no demo catalog): an SQLite file or a scratch PostgreSQL one. */
async function scratchDatabase() {
  const dataDir = path.join(workDir, 'insert');
  let url = '';
  let drop = async () => {};
  if (serverUrl) {
    const name = `tp_bench_upload_${process.pid}_${randomBytes(3).toString('hex')}`;
    await pgAdmin(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_CATALOG: 'false',
    });
    const { handle } = await prepareDatabase(config);
    await handle.destroy();
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, sqliteFile: path.join(dataDir, 'tradepool.db'), drop };
}

/**
 * The same items as bare `catalog_item` rows, 500 per INSERT, each its own transaction as the upload's
 * batches are; SQLite with the server's journal settings.
 */
async function bareInsert(db) {
  const now = new Date().toISOString();
  const batchOf = (from, companyId) => {
    const rows = [];
    for (let i = from; i < Math.min(items, from + INSERT_BATCH); i++)
      rows.push(rowOf(i, companyId, now, baseUnitAttributesOf));
    return rows;
  };
  const columns = Object.keys(rowOf(0, 0, now));
  const tuples = (count, placeholder) =>
    Array.from(
      { length: count },
      (_, r) => `(${columns.map((_, c) => placeholder(r * columns.length + c + 1)).join(', ')})`,
    ).join(', ');
  const statement = (count, placeholder) =>
    `insert into catalog_item (${columns.join(', ')}) values ${tuples(count, placeholder)}`;
  const company = `select id from company where name = 'Northwind Foods'`;
  if (!db.url) {
    const sqlite = new Database(db.sqliteFile);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    const companyId = sqlite.prepare(company).get().id;
    const full = sqlite.prepare(statement(INSERT_BATCH, () => '?'));
    const started = performance.now();
    for (let from = 0; from < items; from += INSERT_BATCH) {
      const rows = batchOf(from, companyId);
      const insert = rows.length === INSERT_BATCH ? full : sqlite.prepare(statement(rows.length, () => '?'));
      insert.run(rows.flatMap((row) => columns.map((c) => row[c])));
    }
    const insertSeconds = elapsed(started);
    const { n } = sqlite.prepare('select count(*) as n from catalog_item').get();
    sqlite.close();
    return { rows: n, seconds: insertSeconds };
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const companyId = (await client.query(company)).rows[0].id;
    const started = performance.now();
    for (let from = 0; from < items; from += INSERT_BATCH) {
      const rows = batchOf(from, companyId);
      await client.query(
        statement(rows.length, (n) => `$${n}`),
        rows.flatMap((row) => columns.map((c) => row[c])),
      );
    }
    const insertSeconds = elapsed(started);
    const { n } = (await client.query('select count(*)::int as n from catalog_item')).rows[0];
    return { rows: n, seconds: insertSeconds };
  } finally {
    await client.end();
  }
}

/** The API's Node process: e2e/start-server.mjs runs it as its child. */
async function apiPid(wrapperPid) {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(wrapperPid)]);
  return Number(stdout.trim().split(/\s+/)[0]);
}

async function rssKb(pid) {
  const { stdout } = await run('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim());
}

const highWaterKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Samples the RSS every 500 ms until stopped; answers the peak seen. */
function rssSampler(pid) {
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await rssKb(pid).catch(() => 0));
      await sleep(POLL_MS);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return peak;
  };
}

async function call(base, token, apiPath, init = {}) {
  const response = await fetch(`${base}/${apiPath}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${apiPath}: ${response.status} ${answer.error?.message}`);
  return answer.data;
}

/**
 * Upload request start → the file processed (status `validating`, seen by the poll, so within 500 ms) → every
 * stored item validated (status `done`, stamped by the server as `completedTime`).
 */
async function pipeline(base, token) {
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'gtin-template.xlsx');
  const started = performance.now();
  const startedAt = Date.now();
  const answer = await call(base, token, 'gdsn/upload', { method: 'POST', body: form });
  const counted = elapsed(started);
  let processedAt = null;
  // The slowest progress call: how long other requests wait while the jobs run.
  let slowestPoll = 0;
  for (;;) {
    await sleep(POLL_MS);
    const asked = performance.now();
    const summary = await call(base, token, `gdsn/upload/${answer.uploadId}`);
    slowestPoll = Math.max(slowestPoll, elapsed(asked));
    if (summary.status === 'failed') throw new Error(`upload failed: ${summary.failureMessage}`);
    // Every row read: the poll sees the validation begin. A validation done between two polls leaves it `done`.
    if (summary.status === 'validating' || summary.status === 'done') processedAt ??= Date.now();
    if (summary.status === 'done') {
      const processed = (processedAt - startedAt) / 1000;
      const validated = (Date.parse(summary.completedTime) - startedAt) / 1000;
      return { answer, summary, counted, processed, validated, total: elapsed(started), slowestPoll };
    }
  }
}

let server = null;
let insertDb = null;
try {
  const template = await writeTemplate();
  console.log(
    `template: ${items.toLocaleString('en-US')} items, ${CATALOG_COLUMNS.length} columns, ` +
      `${(template.bytes / 1024 / 1024).toFixed(1)} MB${sharedStrings ? ' (shared strings)' : ''}, ` +
      `written in ${template.seconds.toFixed(1)} s`,
  );
  const read = await readPlain();
  if (read.rows !== items) throw new Error(`read ${read.rows} item rows, wrote ${items}`);
  const bounds = await checkBounds();
  console.log(
    `plain exceljs read ${read.seconds.toFixed(1)} s; bounds check ${bounds.toFixed(1)} s ` +
      `(${((bounds / read.seconds) * 100).toFixed(0)} % of the read); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  if (process.env.BENCH_FLOORS_ONLY !== '1') await pipelineRun(read, bounds);
} finally {
  if (server) {
    server.stop();
    await new Promise((r) => (server.server.exitCode === null ? server.server.once('exit', r) : r()));
  }
  await insertDb?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** Steps 3 and 4, with the floors beside them. */
async function pipelineRun(read, bounds) {
  insertDb = await scratchDatabase();
  const insert = await bareInsert(insertDb);
  if (insert.rows !== items) throw new Error(`inserted ${insert.rows} rows, meant ${items}`);

  server = await startBenchServer(port, { worker: true });
  const pid = await apiPid(server.server.pid);
  const token = (await signIn(server.base, 'pub.admin')).authToken.token;
  const closeLoop = await loopWindow(server.base, (await signIn(server.base, 'site.admin')).authToken.token);
  const idle = await rssKb(pid);
  const stopSampling = rssSampler(pid);
  let upload;
  let peak;
  try {
    upload = await pipeline(server.base, token);
  } finally {
    peak = await stopSampling();
  }
  const loop = await closeLoop();
  const { summary, counted, processed, validated, total, slowestPoll } = upload;
  if (upload.answer.files[0].itemCount !== items) throw new Error(`counted ${upload.answer.files[0].itemCount}`);

  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(`database: ${serverUrl ? 'PostgreSQL' : 'SQLite'}; load average ${load.join(' ')}`);
  const step = (name, seconds) => ({ step: name, seconds: +seconds.toFixed(1), 'items/s': perSecond(items, seconds) });
  console.table([
    step('plain exceljs read (count rows)', read.seconds),
    step('bounds check (every part inflated and scanned once)', bounds),
    step('bare insert, 500 rows per INSERT', insert.seconds),
    step('pipeline: upload response (counting pass)', counted),
    step('pipeline: processing (job catalog.upload, until status validating)', processed - counted),
    step('pipeline: validation (job catalog.validate, until status done)', Math.max(0, validated - processed)),
    step('pipeline: total, end to end', total),
  ]);
  console.log(
    `stored ${summary.storedCount.toLocaleString('en-US')}, rows failed ${summary.failureCount}; ` +
      `validated ${summary.validatedCount.toLocaleString('en-US')}, failed validation ${summary.failedCount}, ` +
      `not ready ${summary.notReadyCount}`,
  );
  console.log(
    `ratio pipeline / read ${(total / read.seconds).toFixed(1)}x, pipeline / insert ${(total / insert.seconds).toFixed(1)}x`,
  );
  console.log(
    `server RSS idle ${mb(idle)}, peak sampled every ${POLL_MS} ms ${mb(peak)}, VmHWM ${mb(highWaterKb(pid))}; ` +
      `slowest progress call ${slowestPoll.toFixed(1)} s`,
  );
  console.log(`upload and validation: ${loopFigures(loop)}`);
}
