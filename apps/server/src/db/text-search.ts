import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern for "contains", lower-cased, with the user's %, _ and \ escaped so they match themselves. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" that reads the same on SQLite and PostgreSQL: both sides lower-cased and an
 * explicit ESCAPE, because SQLite has no default one.
 */
export function containsText(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return likePattern(sql`lower(${column})`, containsPattern(text));
}

/** A keyword found in any of the columns, each as `containsText` reads it. */
export function containsInAny(columns: readonly Expression<string | null>[], text: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => containsText(column, text)),
    sql` or `,
  )})`;
}

/** `column LIKE pattern` with the escape character `containsPattern` uses. */
export function likePattern(column: Expression<string | null>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/** What joins the parts of a `searchText`: a character no keyword holds, so no match spans two of them. */
const SEARCH_SEPARATOR = '\u0001';

/**
 * The columns a keyword looks in as one lower-cased text, stored beside them: one LIKE on it instead of one
 * per column (migration 0013 fills the copies stored before it the same way).
 */
export function searchText(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part ?? '')
    .join(SEARCH_SEPARATOR)
    .toLowerCase();
}
