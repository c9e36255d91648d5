// Starts the built server for the browser tests on a database of its own: a fresh SQLite folder, or,
// with DATABASE_URL set, a fresh PostgreSQL database on that server, dropped when the run ends.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-e2e-'));
const serverUrl = process.env.DATABASE_URL;
let databaseUrl = '';
let dbName = null;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  dbName = `tp_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // The browser tests sign in as the demo users: on PostgreSQL the demo is seeded only when asked.
    SEED_DEMO_DATA: 'true',
    PORT: process.env.E2E_PORT ?? '8181',
    LOG_LEVEL: 'warn',
  },
});

let cleaning = false;
async function cleanUp(code) {
  if (cleaning) return;
  cleaning = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
child.on('exit', (code) => void cleanUp(code ?? 1));
process.on('SIGTERM', () => void cleanUp(0));
process.on('SIGINT', () => void cleanUp(0));
