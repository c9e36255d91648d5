import { ATTRIBUTES, dmsTabOf, type DmsTab, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';

const TAB_OF_CODE = new Map(ATTRIBUTES.map((a) => [a.code, dmsTabOf(a.section)]));

/** The attributes whose values differ between two versions of an item's document, counted per item detail tab. */
export function changedAttributeCounts(previous: ItemAttributes, current: ItemAttributes): Record<DmsTab, number> {
  const counts: Record<DmsTab, number> = { core: 0, nutritional: 0, marketing: 0 };
  for (const code of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    if (JSON.stringify(previous[code] ?? null) === JSON.stringify(current[code] ?? null)) continue;
    counts[TAB_OF_CODE.get(code) ?? 'core']++;
  }
  return counts;
}

function documentOf(text: string | null): ItemAttributes {
  if (!text) return {};
  try {
    return JSON.parse(text) as ItemAttributes;
  } catch {
    return {};
  }
}

/**
 * The changes of the received items a matching run holds (`match_dirty = claimed`) and the delivery flagged
 * Changed: a new version after the buyer synchronised, counted against the version before it.
 */
export async function recordItemChanges(db: Db, companyId: number, claimed: number): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('received_item')
      .select(['id', 'attributes', 'previous_attributes'])
      .where('company_id', '=', companyId)
      .where('match_dirty', '=', claimed)
      .where('changed', '=', 1)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      const counts = changedAttributeCounts(documentOf(row.previous_attributes), documentOf(row.attributes));
      await annotateCopies(db, {
        core_changes: counts.core,
        nutritional_changes: counts.nutritional,
        marketing_changes: counts.marketing,
      })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < 500) return;
    after = rows[rows.length - 1]!.id;
  }
}
