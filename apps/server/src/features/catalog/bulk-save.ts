import {
  CREATE_KEY_CODES,
  GLN_PATTERN,
  REGISTRY_STATE,
  attributeByCode,
  isValidGln,
  parseGtin,
  validateAttributes,
  type GdsnElement,
  type GtinProblem,
  type ItemAttributes,
  type ItemVersionSource,
  type UserType,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { PlacedValue } from '../../gdsn/document/placed-values.js';
import { hasCode } from '../metadata/code-lists.js';
import { ancestorIds } from './hierarchy.js';
import { KEY_CODES, itemChanges, compactAttributes, promotedColumns, savedTree } from './item-document.js';
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

/** Where an uploaded row comes from: the GTIN template (spec point 5) or a GS1 XML CatalogueItemNotification. */
export type UploadSource = 'template' | 'cin';

/**
 * What a row must have for the item to be stored. The template asks for its 4 create keys (spec point 5). A
 * CIN's trade item is identified as GS1 identifies it: GTIN, target market and information provider (below),
 * with the unit descriptor that places it in its hierarchy; the description is not part of it (a hierarchy's
 * eaches often carry none), so validation judges it like every other value.
 */
const IDENTIFYING_CODES: Record<UploadSource, readonly string[]> = {
  template: CREATE_KEY_CODES,
  cin: [KEY_CODES.gtin, KEY_CODES.targetMarket, KEY_CODES.unitDescriptor],
};

const GTIN_REASONS: Record<GtinProblem, (text: string) => string> = {
  format: (text) => `${text} is not a valid GTIN: enter 8, 12, 13 or 14 digits with a valid GS1 check digit.`,
  checkDigit: (text) => `${text} is not a valid GTIN: its GS1 check digit is wrong.`,
  zero: (text) => `${text} is not a valid GTIN: a GTIN of all zeros identifies nothing.`,
};

/**
 * The information provider's problem as part of the key: a GLN's shape for the template (its check digit and
 * owner are validation's there), a valid GLN for a CIN, whose key GS1 makes of it.
 */
function providerProblem(gln: string, source: UploadSource): string | null {
  if (!GLN_PATTERN.test(gln)) return `Information Provider GLN ${gln} is not 13 digits.`;
  if (source === 'cin' && !isValidGln(gln))
    return `Information Provider GLN ${gln} is not a valid GLN: its GS1 check digit is wrong.`;
  return null;
}

/**
 * An uploaded row's attributes as a stored document. Only what leaves the item unidentifiable keeps a row
 * out: one of its identifying attributes (IDENTIFYING_CODES) missing or invalid, no GLN to be its information
 * provider (the owner has none) or a wrong one (providerProblem); such a row is reported with every problem it
 * has, so one correction fixes it. Anything else (an unknown code, a bad number, a GLN that is not the owner's)
 * is stored as given: validation fails the item with the reason (features/catalog/validation.ts), it shows on
 * /fix, and nothing the supplier sent is lost. The defaults are a save's (information provider and its name).
 */
export function uploadedDocument(owner: UploadOwner, raw: ItemAttributes, source: UploadSource): UploadedDocument {
  const problems: RowProblem[] = validateAttributes(raw, hasCode).map((p) => ({
    attribute: p.code,
    reason: p.message,
  }));
  const attributes = compactAttributes(raw);
  const identifying = IDENTIFYING_CODES[source];
  const isKey = (p: RowProblem) => p.attribute !== null && identifying.includes(p.attribute);
  // The GTIN's own reason replaces the dictionary's general one.
  const keyProblems = problems.filter((p) => isKey(p) && p.attribute !== KEY_CODES.gtin);
  for (const code of identifying) {
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
  const glnProblem = gln ? providerProblem(gln, source) : null;
  if (!gln)
    keyProblems.push({ attribute: null, reason: 'Your company has no GLN: add one to the company profile first.' });
  else if (glnProblem) keyProblems.push({ attribute: KEY_CODES.infoProviderGln, reason: glnProblem });
  if (keyProblems.length) {
    // In a CIN the GLN's key reason stands for the dictionary's general one about it.
    const saidOfKey = (p: RowProblem) => source === 'cin' && p.attribute === KEY_CODES.infoProviderGln;
    return { document: null, problems: [...keyProblems, ...problems.filter((p) => !isKey(p) && !saidOfKey(p))] };
  }
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
  /** The whole tradeItem a GS1 XML upload sent (its sections' values are `document`); none for a template row. */
  tree?: GdsnElement;
  /**
   * A template row's GDSN columns: values set in the item's tree (the stored one, or one made from `document`)
   * after the sections' values, each at its place.
   */
  placed?: readonly PlacedValue[];
}

/**
 * Writes a batch of checked rows as items of the owner, inside the caller's transaction: a row whose key
 * matches an active item updates it (a new version with what changed), others create items. The items
 * remember the upload and row, so validation errors can point at the file's row. A rejected registration is
 * forgotten: the fixed item goes back to being registrable. Each version says how it came (`source`: the
 * template, a GS1 XML file, an inbound CIN). Answers the item id of each row, in order.
 */
export async function storeUploadedItems(
  trx: Db,
  owner: UploadOwner,
  upload: { id: number; source: ItemVersionSource },
  items: readonly UploadedItem[],
  now: string,
): Promise<number[]> {
  const { id: uploadId, source } = upload;
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
      'gdsn_document',
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
    // A message sends the whole item; a template row gives the sections' values and its GDSN columns' (set at
    // their places), the rest of the item stays.
    const gdsnDocument = savedTree(item.tree ?? found?.gdsn_document ?? null, document, item.placed);
    if (found) {
      ids[index] = found.id;
      await updateItem(trx, found.id, {
        ...columns,
        attributes,
        gdsn_document: gdsnDocument,
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
        changes: JSON.stringify(
          itemChanges(
            { attributes: parseAttributes(found.attributes), tree: found.gdsn_document },
            { attributes: document, tree: gdsnDocument },
          ),
        ),
        attributes,
        gdsn_document: gdsnDocument,
        changed_by: owner.userId,
        changed_time: now,
        source,
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
          gdsn_document: gdsnDocument,
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
      changes: JSON.stringify(
        itemChanges(null, { attributes: items[index]!.document, tree: row.gdsn_document ?? null }),
      ),
      attributes: row.attributes,
      gdsn_document: row.gdsn_document,
      changed_by: owner.userId,
      changed_time: now,
      source,
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

/** The largest quantity a hierarchy link holds (a 32-bit column on both databases). */
const MAX_LINK_QUANTITY = 2_147_483_647;

/** A stated child as it can be linked: its GTIN in 14 digits, or why it cannot be. */
function statedChildren(children: readonly { gtin: string; quantity: number }[]) {
  const usable = new Map<string, number>();
  const reasons: string[] = [];
  for (const child of children) {
    const gtin = parseGtin(child.gtin);
    if (!gtin.ok) reasons.push(`Child ${GTIN_REASONS[gtin.problem](child.gtin)} It was not linked.`);
    else if (child.quantity > MAX_LINK_QUANTITY) {
      reasons.push(
        `Child GTIN ${gtin.gtin}: quantity ${child.quantity} is more than a hierarchy holds; it was not linked.`,
      );
    } else if (usable.has(gtin.gtin)) {
      reasons.push(
        `Child GTIN ${gtin.gtin} is listed twice; it was linked once, with quantity ${usable.get(gtin.gtin)}.`,
      );
    } else usable.set(gtin.gtin, child.quantity);
  }
  return { usable, reasons };
}

/**
 * The hierarchy an uploaded GS1 XML message states: each parent's children by GTIN (GTIN-8, 12 and 13 read as
 * their 14 digits), among the owner's active items of the parent's target market, preferring those of the
 * parent's information provider. Every child found is linked with its quantity, whatever its validation says;
 * one that cannot be (not in the catalog, refused from the file, listed twice, the item itself or above it)
 * is left out with the reason, answered for the parent's row. The parent's links are replaced by those found.
 */
export async function linkUploadedChildren(
  trx: Db,
  companyId: number,
  parent: { id: number; targetMarket: string; infoProviderGln: string },
  children: readonly { gtin: string; quantity: number }[],
): Promise<string[]> {
  const { usable, reasons } = statedChildren(children);
  const gtins = [...usable.keys()];
  const found = await trx
    .selectFrom('catalog_item')
    .select(['id', 'gtin', 'info_provider_gln'])
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .where('target_market', '=', parent.targetMarket)
    .where('gtin', 'in', gtins.length ? gtins : [''])
    .execute();
  const idByGtin = new Map<string, number>();
  for (const row of found) {
    if (!idByGtin.has(row.gtin) || row.info_provider_gln === parent.infoProviderGln) idByGtin.set(row.gtin, row.id);
  }
  const above = found.length ? await ancestorIds(trx, parent.id) : new Set<number>();
  const links: { childId: number; quantity: number }[] = [];
  for (const [gtin, quantity] of usable) {
    const childId = idByGtin.get(gtin);
    if (childId === undefined) {
      reasons.push(
        `Child GTIN ${gtin} is not in your catalog for target market ${parent.targetMarket}, so it was not linked.`,
      );
    } else if (childId === parent.id) {
      reasons.push(`Child GTIN ${gtin} is the item itself, so it was not linked.`);
    } else if (above.has(childId)) {
      reasons.push(`Child GTIN ${gtin} already holds this item: a hierarchy cannot loop, so it was not linked.`);
    } else links.push({ childId, quantity });
  }
  await replaceChildren(trx, companyId, parent.id, links);
  await updateItem(trx, parent.id, { child_count: links.length });
  return reasons;
}
