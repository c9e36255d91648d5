import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './database.js';
import { createScratchPostgres } from '../test/test-database.js';

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL connection pool', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchPostgres(serverUrl!);
    handle = openDatabase({ databaseUrl: scratch.url, sqliteFile: '' });
  });
  afterAll(async () => {
    await handle.destroy();
    await scratch.drop();
  });

  it('survives the server dropping an idle connection and reconnects for the next query', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows[0]!.one).toBe(1);
  });
});
