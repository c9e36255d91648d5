import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { createScratchPostgres } from '../../test/test-database.js';
import { migrateToLatest, migrations } from './index.js';

describe('0008-nutrient-units', () => {
  it('writes the unit a stored nutrient quantity was implied to be in, and leaves the rest alone', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-migrate-'));
    const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL) : null;
    const handle = openDatabase({ databaseUrl: scratch?.url ?? null, sqliteFile: path.join(dataDir, 'db.sqlite') });
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrations(handle.dialect) },
      });
      const { error } = await migrator.migrateTo('0007-registry-answers');
      expect(error).toBeUndefined();
      const company = await handle.db
        .insertInto('company')
        .values({ name: 'Old Foods', status: 1, created_time: '2026-01-01', modified_time: '2026-01-01' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = (gtin: string, attributes: object, hasNutrients: 0 | 1) => ({
        company_id: company.id,
        info_provider_gln: '0614141000012',
        gtin,
        target_market: '840',
        status: 1,
        missing_count: 0,
        has_nutrients: hasNutrients,
        has_allergens: 0,
        has_marketing: 0,
        child_count: 0,
        deleted: 0,
        attributes: JSON.stringify(attributes),
        version: 1,
        created_time: '2026-01-01T00:00:00.000Z',
        modified_time: '2026-01-01T00:00:00.000Z',
      });
      const before = {
        Coding1A: '00614141000029',
        Nutrient1D: [
          { Nutrient1DA: 'NA', Nutrient1DB: '0.3' },
          { Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'KGM' },
          { Nutrient1DA: 'FATRN', Nutrient1DC: '0' },
        ],
      };
      await handle.db
        .insertInto('catalog_item')
        .values([item('00614141000029', before, 1), item('00614141000036', { Coding1A: '00614141000036' }, 0)])
        .execute();

      expect(await migrateToLatest(handle)).toContain('0008-nutrient-units');

      const rows = await handle.db.selectFrom('catalog_item').select(['gtin', 'attributes']).orderBy('gtin').execute();
      expect(JSON.parse(rows[0]!.attributes)).toEqual({
        ...before,
        Nutrient1D: [
          { Nutrient1DA: 'NA', Nutrient1DB: '0.3', Nutrient1DD: 'MGM' },
          { Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'KGM' },
          { Nutrient1DA: 'FATRN', Nutrient1DC: '0' },
        ],
      });
      expect(JSON.parse(rows[1]!.attributes)).toEqual({ Coding1A: '00614141000036' });
    } finally {
      await handle.destroy();
      await scratch?.drop();
    }
  });
});
