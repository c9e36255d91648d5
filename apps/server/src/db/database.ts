import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema/index.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
}

// COUNT(*) and BIGINT come back as strings from pg by default; ids and counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(options: { databaseUrl: string | null; sqliteFile: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover, an administrator) must not crash the
    // process: the pool discards it and opens a new one for the next query. Errors of running queries
    // still reach their callers.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: compiledOnce(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Statements kept compiled, by SQL text: the shapes a server runs number in the hundreds. */
const COMPILED_STATEMENTS = 1000;

/**
 * Kysely asks better-sqlite3 to compile every query it runs; compiling took some 5 % of a delivery job
 * (bench/publication.mjs). The compiled statement is kept and run again for the same SQL text, unless it is
 * still being read (a stream's open cursor), which gets a fresh one. Least recently used ones are dropped.
 */
function compiledOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      statements.delete(text);
      const statement = kept && !kept.busy ? kept : sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > COMPILED_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
