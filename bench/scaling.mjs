// Issue 18: what a second process buys on this machine (2 cores), on PostgreSQL. On a database of its own,
// seeded with the demo data and catalog by a first node:
//   1. the authenticated list endpoint (`POST catalogs/search`, the catalog grid's default page, as pub.admin)
//      driven with autocannon, 10 connections for BENCH_SECONDS (10): one API node, then two behind nginx
//      (deploy/nginx.conf's settings, upstreams on this machine);
//   2. the upload pipeline: BENCH_FILES (4) GTIN templates of BENCH_ITEMS (2,000) base units each, uploaded
//      at once through an API node; the time until every item is stored and validated: one worker node, then
//      two (new GTINs each time);
// and for each run the CPU seconds the Node processes and PostgreSQL's backends spent, from /proc: the share
// of time in the database against in Node.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/scaling.mjs
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { CATALOG_COLUMNS, CATALOG_SHEET_NAME, catalogColumnHeader, catalogRowCells } from '@tradepool/domain';
import { pgAdmin } from './bench-db.mjs';
import { elapsed, loadAverage, sleep } from './bench-format.mjs';
import { baseUnitAttributesOf, gtinOf } from './bench-items.mjs';
import { measureCall, signIn, waitForServer } from './bench-server.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('the scaling bench runs on PostgreSQL: set DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const files = Number(process.env.BENCH_FILES ?? 4);
const perFile = Number(process.env.BENCH_ITEMS ?? 2_000);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8400);
const PROXY_PORT = BASE_PORT + 50;
const TICKS = 100;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-scaling-'));

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes: its backends serve the queries, so their CPU is the time spent in the database. */
const postgresPids = () =>
  execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);

/** CPU used by `nodes` and by PostgreSQL while `work` runs. Backends that ended in between are missed. */
async function cpuDuring(nodes, work) {
  const before = new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)]));
  const nodeBefore = nodes.map((n) => cpuSeconds(n.child.pid));
  const result = await work();
  const database = postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid) - (before.get(pid) ?? 0), 0);
  const node = nodes.reduce((sum, n, i) => sum + cpuSeconds(n.child.pid) - nodeBefore[i], 0);
  return {
    ...result,
    'node CPU s': node.toFixed(1),
    'db CPU s': database.toFixed(1),
    'db share': `${Math.round((100 * database) / (database + node))} %`,
  };
}

function startNode(name, port, databaseUrl, { api, worker }) {
  const dataDir = fs.mkdtempSync(path.join(workDir, `${name}-`));
  const child = spawn(process.execPath, ['--max-old-space-size=384', 'apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_NAME: name,
      RUN_API: String(api),
      RUN_WORKER: String(worker),
      FILE_STORAGE: 'database',
      LOGIN_RATE_LIMIT: '100000',
      REGISTRY_RESPONSE_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  return { name, port, child, base: `http://127.0.0.1:${port}/mds/app` };
}

async function stop(nodes) {
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((n) => new Promise((r) => (n.child.exitCode === null ? n.child.once('exit', r) : r()))));
}

/** nginx in front of the API nodes, with deploy/nginx.conf's proxy settings and these upstreams. */
function startProxy(apiPorts) {
  const conf = fs
    .readFileSync('deploy/nginx.conf', 'utf8')
    .replace(
      /server api-1:8080[^;]*;\n\s*server api-2:8080[^;]*;/,
      apiPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '),
    )
    .replace('listen 80;', `listen 127.0.0.1:${PROXY_PORT};`);
  const dir = fs.mkdtempSync(path.join(workDir, 'nginx-'));
  fs.writeFileSync(path.join(dir, 'site.conf'), conf);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nworker_processes 1;\nevents {}\n` +
      `http {\naccess_log off;\nclient_body_temp_path ${dir}/body;\nproxy_temp_path ${dir}/proxy;\n` +
      `include ${dir}/site.conf;\n}\n`,
  );
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { name: 'nginx', child, base: `http://127.0.0.1:${PROXY_PORT}/mds/app` };
}

async function writeTemplate(file, from) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false });
  const sheet = workbook.addWorksheet(CATALOG_SHEET_NAME);
  sheet.addRow(CATALOG_COLUMNS.map(catalogColumnHeader)).commit();
  sheet.addRow(CATALOG_COLUMNS.map((column) => column.key)).commit();
  for (let i = from; i < from + perFile; i++)
    sheet.addRow(catalogRowCells(baseUnitAttributesOf(i, gtinOf(i)))).commit();
  await workbook.commit();
}

/** Uploads the files at once through `api`, and waits until every item is stored and validated. */
async function uploadAll(api, token, paths) {
  const started = performance.now();
  const ids = await Promise.all(
    paths.map(async (file) => {
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
      const answer = await fetch(`${api.base}/gdsn/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then((r) => r.json());
      if (!answer.success) throw new Error(`upload: ${answer.error?.message}`);
      return answer.data.uploadId;
    }),
  );
  for (;;) {
    const summaries = await Promise.all(
      ids.map((id) =>
        fetch(`${api.base}/gdsn/upload/${id}`, { headers: { authorization: `Bearer ${token}` } })
          .then((r) => r.json())
          .then((a) => a.data),
      ),
    );
    if (summaries.every((s) => s.status === 'failed')) throw new Error('uploads failed');
    if (summaries.every((s) => s.status === 'done' && s.pendingCount === 0)) {
      const items = summaries.reduce((sum, s) => sum + s.storedCount, 0);
      const time = elapsed(started);
      return { 'items stored and validated': items, seconds: time.toFixed(1), 'items/s': Math.round(items / time) };
    }
    await sleep(250);
  }
}

const dbName = `tp_bench_scaling_${process.pid}`;
await pgAdmin(serverUrl, `CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const table = [];
let running = [];
try {
  // The first node migrates and seeds the demo data and catalog, and runs the jobs the seeding queued (the
  // deliveries, the buyers' matching), so none of them is left to weigh on the measured runs.
  const seeder = startNode('seed', BASE_PORT, databaseUrl, { api: true, worker: true });
  running = [seeder];
  await waitForServer(seeder.base);
  const jobs = new pg.Client({ connectionString: databaseUrl });
  await jobs.connect();
  const due = () =>
    jobs.query(`select 1 from job where status = 'running' or (status = 'queued' and run_at <= $1) limit 1`, [
      new Date().toISOString(),
    ]);
  while ((await due()).rowCount) await sleep(500);
  await jobs.end();
  await stop([seeder]);

  const api1 = startNode('api-1', BASE_PORT + 1, databaseUrl, { api: true, worker: false });
  const api2 = startNode('api-2', BASE_PORT + 2, databaseUrl, { api: true, worker: false });
  running = [api1, api2];
  await Promise.all(running.map((n) => waitForServer(n.base)));
  const token = (await signIn(api1.base, 'pub.admin')).authToken.token;
  const list = { apiPath: 'catalogs/search', body: {}, connections: 10, seconds };
  table.push({
    run: 'list, 1 API node',
    ...(await cpuDuring([api1], () => measureCall(api1.base, token, { title: 'POST catalogs/search', ...list }))),
  });
  const proxy = startProxy([api1.port, api2.port]);
  running.push(proxy);
  await waitForServer(proxy.base);
  table.push({
    run: 'list, 2 API nodes behind nginx',
    ...(await cpuDuring([api1, api2, proxy], () =>
      measureCall(proxy.base, token, { title: 'POST catalogs/search', ...list }),
    )),
  });

  for (const workers of [1, 2]) {
    const paths = [];
    for (let f = 0; f < files; f++) {
      const file = path.join(workDir, `upload-${workers}-${f}.xlsx`);
      await writeTemplate(file, 1_000_000 + (workers * files + f) * perFile);
      paths.push(file);
    }
    const nodes = Array.from({ length: workers }, (_, w) =>
      startNode(`worker-${workers}-${w}`, BASE_PORT + 10 + workers * 2 + w, databaseUrl, { api: false, worker: true }),
    );
    running.push(...nodes);
    await Promise.all(nodes.map((n) => waitForServer(n.base)));
    table.push({
      run: `upload, ${workers} worker node${workers > 1 ? 's' : ''}`,
      ...(await cpuDuring([api1, ...nodes], () => uploadAll(api1, token, paths))),
    });
    await stop(nodes);
    running = running.filter((n) => !nodes.includes(n));
  }
  console.log(
    `PostgreSQL, ${os.cpus().length} cores; list ${seconds} s at 10 connections; upload ${files} files × ` +
      `${perFile.toLocaleString('en-US')} base units; load average ${loadAverage()}`,
  );
  console.table(table);
} finally {
  await stop(running).catch(() => {});
  await pgAdmin(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  fs.rmSync(workDir, { recursive: true, force: true });
}
