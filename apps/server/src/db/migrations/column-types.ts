import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/** An auto-numbered integer primary key on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName): CreateTableBuilder<T> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const flagColumn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
