// The benches' own way into a server's database: scratch PostgreSQL databases, a connection beside the
// server's, multi-row inserts.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `serverUrl` (to create or drop a scratch database). */
export async function pgAdmin(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The bench's own connection to a server's database: `databaseUrl`, else the SQLite file in `dataDir`. It
 * answers `run(sql, params)`, `all(sql, params)` and `close()`, with `?` placeholders on both databases.
 */
export async function benchConnection(databaseUrl, dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let n = 0;
    const numbered = (text) => text.replace(/\?/g, () => `$${++n}`);
    return {
      dialect: 'postgres',
      async run(text, params = []) {
        n = 0;
        await client.query(numbered(text), params);
      },
      async all(text, params = []) {
        n = 0;
        return (await client.query(numbered(text), params)).rows;
      },
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(path.join(dataDir, 'tradepool.db'));
  sqlite.pragma('busy_timeout = 10000');
  return {
    dialect: 'sqlite',
    async run(text, params = []) {
      sqlite.prepare(text).run(params);
    },
    async all(text, params = []) {
      return sqlite.prepare(text).all(params);
    },
    close: async () => sqlite.close(),
  };
}

/**
 * Inserts `count` rows (`rowOf(i)`: the values of `columns`) into `table` with multi-row inserts,
 * `perStatement` rows each (by default as many as 60,000 parameters on PostgreSQL and 30,000 on SQLite
 * hold), `perTransaction` rows a transaction. Answers the seconds it took.
 */
export async function insertRows(db, table, columns, count, rowOf, options = {}) {
  const perStatement =
    options.perStatement ?? Math.floor((db.dialect === 'postgres' ? 60_000 : 30_000) / columns.length);
  const perTransaction = options.perTransaction ?? 10_000;
  const placeholders = (rows) => Array.from({ length: rows }, () => `(${columns.map(() => '?').join(',')})`).join(',');
  const statement = (rows) => `insert into ${table} (${columns.join(',')}) values ${placeholders(rows)}`;
  const started = performance.now();
  for (let start = 0; start < count; start += perTransaction) {
    await db.run('begin');
    for (let j = start; j < Math.min(count, start + perTransaction); j += perStatement) {
      const rows = Math.min(perStatement, count - j, start + perTransaction - j);
      const params = [];
      for (let i = j; i < j + rows; i++) params.push(...rowOf(i));
      await db.run(statement(rows), params);
    }
    await db.run('commit');
  }
  return (performance.now() - started) / 1000;
}
