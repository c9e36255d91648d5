import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GLOBAL_REGISTRY_GLN } from '@tradepool/domain';
import type { CertifiedPool } from '../registry-node/registry-config.js';
import { createRegistryNode, type RegistryNode } from '../registry-node/registry-node.js';
import { createScratchPostgres } from './test-database.js';

export interface TestRegistry {
  node: RegistryNode;
  /** `http://127.0.0.1:<port>`: the registry on loopback. */
  url: string;
  /** Posts a message as a pool (its token), answering the status and body. */
  post(token: string | null, xml: string, contentType?: string): Promise<{ status: number; body: string }>;
  /** Runs the registry's due jobs (its deliveries to the pools). */
  deliver(): Promise<number>;
  close(): Promise<void>;
}

/** The Global Registry process on loopback, on a database of its own (PostgreSQL with DATABASE_URL). */
export async function startTestRegistry(pools: () => CertifiedPool[]): Promise<TestRegistry> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-registry-'));
  const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL) : null;
  const config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: scratch?.url ?? null,
    dataDir,
    sqliteFile: path.join(dataDir, 'registry.db'),
    registryGln: GLOBAL_REGISTRY_GLN,
    // Read at each use: a test certifies pools whose addresses it learns after the registry started.
    get pools() {
      return pools();
    },
    bodyLimit: 64 * 1024,
    logLevel: 'silent',
    shutdownGraceMs: 1000,
    jobLockMs: 60_000,
  };
  const node = await createRegistryNode(config, { logger: false });
  await node.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = node.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    node,
    url,
    async post(token, xml, contentType = 'application/xml') {
      const response = await fetch(`${url}/registry/messages`, {
        method: 'POST',
        body: xml,
        headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: response.status, body: await response.text() };
    },
    deliver: () => node.worker.drain(),
    async close() {
      await node.close(0);
      await scratch?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FakePool {
  url: string;
  /** Every POST it took: its path, authorization header and body. */
  received: { path: string; authorization: string | undefined; body: string }[];
  /** The status it answers with (202 unless a test says otherwise). */
  status: number;
  close(): Promise<void>;
}

/** A data pool's registry endpoint on loopback that keeps what it is sent. */
export async function startFakePool(): Promise<FakePool> {
  const pool: FakePool = {
    url: '',
    received: [],
    status: 202,
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (pool.status < 300) {
        pool.received.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      }
      response.statusCode = pool.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pool.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return pool;
}
