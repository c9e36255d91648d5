// Issue 18's proof: two API nodes and two worker nodes (separate processes, one PostgreSQL, each with its
// own data folder, files in the database) serve uploads, registrations, publications, CICs and a download
// driven through both API nodes alternately, while one API node and one worker are killed with SIGKILL in
// the middle. Every upload completes exactly once, no CIN is lost or sent twice, the download generated on a
// worker is served whole by an API node that did not make it, and the surviving nodes keep serving.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { parseGtin } from '@tradepool/domain';
import { call, eventually, signInApi as signIn } from './network-pools.js';
import { fillTemplate, realProductItems } from './real-products.js';

const serverUrl = process.env.DATABASE_URL;
test.skip(!serverUrl, 'several nodes share one PostgreSQL');

const HARBOR_EAST = '0843912000016';
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181) + 100;
/** A killed worker's job is taken up again after this (production: 60 s). */
const JOB_LOCK_MS = 3_000;
const UPLOADS = 4;
const ITEMS_PER_UPLOAD = 150;

interface Node {
  name: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  base: string;
}

async function admin(sql: string, url = serverUrl!): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startNode(name: string, port: number, databaseUrl: string, roles: { api: boolean; worker: boolean }): Node {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tradepool-${name}-`));
  const log = fs.openSync(path.join(dataDir, 'node.log'), 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_NAME: name,
      RUN_API: String(roles.api),
      RUN_WORKER: String(roles.worker),
      FILE_STORAGE: 'database',
      JOB_LOCK_MS: String(JOB_LOCK_MS),
      REGISTRY_RESPONSE_DELAY_MS: '500',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  });
  return { name, port, child, dataDir, base: `http://127.0.0.1:${port}/mds/app` };
}

async function ready(node: Node): Promise<void> {
  await expect(async () => {
    const response = await fetch(`${node.base}/health/ready`);
    expect(response.status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [250] });
}

test('two API nodes and two workers over one PostgreSQL lose nothing when one of each is killed', async () => {
  const testInfo = test.info();
  test.setTimeout(480_000);
  const dbName = `tp_multinode_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const nodes: Node[] = [];
  try {
    // All four start at once on the empty database: one migrates and seeds, the others wait their turn.
    const [api1, api2, worker1, worker2] = [
      startNode('api-1', BASE_PORT, databaseUrl, { api: true, worker: false }),
      startNode('api-2', BASE_PORT + 1, databaseUrl, { api: true, worker: false }),
      startNode('worker-1', BASE_PORT + 2, databaseUrl, { api: false, worker: true }),
      startNode('worker-2', BASE_PORT + 3, databaseUrl, { api: false, worker: true }),
    ] as const;
    nodes.push(api1, api2, worker1, worker2);
    await Promise.all(nodes.map(ready));
    const health = await call<{ roles: { api: boolean; worker: boolean } }>(worker1, null, 'GET', '/health/live');
    expect(health.roles).toEqual({ api: false, worker: true });
    expect((await fetch(`${worker1.base}/users`)).status).toBe(404);

    // A session made on one API node is good on the other.
    const publisher = await signIn(api1, 'pub.admin');
    expect(await call<{ login: string }>(api2, publisher, 'GET', '/users')).toMatchObject({ login: 'pub.admin' });

    // The GTIN template from one node, filled with real products, uploaded through both in turn.
    const template = testInfo.outputPath('template.xlsx');
    const templateResponse = await fetch(`${api2.base}/gdsn/download/template`, {
      headers: { authorization: `Bearer ${publisher}` },
    });
    expect(templateResponse.status).toBe(200);
    fs.writeFileSync(template, Buffer.from(await templateResponse.arrayBuffer()));
    const files = [];
    const expected = new Set<string>();
    for (let n = 0; n < UPLOADS; n++) {
      const items = realProductItems(ITEMS_PER_UPLOAD, 20 + n * ITEMS_PER_UPLOAD);
      for (const item of items) {
        const gtin = parseGtin(item.Coding1A as string);
        if (gtin.ok) expected.add(gtin.gtin);
      }
      const file = testInfo.outputPath(`upload-${n}.xlsx`);
      await fillTemplate(template, items, file);
      files.push(file);
    }
    const upload = async (node: Node, file: string) => {
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
      return call<{ uploadId: number }>(node, publisher, 'POST', '/gdsn/upload', form);
    };
    const uploadsStarted = new Date().toISOString();
    const uploadIds = [(await upload(api1, files[0]!)).uploadId, (await upload(api2, files[1]!)).uploadId];
    uploadIds.push((await upload(api1, files[2]!)).uploadId);

    // Mid-way, while it is processing an upload, one worker dies without a word, and so does an API node.
    const heldByWorker1 = () =>
      sql.query<{ id: number }>(
        `select id from job where status = 'running' and type in ('catalog.upload', 'catalog.validate')
         and locked_by like $1`,
        [`worker-${worker1.child.pid}-%`],
      );
    let interrupted = 0;
    await eventually(
      async () => {
        const { rows } = await heldByWorker1();
        expect(rows.length).toBeGreaterThan(0);
        interrupted = rows[0]!.id;
      },
      30_000,
      50,
    );
    api1.child.kill('SIGKILL');
    worker1.child.kill('SIGKILL');
    uploadIds.push((await upload(api2, files[3]!)).uploadId);

    // Every upload completes, each exactly once: each of its rows stored or refused once, no item twice.
    let storedCount = 0;
    await eventually(async () => {
      storedCount = 0;
      for (const id of uploadIds) {
        const summary = await call<{
          status: string;
          pendingCount: number;
          itemCount: number;
          itemsDone: number;
          storedCount: number;
          failureCount: number;
        }>(api2, publisher, 'GET', `/gdsn/upload/${id}`);
        expect(summary).toMatchObject({ status: 'done', pendingCount: 0, itemCount: ITEMS_PER_UPLOAD });
        expect(summary.storedCount + summary.failureCount).toBe(ITEMS_PER_UPLOAD);
        storedCount += summary.storedCount;
      }
    });
    const stored = await sql.query<{ gtin: string; n: string }>(
      `select gtin, count(*) as n from catalog_item where upload_id = any($1) and deleted = 0 group by gtin`,
      [uploadIds],
    );
    expect(stored.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(stored.rows.length).toBe(storedCount);
    expect(stored.rows.every((r) => expected.has(r.gtin))).toBe(true);

    // Registration: an RCI each, answered by the built-in registry's delayed jobs on the surviving worker.
    // The job the killed worker held was taken up by the other and finished.
    const retaken = await sql.query(`select status, attempts, locked_by from job where id = $1`, [interrupted]);
    expect(retaken.rows[0]).toMatchObject({ status: 'done', attempts: 2 });

    // Registration of items the uploads created (the real products overlap the demo catalog's, whose hierarchies
    // hold some of them).
    const validated = await sql.query<{ id: number }>(
      `select id from catalog_item where upload_id = any($1) and status = 5 and created_time >= $2 order by id limit 40`,
      [uploadIds, uploadsStarted],
    );
    const itemIds = validated.rows.map((r) => r.id);
    expect(itemIds.length).toBeGreaterThanOrEqual(20);
    await call(api2, publisher, 'POST', '/gdsn/tradeitems/registration/register', { catalogItemIds: itemIds });
    await eventually(async () => {
      const { rows } = await sql.query<{ n: string }>(
        `select count(*) as n from catalog_item where id = any($1) and reg_status = 'Registered'`,
        [itemIds],
      );
      expect(Number(rows[0]!.n)).toBe(itemIds.length);
    });

    // A node comes back (a restart), and the publications go through both API nodes.
    const api1Again = startNode('api-1b', BASE_PORT + 4, databaseUrl, { api: true, worker: false });
    nodes.push(api1Again);
    await ready(api1Again);
    const half = Math.ceil(itemIds.length / 2);
    for (const [node, ids] of [
      [api1Again, itemIds.slice(0, half)],
      [api2, itemIds.slice(half)],
    ] as const) {
      const result = await call<{ error_count: number }>(
        node,
        publisher,
        'POST',
        '/gdsn/publications/subscribers/publish',
        {
          catalogItemId: ids,
          gln: [HARBOR_EAST],
        },
      );
      expect(result, JSON.stringify(result)).toMatchObject({ error_count: 0 });
    }
    // Exactly one CIN per item to Harbor East, and its copy received.
    await eventually(async () => {
      const { rows } = await sql.query<{ id: number; cins: string; copies: string }>(
        `select c.id,
           (select count(*) from gdsn_message m where m.catalog_item_id = c.id and m.message_type = 'CIN'
              and m.receiver_gln = $2) as cins,
           (select count(*) from received_item r where r.source_item_id = c.id and r.subscriber_gln = $2) as copies
         from catalog_item c where c.id = any($1)`,
        [itemIds, HARBOR_EAST],
      );
      expect(rows.filter((r) => Number(r.cins) !== 1 || Number(r.copies) !== 1)).toEqual([]);
    });

    // Harbor East synchronises them, half through each API node; the publisher sees every CIC once.
    const buyer = await signIn(api2, 'sub.admin');
    const copies = await sql.query<{ id: number }>(
      `select id from received_item where source_item_id = any($1) and subscriber_gln = $2 order by id`,
      [itemIds, HARBOR_EAST],
    );
    const copyIds = copies.rows.map((r) => r.id);
    const split = Math.ceil(copyIds.length / 2);
    for (const [node, ids] of [
      [api2, copyIds.slice(0, split)],
      [api1Again, copyIds.slice(split)],
    ] as const) {
      const answer = await call<{ errorCount: number }>(node, buyer, 'POST', '/gdsn/subscriptions/cic', {
        catalogItemIds: ids,
        status: 'SYNCHRONISED',
      });
      expect(answer.errorCount).toBe(0);
    }
    await eventually(async () => {
      const { rows } = await sql.query<{ cic_status: string | null; n: string }>(
        `select cic_status, count(*) as n from publication where catalog_item_id = any($1) and subscriber_gln = $2
         group by cic_status`,
        [itemIds, HARBOR_EAST],
      );
      expect(rows).toEqual([{ cic_status: 'SYNCHRONISED', n: String(itemIds.length) }]);
    });
    const cics = await sql.query<{ n: string }>(
      `select count(*) as n from cic_history where catalog_item_id = any($1) and subscriber_gln = $2`,
      [itemIds, HARBOR_EAST],
    );
    expect(Number(cics.rows[0]!.n)).toBe(itemIds.length);

    // A report generated by the surviving worker is served by an API node that did not make it.
    expect(await call(api1Again, publisher, 'GET', '/catalogs/download/schedule?downloadType=1')).toBe('success');
    let requestId = 0;
    await eventually(async () => {
      const done = await call<Array<{ catalogDownloadId: number }>>(
        api2,
        publisher,
        'GET',
        '/catalogs/download/completedrequests',
      );
      expect(done.length).toBeGreaterThan(0);
      requestId = done[0]!.catalogDownloadId;
    });
    const file = await fetch(`${api2.base}/catalogs/download/file/${requestId}`, {
      headers: { authorization: `Bearer ${publisher}` },
    });
    expect(file.status).toBe(200);
    const report = testInfo.outputPath('report.xlsx');
    fs.writeFileSync(report, Buffer.from(await file.arrayBuffer()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(report);
    expect(workbook.worksheets.length).toBeGreaterThan(0);

    // The survivors keep serving; no job is left with the killed worker, none failed.
    await ready(api2);
    await ready(worker2);
    const jobs = await sql.query<{ status: string; locked_by: string | null; type: string }>(
      `select status, locked_by, type from job where status = 'failed' or locked_by like $1`,
      [`worker-${worker1.child.pid}-%`],
    );
    expect(jobs.rows).toEqual([]);
  } finally {
    for (const node of nodes) node.child.kill('SIGKILL');
    await sql.end();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    for (const node of nodes) fs.rmSync(node.dataDir, { recursive: true, force: true });
  }
});
