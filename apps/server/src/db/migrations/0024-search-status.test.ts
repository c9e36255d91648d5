import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { createScratchPostgres } from '../../test/test-database.js';
import { migrateToLatest, migrations } from './index.js';

describe('0024-search-status', () => {
  it("gives the postings their copy's CIC state, and keeps it as the state changes", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-migrate-'));
    const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL) : null;
    const handle = openDatabase({ databaseUrl: scratch?.url ?? null, sqliteFile: path.join(dataDir, 'db.sqlite') });
    const db = handle.db;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(handle.dialect) } });
      expect((await migrator.migrateTo('0023-file-store')).error).toBeUndefined();
      const company = await db
        .insertInto('company')
        .values({ name: 'Buyer Foods', status: 1, created_time: '2026-01-01', modified_time: '2026-01-01' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const terms = await db
        .insertInto('received_term')
        .values([
          { company_id: company.id, field: 'brand', term: 'lindt' },
          { company_id: company.id, field: 'description', term: 'truffles' },
        ])
        .returning('id')
        .execute();
      const termIds = terms.map((t) => t.id);
      const copy = (gtin: string, cicStatus: string | null) => ({
        company_id: company.id,
        subscriber_gln: '0843912000016',
        info_provider_gln: '0761305000019',
        gtin,
        target_market: '840',
        root_gtin: gtin,
        children: '[]',
        attributes: '{}',
        version: 1,
        withdrawn: 0,
        cic_status: cicStatus,
        search_terms: JSON.stringify(termIds),
        received_time: '2026-01-01T00:00:00.000Z',
        modified_time: '2026-01-01T00:00:00.000Z',
      });
      const copies = await db
        .insertInto('received_item')
        .values([copy('00761305000019', 'SYNCHRONISED'), copy('00761305000026', null)] as never)
        .returning('id')
        .execute();
      await db
        .insertInto('received_item_term')
        .values(copies.flatMap((c) => termIds.map((term) => ({ term_id: term, received_item_id: c.id }))) as never)
        .execute();

      expect(await migrateToLatest(handle)).toContain('0024-search-status');
      const states = async () =>
        (
          await db
            .selectFrom('received_item_term')
            .select(['received_item_id', 'cic_code'])
            .orderBy('received_item_id')
            .orderBy('term_id')
            .execute()
        ).map((p) => [p.received_item_id, p.cic_code]);
      const [synced, fresh] = copies.map((c) => c.id);
      expect(await states()).toEqual([
        [synced, 3],
        [synced, 3],
        [fresh, 0],
        [fresh, 0],
      ]);

      await db.updateTable('received_item').set({ cic_status: 'REVIEW' }).where('id', '=', fresh!).execute();
      await db.updateTable('received_item').set({ cic_status: null }).where('id', '=', synced!).execute();
      expect(await states()).toEqual([
        [synced, 0],
        [synced, 0],
        [fresh, 2],
        [fresh, 2],
      ]);
    } finally {
      await handle.destroy();
      await scratch?.drop();
    }
  });
});
