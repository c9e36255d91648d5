// The GDSN network on one machine for the browser tests: a Global Registry and two data pools, each its own
// process on loopback with a database of its own (pool A on SQLite, pool B and the registry on PostgreSQL).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD } from './session.js';

export interface NetworkProcess {
  name: string;
  port: number;
  dataDir: string;
  /** Where its API answers: `/mds/app` for a pool, `/registry` for the registry. */
  base: string;
  origin: string;
  env: NodeJS.ProcessEnv;
  script: string;
  child: ChildProcess;
  databaseUrl: string | null;
}

/** Whatever answers the pool API: a pool of the network, or a node of one pool (e2e/multi-node.spec.ts). */
export type ApiNode = Pick<NetworkProcess, 'name' | 'base'>;

type Envelope<T> = { success: boolean; data: T; error: { message: string } | null };

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of this run's own on the server `serverUrl` names; `drop` removes it. */
export async function scratchDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tp_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
}

function spawnProcess(p: Omit<NetworkProcess, 'child'>): NetworkProcess {
  const log = fs.openSync(path.join(p.dataDir, `${p.name}.log`), 'a');
  const child = spawn(process.execPath, [p.script], { stdio: ['ignore', log, log], env: p.env });
  return { ...p, child };
}

/** Starts a process again as it was (same database, same data folder), after it stopped or was killed. */
export function restart(p: NetworkProcess): NetworkProcess {
  const again = spawnProcess(p);
  p.child = again.child;
  return p;
}

export function kill(p: NetworkProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  p.child.kill('SIGKILL');
  return exited;
}

export interface PoolOptions {
  name: string;
  port: number;
  gln: string;
  databaseUrl: string | null;
  demoDataSet: 'tradepool' | 'mercato';
  registryUrl: string;
  registryToken: string;
  extraEnv?: NodeJS.ProcessEnv;
}

export function startPool(o: PoolOptions): NetworkProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tradepool-${o.name}-`));
  const origin = `http://127.0.0.1:${o.port}`;
  return spawnProcess({
    name: o.name,
    port: o.port,
    dataDir,
    origin,
    base: `${origin}/mds/app`,
    script: 'apps/server/dist/main.js',
    databaseUrl: o.databaseUrl,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      DEMO_DATA_SET: o.demoDataSet,
      DATA_POOL_GLN: o.gln,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      NODE_NAME: o.name,
      GLOBAL_REGISTRY_URL: o.registryUrl,
      GLOBAL_REGISTRY_TOKEN: o.registryToken,
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...o.extraEnv,
    },
  });
}

export interface RegistryOptions {
  port: number;
  databaseUrl: string | null;
  pools: { gln: string; url: string; token: string }[];
}

export function startRegistry(o: RegistryOptions): NetworkProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-registry-'));
  const origin = `http://127.0.0.1:${o.port}`;
  return spawnProcess({
    name: 'registry',
    port: o.port,
    dataDir,
    origin,
    base: `${origin}/registry`,
    script: 'apps/server/dist/registry-main.js',
    databaseUrl: o.databaseUrl,
    env: {
      ...process.env,
      REGISTRY_DATABASE_URL: o.databaseUrl ?? '',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_PORT: String(o.port),
      REGISTRY_HOST: '127.0.0.1',
      REGISTRY_POOLS: JSON.stringify(o.pools),
      LOG_LEVEL: 'warn',
    },
  });
}

/** Waits until the process answers its health check (a pool's readiness, the registry's health). */
export async function ready(p: NetworkProcess): Promise<void> {
  const url = p.script.endsWith('registry-main.js') ? `${p.base}/health` : `${p.base}/health/ready`;
  await expect(async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
  }).toPass({ timeout: 120_000, intervals: [250] });
}

/** A call to a pool's API with a bearer token; its envelope's data, or an error naming the pool and the call. */
export async function call<T>(
  pool: ApiNode,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${pool.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${pool.name} ${method} ${url}: ${response.status} ${envelope.error?.message}`);
  return envelope.data;
}

export async function signInApi(pool: ApiNode, login: string): Promise<string> {
  const data = await call<{ authToken: { token: string } }>(pool, null, 'POST', '/users/authenticate', {
    userName: login,
    password: DEMO_PASSWORD,
  });
  return data.authToken.token;
}

/** Polls until `check` passes. */
export async function eventually(check: () => Promise<void>, timeout = 120_000, interval = 500): Promise<void> {
  await expect(check).toPass({ timeout, intervals: [interval] });
}

/** Stops every process and removes its data folder (the caller drops its PostgreSQL databases). */
export async function stopAll(processes: readonly NetworkProcess[]): Promise<void> {
  await Promise.all(processes.map(kill));
  for (const p of processes) fs.rmSync(p.dataDir, { recursive: true, force: true });
}

/** One AS2 POST as it crossed the wire: its headers and its body, byte for byte. */
export interface CapturedPost {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A relay on loopback between two pools, as a capture on the wire would see their AS2: each POST to `port` is
 * kept and passed on to `target`, and the answer (the MDN) passed back.
 */
export function wireTap(port: number, target: string): { captured: CapturedPost[]; close: () => Promise<void> } {
  const captured: CapturedPost[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers[name] = value;
      }
      captured.push({ headers, body });
      fetch(`${target}${request.url}`, { method: 'POST', headers, body })
        .then(async (answer) => {
          const answerHeaders: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'transfer-encoding', 'connection', 'content-encoding'].includes(name)) {
              answerHeaders[name] = value;
            }
          });
          response.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  server.listen(port, '127.0.0.1');
  return { captured, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
