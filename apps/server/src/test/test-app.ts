import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@tradepool/domain';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { prepareDatabase } from '../boot.js';
import { createReceivedCopies } from '../composition/received-copies.js';
import { loadConfig, type Config } from '../config.js';
import { createFileStore } from '../files/create-file-store.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { jobHandlers } from '../jobs/handlers.js';
import { createWorker, type Worker } from '../jobs/worker.js';
import { createLifecycle } from '../lifecycle.js';
import { createMailer } from '../mail/mailer.js';
import { createScratchPostgres } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  worker: Worker;
  config: Config;
  /** Signs a demo user in and answers the bearer token. */
  signIn(login: string, password?: string): Promise<string>;
  call<T = unknown>(options: InjectOptions & { token?: string }): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-test-'));
  // A second node of a test shares the first one's database (`databaseUrl`, `sqliteFile` in the overrides).
  const ownDatabase = overrides.databaseUrl === undefined && overrides.sqliteFile === undefined;
  const scratch =
    process.env.DATABASE_URL && ownDatabase ? await createScratchPostgres(process.env.DATABASE_URL) : null;
  const config: Config = {
    // FILE_STORAGE=database runs a suite against the database file store, as DATABASE_URL does PostgreSQL.
    // The tests sign in as the demo users, on PostgreSQL too, where the demo is seeded only when asked.
    ...loadConfig({ DATA_DIR: dataDir, FILE_STORAGE: process.env.FILE_STORAGE, SEED_DEMO_DATA: 'true' }),
    databaseUrl: scratch?.url ?? null,
    webDistDir: null,
    loginRateLimitPerMinute: 10_000,
    runWorker: false,
    // The demo catalog costs 0.2 s per app on SQLite and 0.6 s on PostgreSQL; tests that read it ask for it.
    seedDemoCatalog: false,
    registryResponseDelayMs: 0,
    ...overrides,
  };
  const { handle } = await prepareDatabase(config);
  const files = createFileStore(config, handle);
  const context: AppContext = {
    config,
    handle,
    db: handle.db,
    mailer: createMailer(config, files),
    files,
    lifecycle: createLifecycle('test'),
    receivedCopies: createReceivedCopies(),
  };
  const app = await buildApp(context, false);
  await app.ready();
  const worker = createWorker({ handle, handlers: jobHandlers(context), log: app.log });

  async function call<T>(options: InjectOptions & { token?: string }) {
    const { token, ...rest } = options;
    const response = await app.inject({
      ...rest,
      headers: { ...rest.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }

  return {
    app,
    context,
    worker,
    config,
    call,
    async signIn(login, password = DEMO_PASSWORD) {
      const { status, body } = await call<{ authToken: { token: string } }>({
        method: 'POST',
        url: '/mds/app/users/authenticate',
        payload: { userName: login, password },
      });
      if (status !== 200 || !body.data) throw new Error(`sign-in of ${login} failed: ${status} ${body.error?.message}`);
      return body.data.authToken.token;
    },
    async close() {
      await app.close();
      await handle.destroy();
      await scratch?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
