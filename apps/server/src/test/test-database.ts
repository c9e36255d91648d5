import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set, each test file gets a database of its own on that server (created here, dropped
 * after), so runs and files never see each other's rows. Without it, the caller uses a fresh SQLite file.
 */
export async function createScratchPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
