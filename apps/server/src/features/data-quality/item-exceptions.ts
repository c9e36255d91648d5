import { missingRequired, validateAttributes, validateTradeItem, type RuleItem } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';
import { codeLabel, hasCode } from '../metadata/code-lists.js';

/**
 * Spec point 3, `thresholdExceptionAttributes`: the attributes of a received item with missing or
 * inconsistent data: a required attribute left empty, a value the dictionary refuses, or one a GDSN rule
 * names in a failure. The buyer's "Exceptions" filter and the item detail's exception flags read them.
 */
export function exceptionAttributes(item: RuleItem, today = new Date()): string[] {
  const codes = new Set(missingRequired(item.attributes));
  for (const problem of validateAttributes(item.attributes, hasCode)) codes.add(problem.code);
  const failures = validateTradeItem(item, { today, hasCode, countryName: (code) => codeLabel('COUNTRY', code) });
  for (const failure of failures) if (failure.attribute) codes.add(failure.attribute);
  return [...codes].sort();
}

function parsed(text: string | null) {
  try {
    return text ? (JSON.parse(text) as RuleItem['attributes']) : {};
  } catch {
    return {};
  }
}

/**
 * Copies received before exceptions were kept (migration 0015 leaves them null) get theirs on the company's
 * next matching run; a delivery writes them with the copy from then on.
 */
export async function fillMissingExceptions(db: Db, companyId: number): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('received_item')
      .select(['id', 'attributes'])
      .where('company_id', '=', companyId)
      .where('exception_attributes', 'is', null)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      const codes = exceptionAttributes({ attributes: parsed(row.attributes), children: [] });
      await annotateCopies(db, { exception_attributes: JSON.stringify(codes), exception_count: codes.length })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < 500) return;
  }
}
