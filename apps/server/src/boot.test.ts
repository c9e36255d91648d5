import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORT_COMPANY_ID } from '@tradepool/domain';
import { prepareDatabase } from './boot.js';
import { loadConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import { DEMO_COMPANIES, DEMO_OUTSIDE_SUBSCRIBER, DEMO_USERS } from './db/seed/demo-data.js';
import { MERCATO_USERS } from './db/seed/demo-data-mercato.js';
import { createScratchPostgres } from './test/test-database.js';

describe('first and later starts', () => {
  it('migrates and seeds the first time, then keeps the data', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-boot-'));
    const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL) : null;
    const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }), databaseUrl: scratch?.url ?? null };
    try {
      const first = await prepareDatabase(config);
      expect(first.migrated).toEqual(Object.keys(migrations(first.handle.dialect)));
      expect(first.migrated[0]).toBe('0001-tenancy');
      expect(first.seeded).toBe(true);
      const support = await first.handle.db
        .selectFrom('company')
        .select(['id', 'name'])
        .where('id', '=', SUPPORT_COMPANY_ID)
        .executeTakeFirst();
      expect(support?.name).toBe('Tradepool Support');
      await first.handle.db.updateTable('company').set({ name: 'Renamed Support' }).where('id', '=', 1).execute();
      await first.handle.destroy();

      const second = await prepareDatabase(config);
      expect(second.migrated).toEqual([]);
      expect(second.seeded).toBe(false);
      const users = await second.handle.db.selectFrom('app_user').select('login').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
      const renamed = await second.handle.db
        .selectFrom('company')
        .select('name')
        .where('id', '=', 1)
        .executeTakeFirst();
      expect(renamed?.name).toBe('Renamed Support');
      await second.handle.destroy();
      if (!scratch) await expect(fs.stat(path.join(dataDir, 'tradepool.db'))).resolves.toBeTruthy();
    } finally {
      await scratch?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the network demo's second pool", () => {
  it('seeds Mercato Retail, its item master and no GLN of the Tradepool demo', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-boot-'));
    const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL) : null;
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', DEMO_DATA_SET: 'mercato' }),
      databaseUrl: scratch?.url ?? null,
    };
    try {
      const { handle, seeded } = await prepareDatabase(config);
      expect(seeded).toBe(true);
      const { db } = handle;
      const companies = await db.selectFrom('company').select(['id', 'name']).orderBy('id').execute();
      expect(companies.map((c) => c.name)).toEqual(['Mercato Pool Support', 'Mercato Retail']);
      const glns = (await db.selectFrom('company_gln').select('gln').execute()).map((g) => g.gln);
      const tradepoolGlns = new Set(DEMO_COMPANIES.flatMap((c) => c.glns));
      expect(glns.filter((gln) => tradepoolGlns.has(gln))).toEqual([]);
      expect(glns).toContain(DEMO_OUTSIDE_SUBSCRIBER.gln);
      const logins = (await db.selectFrom('app_user').select('login').execute()).map((u) => u.login).sort();
      expect(logins).toEqual(MERCATO_USERS.map((u) => u.login).sort());
      const master = await db
        .selectFrom('subscriber_item')
        .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('gtin').as('keyed')])
        .where('company_id', '=', companies[1]!.id)
        .executeTakeFirstOrThrow();
      expect(Number(master.all)).toBeGreaterThan(500);
      expect(Number(master.keyed)).toBeGreaterThan(Number(master.all) / 3);
      expect(await db.selectFrom('catalog_item').select('id').limit(1).execute()).toEqual([]);
      await handle.destroy();
    } finally {
      await scratch?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('nodes starting together on one PostgreSQL', () => {
  it('take turns: one migrates and seeds, the others find it done', async () => {
    const scratch = await createScratchPostgres(process.env.DATABASE_URL!);
    const config = {
      ...loadConfig({ DATA_DIR: os.tmpdir(), SEED_DEMO_DATA: 'true' }),
      databaseUrl: scratch.url,
      seedDemoCatalog: false,
    };
    try {
      const nodes = await Promise.all([1, 2, 3].map(() => prepareDatabase(config)));
      expect(nodes.filter((n) => n.seeded)).toHaveLength(1);
      expect(nodes.filter((n) => n.migrated.length > 0)).toHaveLength(1);
      const users = await nodes[0]!.handle.db.selectFrom('app_user').select('login').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
      await Promise.all(nodes.map((n) => n.handle.destroy()));
    } finally {
      await scratch.drop();
    }
  });
});
