import {
  CREATE_KEY_CODES,
  GLN_PATTERN,
  REGISTRY_STATE,
  attributeByCode,
  parseGtin,
  validateAttributes,
  type GtinProblem,
  type ItemAttributes,
  type UserType,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { hasCode } from '../metadata/code-lists.js';
import { KEY_CODES, attributeChanges, compactAttributes, promotedColumns } from './item-document.js';
import { companyGlns, companyName, insertItems, insertVersions, replaceChildren, updateItem } from './repo.js';
import { queuePublicationRefresh } from '../publication/service.js';
import { parseAttributes } from './visible-item.js';

/** Who an upload writes for: the owner company (its GLNs and name, read once per file) and the uploader. */
export interface UploadOwner {
  companyId: number;
  userId: number | null;
  userType: UserType;
  glns: readonly string[];
  name: string;
}

export async function uploadOwner(
  db: Db,
  owner: { companyId: number; userId: number | null; userType: UserType },
): Promise<UploadOwner> {
  return { ...owner, glns: await companyGlns(db, owner.companyId), name: await companyName(db, owner.companyId) };
}

/** A problem of an uploaded row: the attribute (dictionary code, or null for the row) and the reason. */
export interface RowProblem {
  attribute: string | null;
  reason: string;
}

/** What an uploaded row becomes: a stored document, or (when it cannot be identified) nothing. */
export type UploadedDocument = { document: ItemAttributes; problems: [] } | { document: null; problems: RowProblem[] };

const GTIN_REASONS: Record<GtinProblem, (text: string) => string> = {
  format: (text) => `${text} is not a valid GTIN: enter 8, 12, 13 or 14 digits with a valid GS1 check digit.`,
  checkDigit: (text) => `${text} is not a valid GTIN: its GS1 check digit is wrong.`,
  zero: (text) => `${text} is not a valid GTIN: a GTIN of all zeros identifies nothing.`,
};

/**
 * An uploaded row's attributes as a stored document. Only what leaves the item unidentifiable keeps a row
 * out: one of the 4 keys (GTIN, target market, unit descriptor, description) missing or invalid, no GLN to
 * be its information provider (the owner has none) or one that is not 13 digits; such a row is reported with every problem it has, so one
 * correction fixes it. Anything else (an unknown code, a bad number, a GLN that is not the owner's) is stored
 * as given: validation fails the item with the reason (features/catalog/validation.ts), it shows on /fix,
 * and nothing the supplier sent is lost. The defaults are a save's (information provider and its name).
 */
export function uploadedDocument(owner: UploadOwner, raw: ItemAttributes): UploadedDocument {
  const problems: RowProblem[] = validateAttributes(raw, hasCode).map((p) => ({
    attribute: p.code,
    reason: p.message,
  }));
  const attributes = compactAttributes(raw);
  const isKey = (p: RowProblem) => p.attribute !== null && CREATE_KEY_CODES.includes(p.attribute);
  // The GTIN's own reason replaces the dictionary's general one.
  const keyProblems = problems.filter((p) => isKey(p) && p.attribute !== KEY_CODES.gtin);
  for (const code of CREATE_KEY_CODES) {
    if (!attributes[code])
      keyProblems.push({ attribute: code, reason: `${attributeByCode(code)!.label} is required.` });
  }
  const gtinText = attributes[KEY_CODES.gtin];
  if (typeof gtinText === 'string' && gtinText) {
    const gtin = parseGtin(gtinText);
    if (gtin.ok) attributes[KEY_CODES.gtin] = gtin.gtin;
    else keyProblems.unshift({ attribute: KEY_CODES.gtin, reason: GTIN_REASONS[gtin.problem](gtinText) });
  }
  const asked = attributes[KEY_CODES.infoProviderGln];
  const gln = typeof asked === 'string' && asked ? asked : owner.glns[0];
  if (!gln)
    keyProblems.push({ attribute: null, reason: 'Your company has no GLN: add one to the company profile first.' });
  // Part of the item's key, so it must at least have a GLN's shape; its check digit and owner are validation's.
  else if (!GLN_PATTERN.test(gln)) {
    keyProblems.push({
      attribute: KEY_CODES.infoProviderGln,
      reason: `Information Provider GLN ${gln} is not 13 digits.`,
    });
  }
  if (keyProblems.length) return { document: null, problems: [...keyProblems, ...problems.filter((p) => !isKey(p))] };
  const document: ItemAttributes = { ...attributes, [KEY_CODES.infoProviderGln]: gln! };
  if (!document[KEY_CODES.infoProviderName]) document[KEY_CODES.infoProviderName] = owner.name;
  return { document, problems: [] };
}

/** An item's key within its owner: GTIN + target market + information provider GLN. */
export const rowKey = (row: { gtin: string; target_market: string; info_provider_gln: string }): string =>
  [row.gtin, row.target_market, row.info_provider_gln].join('/');

/** The same key of a checked document (its GTIN normalised, its information provider filled). */
export const documentKey = (document: ItemAttributes): string =>
  rowKey({
    gtin: document[KEY_CODES.gtin] as string,
    target_market: document[KEY_CODES.targetMarket] as string,
    info_provider_gln: document[KEY_CODES.infoProviderGln] as string,
  });

export interface UploadedItem {
  rowNumber: number;
  document: ItemAttributes;
}

/**
 * Writes a batch of checked rows as items of the owner, inside the caller's transaction: a row whose key
 * matches an active item updates it (a new version with what changed), others create items. The items
 * remember the upload and row, so validation errors can point at the file's row. A rejected registration is
 * forgotten: the fixed item goes back to being registrable. Answers the item id of each row, in order.
 */
export async function storeUploadedItems(
  trx: Db,
  owner: UploadOwner,
  uploadId: number,
  items: readonly UploadedItem[],
  now: string,
): Promise<number[]> {
  if (items.length === 0) return [];
  // Looked up by GTIN alone, owner and deletion checked here: given `company_id = ? and deleted = 0`, SQLite
  // (which has no statistics) walks an index on (company_id, deleted), every item of the company for each
  // batch, which made a 100,000-row upload quadratic (docs/PERFORMANCE.md).
  const sameGtin = await trx
    .selectFrom('catalog_item')
    .select([
      'id',
      'company_id',
      'deleted',
      'gtin',
      'target_market',
      'info_provider_gln',
      'attributes',
      'version',
      'reg_status',
      'child_count',
    ])
    .where('gtin', 'in', [...new Set(items.map((i) => i.document[KEY_CODES.gtin] as string))])
    .execute();
  const existing = sameGtin.filter((e) => e.company_id === owner.companyId && e.deleted === 0);
  const byKey = new Map(existing.map((e) => [rowKey(e), e]));

  const ids: number[] = new Array<number>(items.length);
  const versions: Parameters<typeof insertVersions>[1] = [];
  const inserts: { index: number; row: Parameters<typeof insertItems>[1][number] }[] = [];
  for (const [index, item] of items.entries()) {
    const found = byKey.get(documentKey(item.document));
    // The child count is kept by the system, so a spreadsheet never carries it: keep the item's own.
    const document =
      found && found.child_count > 0
        ? { ...item.document, [KEY_CODES.childCount]: String(found.child_count) }
        : item.document;
    const columns = promotedColumns(document, owner.userType);
    const attributes = JSON.stringify(document);
    if (found) {
      ids[index] = found.id;
      await updateItem(trx, found.id, {
        ...columns,
        attributes,
        version: found.version + 1,
        modified_by: owner.userId,
        modified_time: now,
        upload_id: uploadId,
        upload_row: item.rowNumber,
        ...(found.reg_status === REGISTRY_STATE.rejected ? { reg_status: null } : {}),
      });
      versions.push({
        catalog_item_id: found.id,
        company_id: owner.companyId,
        version: found.version + 1,
        change_type: 'update',
        changes: JSON.stringify(attributeChanges(parseAttributes(found.attributes), document)),
        attributes,
        changed_by: owner.userId,
        changed_time: now,
      });
    } else {
      inserts.push({
        index,
        row: {
          company_id: owner.companyId,
          ...columns,
          reg_status: null,
          child_count: 0,
          attributes,
          version: 1,
          created_by: owner.userId,
          created_time: now,
          modified_by: owner.userId,
          modified_time: now,
          deleted: 0,
          action_time: null,
          deleted_by: null,
          upload_id: uploadId,
          upload_row: item.rowNumber,
        },
      });
    }
  }
  const inserted = await insertItems(
    trx,
    inserts.map((i) => i.row),
  );
  inserts.forEach(({ index, row }, i) => {
    ids[index] = inserted[i]!;
    versions.push({
      catalog_item_id: inserted[i]!,
      company_id: owner.companyId,
      version: 1,
      change_type: 'create',
      changes: JSON.stringify(attributeChanges({}, items[index]!.document)),
      attributes: row.attributes,
      changed_by: owner.userId,
      changed_time: now,
    });
  });
  await insertVersions(trx, versions);
  await queuePublicationRefresh(
    trx,
    owner.companyId,
    versions.filter((v) => v.change_type === 'update').map((v) => v.catalog_item_id),
  );
  return ids;
}

/**
 * The hierarchy an uploaded GS1 XML message states: each parent's children by GTIN, among the owner's
 * active items of the parent's target market. Answers the children it could not find; the parent's links
 * are replaced only when every child was found.
 */
export async function linkUploadedChildren(
  trx: Db,
  companyId: number,
  parent: { id: number; targetMarket: string },
  children: readonly { gtin: string; quantity: number }[],
): Promise<string[]> {
  const gtins = children.map((c) => c.gtin);
  const found = await trx
    .selectFrom('catalog_item')
    .select(['id', 'gtin'])
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .where('target_market', '=', parent.targetMarket)
    .where('gtin', 'in', gtins.length ? gtins : [''])
    .execute();
  const idByGtin = new Map(found.map((f) => [f.gtin, f.id]));
  const missing = gtins.filter((g) => !idByGtin.has(g));
  if (missing.length) return missing;
  await replaceChildren(
    trx,
    companyId,
    parent.id,
    children.map((c) => ({ childId: idByGtin.get(c.gtin)!, quantity: c.quantity })),
  );
  await updateItem(trx, parent.id, { child_count: children.length });
  return [];
}
