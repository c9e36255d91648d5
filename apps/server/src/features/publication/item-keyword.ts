import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { containsText } from '../../db/text-search.js';

/** The publication lists' keyword: in the GTIN, product code, description or brand of the item `c`. */
export function itemKeyword<DB extends Database & { c: Database['catalog_item'] }>(
  eb: ExpressionBuilder<DB, 'c'>,
  keyword: string,
): Expression<SqlBool> {
  const c = eb as unknown as ExpressionBuilder<{ c: Database['catalog_item'] }, 'c'>;
  return c.or([
    containsText(c.ref('c.gtin'), keyword),
    containsText(c.ref('c.product_code'), keyword),
    containsText(c.ref('c.description'), keyword),
    containsText(c.ref('c.brand_name'), keyword),
  ]);
}
