import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gpcCovers, syncGpcBricks } from './gpc-brick-table.js';
import { gpcBrickLineage } from './gpc-classification.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = () => t.context.db.selectFrom('gpc_brick').selectAll().orderBy('brick_code').execute();
const covers = async (subscribed: string, brick: string) => {
  const value = (code: string) => sql<string>`cast(${code} as text)`;
  const { rows: answer } = await sql<{ covers: unknown }>`select case when ${gpcCovers(value(subscribed), value(brick))}
    then 1 else 0 end as covers`.execute(t.context.db);
  return Number(answer[0]!.covers) === 1;
};

describe('gpc_brick, the GPC hierarchy for SQL', () => {
  it('is mirrored at start: every placed brick with its class, family and segment', async () => {
    const stored = await rows();
    expect(stored).toHaveLength(gpcBrickLineage().length);
    expect(stored.find((row) => row.brick_code === '10000025')).toEqual({
      brick_code: '10000025',
      class_code: '50131700',
      family_code: '50130000',
      segment_code: '50000000',
    });
  });

  it('is put back in step by the next start: a changed row rewritten, a stray one deleted, a missing one added', async () => {
    const before = await rows();
    const db = t.context.db;
    await db.updateTable('gpc_brick').set({ class_code: '99999999' }).where('brick_code', '=', '10000025').execute();
    await db.deleteFrom('gpc_brick').where('brick_code', '=', '10000002').execute();
    await db
      .insertInto('gpc_brick')
      .values({ brick_code: '19999999', class_code: '50131700', family_code: '50130000', segment_code: '50000000' })
      .execute();
    await syncGpcBricks(db);
    expect(await rows()).toEqual(before);
  });

  it('tells a GPC code at or above a brick from one beside it', async () => {
    for (const code of ['10000025', '50131700', '50130000', '50000000'])
      expect(await covers(code, '10000025'), code).toBe(true);
    // Another brick, class and family of food; another segment; a brick outside the 2020 hierarchy.
    for (const code of ['10000002', '50270100', '50270000', '70000000'])
      expect(await covers(code, '10000025'), code).toBe(false);
    expect(await covers('10008070', '10008070')).toBe(true);
    expect(await covers('50000000', '10008070')).toBe(false);
  });
});
