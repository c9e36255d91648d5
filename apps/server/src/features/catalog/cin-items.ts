import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { KEY_CODES } from './item-document.js';

/**
 * Items as a CIN delivered them (GS1 XML through the upload or `POST gdsn/messages`, not saved since), judged
 * as GS1 judges a trade item rather than by the catalog's readiness: every GDSN rule, whatever their status.
 */

/** A validation failure without a GDSN rule of its own: the attribute it is about (none for the row) and why. */
interface Gap {
  attribute: string | null;
  message: string;
}

/**
 * What a trade item must carry that no global GDSN rule asks for: its GPC brick, which the CIN's schema
 * requires, and a description to be known by in the catalog, which GS1 leaves to the target markets (rule 590
 * in France, Finland and Italy). The reader already took the short description or the functional name for a
 * missing one.
 */
const CIN_GAPS: readonly (Gap & { attribute: string })[] = [
  {
    attribute: KEY_CODES.gpc,
    message: 'GPC Brick (gpcCategoryCode) is missing: GS1 classifies every trade item by its GPC brick.',
  },
  {
    attribute: KEY_CODES.description,
    message:
      'Trade Item Description (tradeItemDescription) is missing, and there is no short description or functional name to name the item by.',
  },
];

export function cinGaps(attributes: ItemAttributes): Gap[] {
  return CIN_GAPS.filter((gap) => {
    const value = attributes[gap.attribute];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/**
 * What the upload reported on the rows that wrote these items (a child it could not link, a part of the
 * hierarchy it could not read): reasons the item as stored is incomplete, which fail it with the rest. An item
 * saved since has no upload row, and so no such reason.
 */
export async function rowReasons(
  db: Db,
  items: readonly { id: number; upload_id: number | null; upload_row: number | null }[],
): Promise<Map<number, Gap[]>> {
  const reasons = new Map<number, Gap[]>();
  const fromRows = items.filter((i) => i.upload_id !== null && i.upload_row !== null);
  if (fromRows.length === 0) return reasons;
  const rows = await db
    .selectFrom('catalog_upload_failure')
    .select(['upload_id', 'row_number', 'attribute', 'reason'])
    .where('upload_id', 'in', [...new Set(fromRows.map((i) => i.upload_id!))])
    .where('row_number', 'in', [...new Set(fromRows.map((i) => i.upload_row!))])
    .orderBy('id')
    .execute();
  for (const item of fromRows) {
    const own = rows.filter((r) => r.upload_id === item.upload_id && r.row_number === item.upload_row);
    if (own.length) {
      reasons.set(
        item.id,
        own.map((r) => ({ attribute: r.attribute, message: r.reason })),
      );
    }
  }
  return reasons;
}
