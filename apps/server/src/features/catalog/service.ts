import type { z } from 'zod';
import {
  CATALOG_STATUS,
  CREATE_KEY_CODES,
  REGISTRY_STATE,
  SECTION_LABELS,
  TYPEAHEAD_MAX_SUGGESTIONS,
  attributeByCode,
  hierarchyProblems,
  missingRequired,
  parseGtin,
  validateAttributes,
  weightProblems,
  type AttributeSection,
  type CatalogItemDetail,
  type CatalogRow,
  type CatalogSuggestion,
  type GdsnElement,
  type ItemAttributes,
  type NutritionalFilter,
  type Page,
  type RuleProblem,
  type catalogItemKeySchema,
  type catalogSaveSchema,
  type catalogSearchSchema,
  isGdsnUser,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso, usDayStart } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { itemTree } from '../../gdsn/document/item-tree.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { hasCode } from '../metadata/code-lists.js';
import { ancestorIds, link } from './hierarchy.js';
import { editedTree, refuseOversizedTree } from './edited-tree.js';
import { KEY_CODES, itemChanges, compactAttributes, promotedColumns, savedTree } from './item-document.js';
import { parseAttributes, visibleItem } from './visible-item.js';
import { enqueueValidation } from './validation.js';
import {
  authorsOf,
  childrenOf,
  childrenOfOthers,
  companyGlns,
  companyName,
  countItems,
  deleteLinksOfParents,
  distinctBrands,
  findItemIdByKey,
  insertItems,
  insertVersions,
  itemsByIds,
  markDeleted,
  pageIds,
  parentsOf,
  publicationsOf,
  publishedAmong,
  replaceChildren,
  rowsByIds,
  suggestItems,
  updateItem,
  type CatalogFilter,
} from './repo.js';
import { queuePublicationRefresh } from '../publication/service.js';

export { enqueueValidation, itemFailures, validateItems } from './validation.js';
export { parseAttributes } from './visible-item.js';
export { KEY_CODES, promotedColumns, savedTree } from './item-document.js';
export { placedBounds, treeBounds, treeFailures } from './tree-failures.js';
export {
  documentKey,
  linkUploadedChildren,
  rowKey,
  storeUploadedItems,
  uploadOwner,
  uploadedDocument,
} from './bulk-save.js';
export type { RowProblem, UploadOwner, UploadSource, UploadedItem } from './bulk-save.js';

type CatalogSearchInput = z.output<typeof catalogSearchSchema>;

// ---------------------------------------------------------------------------------------------------------
// Search

/** A GTIN typed in a search: 14 digits (padded from 8, 12 or 13) match exactly, fewer digits are a "contains". */
export function gtinFilter(text: string | null | undefined): { exact: string } | { contains: string } | null {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const parsed = parseGtin(digits);
  return parsed.ok ? { exact: parsed.gtin } : { contains: digits };
}

/**
 * A search request as the repo's filter, for the caller's company. Spec point 4: status 2 is paired with 1
 * in a filter (both are "not yet registered"). Exported for the downloads, which export what the grid shows.
 */
export function catalogFilter(principal: Principal, search: CatalogSearchInput, deleted: 0 | 1): CatalogFilter {
  const statuses = [...(search.registrationStatuses ?? []), ...(search.status ? [search.status] : [])];
  if (statuses.includes(CATALOG_STATUS.notReady)) statuses.push(CATALOG_STATUS.ready);
  const lastDays = search.lastDays ?? 0;
  const from = [
    search.fromDate ? usDayStart(search.fromDate) : null,
    search.lastUpdateDate ? usDayStart(search.lastUpdateDate) : null,
    lastDays > 0 ? new Date(Date.now() - lastDays * 86_400_000).toISOString() : null,
  ].filter((d): d is string => d !== null);
  const before = [
    search.toDate ? usDayStart(search.toDate, 1) : null,
    search.lastUpdateDate ? usDayStart(search.lastUpdateDate, 1) : null,
  ].filter((d): d is string => d !== null);
  return {
    scope: companyScope(principal),
    deleted,
    id: search.id ?? null,
    gtin: gtinFilter(search.gtin),
    productCode: search.productCode || null,
    description: search.description || null,
    keyword: search.keyword || null,
    modifiedFrom: from.length ? from.sort().at(-1)! : null,
    modifiedBefore: before.length ? before.sort()[0]! : null,
    statuses: statuses.length ? [...new Set(statuses)] : null,
    authors: search.authors?.length ? search.authors : null,
    authorName: search.userName || null,
    brands: search.brands?.length ? search.brands : null,
    productData: productDataFilter(search),
    subscriberGlns: search.subscriberGlns?.length ? search.subscriberGlns : null,
    published: search.publicationStatus ? search.publicationStatus === 1 : null,
    cicStatuses: search.notificationStatuses?.length ? search.notificationStatuses : null,
  };
}

/** Spec point 9's product data filter: "Does (not) have" what `nutritionals` names, once both are chosen. */
export function productDataFilter(search: {
  productDataStatus?: 1 | 2 | null;
  nutritionals?: NutritionalFilter[] | null;
}): { has: boolean; of: NutritionalFilter[] } | null {
  return search.productDataStatus && search.nutritionals?.length
    ? { has: search.productDataStatus === 1, of: search.nutritionals }
    : null;
}

const authorName = (row: { first_name: string | null; last_name: string | null }) =>
  row.first_name || row.last_name ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : null;

/**
 * Spec point 4's DMS item status of a published item, from its subscribers' CICs (REVIEW → Review,
 * SYNCHRONISED → Synchronised, REJECTED → Reject; not yet confirmed or only received → New): the one that
 * asks most of the publisher wins. Null when the item is published to no one.
 */
function dmsStatusOf(cicStatuses: readonly (string | null)[]): string | null {
  if (!cicStatuses.length) return null;
  if (cicStatuses.includes('REJECTED')) return 'Reject';
  if (cicStatuses.includes('REVIEW')) return 'Review';
  if (cicStatuses.every((s) => s === 'SYNCHRONISED')) return 'Synchronised';
  return 'New';
}

/** Grid rows for these ids, in the order given, with their subscribers. */
export async function catalogRows(db: Db, ids: readonly number[]): Promise<CatalogRow[]> {
  const [rows, publications] = await Promise.all([rowsByIds(db, ids), publicationsOf(db, ids)]);
  const byItem = new Map<number, typeof publications>();
  for (const p of publications) byItem.set(p.catalog_item_id, [...(byItem.get(p.catalog_item_id) ?? []), p]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const subscribers = byItem.get(id) ?? [];
    return [
      {
        catalogItemId: row.id,
        gtin: row.gtin,
        targetMarket: row.target_market,
        productCode: row.product_code,
        description: row.description,
        brandName: row.brand_name,
        unitDescriptor: row.unit_descriptor,
        status: row.status,
        regStatus: row.reg_status,
        noOfSubscribers: subscribers.length,
        subscriberNameList: subscribers.length ? subscribers.map((s) => s.subscriber_name).join(', ') : null,
        isCicReview: subscribers.some((s) => s.cic_status === 'REVIEW') ? 1 : 0,
        isTree: row.child_count > 0 ? 1 : 0,
        dmsStatus: dmsStatusOf(subscribers.map((s) => s.cic_status)),
        authorName: authorName(row),
        modifiedTime: row.modified_time,
        actionTime: row.action_time,
      },
    ];
  });
}

/** `POST catalogs/search` and `searchDeleted`: one page of the grid and how many rows match. */
export async function searchCatalog(
  db: Db,
  principal: Principal,
  search: CatalogSearchInput,
  deleted: 0 | 1,
): Promise<Page<CatalogRow>> {
  const filter = catalogFilter(principal, search, deleted);
  const [totalRows, ids] = await Promise.all([countItems(db, filter), pageIds(db, filter, search)]);
  return { totalRows, results: await catalogRows(db, ids) };
}

/** `GET catalogs/partialCatalog` and `searchPartialDeleted`: at most 20 suggestions. */
export async function suggestCatalog(
  db: Db,
  principal: Principal,
  keyword: string,
  deleted: 0 | 1,
): Promise<CatalogSuggestion[]> {
  const rows = await suggestItems(db, companyScope(principal), deleted, keyword, TYPEAHEAD_MAX_SUGGESTIONS);
  return rows.map((r) => ({
    catalogItemId: r.id,
    gtin: r.gtin,
    productCode: r.product_code,
    description: r.description,
  }));
}

export async function catalogBrands(db: Db, principal: Principal): Promise<{ brands: string[] }> {
  return { brands: await distinctBrands(db, companyScope(principal)) };
}

export async function catalogAuthors(db: Db, principal: Principal) {
  const rows = await authorsOf(db, companyScope(principal));
  return { authors: rows.map((r) => ({ userId: r.id, name: authorName(r) ?? String(r.id) })) };
}

/** `GET catalogs/processingErrors`: the Failed items behind the dashboard flag, newest first. */
export async function processingErrors(db: Db, principal: Principal) {
  const filter = catalogFilter(
    principal,
    { rowCount: 25, pageNumber: 1, sortBy: 'modifiedTime', sortDesc: true, status: CATALOG_STATUS.failed },
    0,
  );
  const [count, ids] = await Promise.all([
    countItems(db, filter),
    pageIds(db, filter, { sortBy: 'modifiedTime', sortDesc: true, rowCount: 25, pageNumber: 1 }),
  ]);
  return { count, items: await catalogRows(db, ids) };
}

/** The ids of the active items matching a search, in grid order, up to `limit` (what the downloads export). */
export function searchItemIds(
  db: Db,
  principal: Principal,
  search: CatalogSearchInput,
  limit: number,
): Promise<number[]> {
  return pageIds(db, catalogFilter(principal, search, 0), { ...search, rowCount: limit, pageNumber: 1 });
}

// ---------------------------------------------------------------------------------------------------------
// Reading one item

/** The attributes grouped as the legacy section arrays, in dictionary order (a received copy's detail too). */
export function sectionsOf(attributes: ItemAttributes): CatalogItemDetail['sections'] {
  const sections: CatalogItemDetail['sections'] = {};
  for (const code of Object.keys(attributes)) {
    const section = attributeByCode(code)?.section;
    if (!section) continue;
    (sections[section] ??= []).push({ code, value: attributes[code]! });
  }
  return Object.fromEntries(
    (Object.keys(SECTION_LABELS) as AttributeSection[]).filter((s) => sections[s]).map((s) => [s, sections[s]!]),
  );
}

/** `GET catalogs/getCatalogItemDetails/{id}`. */
export async function catalogItemDetail(db: Db, principal: Principal, id: number): Promise<CatalogItemDetail> {
  const item = await visibleItem(db, principal, id);
  const attributes = parseAttributes(item.attributes);
  const [children, parents] = await Promise.all([childrenOf(db, [id]), parentsOf(db, [id])]);
  return {
    catalogItemId: item.id,
    companyId: item.company_id,
    gtin: item.gtin,
    targetMarket: item.target_market,
    unitDescriptor: item.unit_descriptor,
    infoProviderGln: item.info_provider_gln,
    status: item.status,
    regStatus: item.reg_status,
    deleted: item.deleted,
    version: item.version,
    createdTime: item.created_time,
    modifiedTime: item.modified_time,
    actionTime: item.action_time,
    authorName: authorName(item),
    attributes,
    sections: sectionsOf(attributes),
    missingRequired: missingRequired(attributes),
    catalogItemHierarchies: children.map(link),
    parents: parents.map(link),
    gdsnDocument: itemTree(item.gdsn_document, attributes),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Saving

const ruleText = (problems: readonly RuleProblem[]) => problems.map((p) => `Rule ${p.ruleId}: ${p.message.trim()}`);

interface ChildRow {
  id: number;
  attributes: ItemAttributes;
  quantity: number;
}

/**
 * The children a save asks for, checked: active items of the same company and target market, not the item
 * itself, not one of its ancestors (no loops), each once.
 */
async function requestedChildren(
  db: Db,
  companyId: number,
  targetMarket: string,
  itemId: number | null,
  children: readonly { childCatalogItemId: number; quantity: number }[],
): Promise<ChildRow[]> {
  const ids = children.map((c) => c.childCatalogItemId);
  if (new Set(ids).size !== ids.length) throw badRequest('A child item is listed twice in the hierarchy.');
  if (itemId !== null && ids.includes(itemId)) throw badRequest('An item cannot contain itself.');
  const rows = await itemsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.company_id !== companyId || row.deleted)
      throw badRequest(`Child item ${id} is not an item of your catalog.`);
    if (row.target_market !== targetMarket) {
      throw badRequest(`Child item ${row.gtin} is for target market ${row.target_market}, not ${targetMarket}.`);
    }
  }
  if (itemId !== null) {
    const ancestors = await ancestorIds(db, itemId);
    const looping = ids.find((id) => ancestors.has(id));
    if (looping !== undefined)
      throw badRequest(`Item ${byId.get(looping)!.gtin} already contains this item: a hierarchy cannot loop.`);
  }
  return children.map((c) => ({
    id: c.childCatalogItemId,
    quantity: c.quantity,
    attributes: parseAttributes(byId.get(c.childCatalogItemId)!.attributes),
  }));
}

/** Rules 96, 98, 201 and 202 for the item with its children, and for each parent with the item's new values. */
async function ruleProblems(
  db: Db,
  itemId: number | null,
  attributes: ItemAttributes,
  children: readonly ChildRow[],
): Promise<string[]> {
  const problems = ruleText([...weightProblems(attributes), ...hierarchyProblems(attributes, children)]);
  if (itemId === null) return problems;
  const parents = await parentsOf(db, [itemId]);
  const siblings = await childrenOf(
    db,
    parents.map((p) => p.id),
  );
  for (const parent of parents) {
    const itsChildren = siblings
      .filter((s) => s.parent_id === parent.id)
      .map((s) => ({ quantity: s.quantity, attributes: s.id === itemId ? attributes : parseAttributes(s.attributes) }));
    const found = hierarchyProblems(parseAttributes(parent.attributes), itsChildren).filter((p) => p.ruleId === 98);
    problems.push(...ruleText(found).map((text) => `Parent ${parent.gtin}: ${text}`));
  }
  return problems;
}

/**
 * The item's derived and defaulted values: the information provider (the owner's first GLN unless one of its
 * other GLNs is chosen; its name unless another is given) and the hierarchy counts.
 */
async function completeDocument(
  db: Db,
  companyId: number,
  attributes: ItemAttributes,
  children: readonly ChildRow[],
): Promise<ItemAttributes> {
  const glns = await companyGlns(db, companyId);
  const asked = attributes[KEY_CODES.infoProviderGln];
  const gln = typeof asked === 'string' && asked ? asked : glns[0];
  if (!gln) throw badRequest('Your company has no GLN: add one to the company profile before creating items.');
  if (!glns.includes(gln)) throw badRequest(`Information Provider GLN ${gln} is not one of your company's GLNs.`);
  const document: ItemAttributes = { ...attributes, [KEY_CODES.infoProviderGln]: gln };
  if (!document[KEY_CODES.infoProviderName]) {
    document[KEY_CODES.infoProviderName] = await companyName(db, companyId);
  }
  const total = children.reduce((sum, c) => sum + c.quantity, 0);
  if (children.length) {
    document[KEY_CODES.childCount] = String(children.length);
    if (!document['Hierarchy1A']) document['Hierarchy1A'] = String(total);
  } else {
    delete document[KEY_CODES.childCount];
  }
  return document;
}

/**
 * `POST catalogs`: creates an item from (at least) its 4 keys, or replaces an item's attributes, and its
 * children when given. Readiness sets the status (spec point 4); every save writes a version. The whole
 * tradeItem is the one sent (`gdsnDocument`) with the sections' values written in, else the stored one with
 * them. All of it in one transaction: a refused save changes nothing.
 */
export async function saveCatalogItem(
  db: Db,
  principal: Principal,
  save: z.output<typeof catalogSaveSchema>,
): Promise<{ catalogItemId: number; status: number }> {
  if (save.gdsnDocument) refuseOversizedTree(save.gdsnDocument);
  const problems = validateAttributes(save.attributes, hasCode);
  if (problems.length) throw badRequest(problems.map((p) => p.message).join(' '));
  const attributes = compactAttributes(save.attributes);
  const missingKeys = CREATE_KEY_CODES.filter((code) => !attributes[code]);
  if (missingKeys.length) {
    throw badRequest(`Fill the key fields first: ${missingKeys.map((c) => attributeByCode(c)!.label).join(', ')}.`);
  }
  const gtin = parseGtin(attributes[KEY_CODES.gtin] as string);
  if (!gtin.ok) throw badRequest('GTIN must be a GTIN of 8, 12, 13 or 14 digits with a valid check digit.');
  attributes[KEY_CODES.gtin] = gtin.gtin;
  const targetMarket = attributes[KEY_CODES.targetMarket] as string;

  const existing = save.catalogItemId ? await visibleItem(db, principal, save.catalogItemId) : null;
  if (existing?.deleted) throw badRequest('A deleted item cannot be edited.');
  if (existing && (existing.gtin !== gtin.gtin || existing.target_market !== targetMarket)) {
    throw badRequest('The GTIN and target market of an item cannot be changed: create a new item instead.');
  }
  const companyId = existing?.company_id ?? principal.companyId;
  const children = save.children
    ? await requestedChildren(db, companyId, targetMarket, existing?.id ?? null, save.children)
    : existing
      ? (await childrenOf(db, [existing.id])).map((c) => ({
          id: c.id,
          quantity: c.quantity,
          attributes: parseAttributes(c.attributes),
        }))
      : [];
  const document = await completeDocument(db, companyId, attributes, children);
  const rules = await ruleProblems(db, existing?.id ?? null, document, children);
  if (rules.length) throw badRequest(rules.join(' '));
  const gdsnDocument = save.gdsnDocument
    ? JSON.stringify(editedTree(save.gdsnDocument, document, { gtin: gtin.gtin, targetMarket }))
    : savedTree(existing?.gdsn_document ?? null, document);

  const columns = promotedColumns(document, principal.userType);
  const key = { companyId, gtin: columns.gtin, targetMarket, infoProviderGln: columns.info_provider_gln };
  if (await findItemIdByKey(db, key, existing?.id ?? null)) throw conflict(itemExistsText(columns.gtin, targetMarket));

  const now = nowIso();
  try {
    return await inTransaction(db, async (trx) => {
      let id: number;
      let version: number;
      let changes: Record<string, unknown>;
      if (existing) {
        id = existing.id;
        version = existing.version + 1;
        changes = itemChanges(
          { attributes: parseAttributes(existing.attributes), tree: existing.gdsn_document },
          { attributes: document, tree: gdsnDocument },
        );
        await updateItem(trx, id, {
          ...columns,
          child_count: children.length,
          attributes: JSON.stringify(document),
          gdsn_document: gdsnDocument,
          version,
          modified_by: principal.userId,
          modified_time: now,
          upload_id: null,
          upload_row: null,
          // A fix after the registry's rejection makes the item registrable again.
          ...(existing.reg_status === REGISTRY_STATE.rejected ? { reg_status: null } : {}),
        });
      } else {
        version = 1;
        changes = itemChanges(null, { attributes: document, tree: gdsnDocument });
        [id] = (await insertItems(trx, [
          {
            ...newItemRow(companyId, principal.userId, document, columns, children.length, now),
            gdsn_document: gdsnDocument,
          },
        ])) as [number];
      }
      if (save.children) {
        const before = existing ? await childrenOf(trx, [id]) : [];
        const links = children.map((c) => ({ childId: c.id, quantity: c.quantity }));
        const beforeLinks = before.map((c) => ({ childId: c.id, quantity: c.quantity }));
        if (JSON.stringify(beforeLinks) !== JSON.stringify(links)) changes['@children'] = [beforeLinks, links];
        await replaceChildren(trx, companyId, id, links);
      }
      await insertVersions(trx, [
        {
          catalog_item_id: id,
          company_id: companyId,
          version,
          change_type: existing ? 'update' : 'create',
          changes: JSON.stringify(changes),
          attributes: JSON.stringify(document),
          gdsn_document: gdsnDocument,
          changed_by: principal.userId,
          changed_time: now,
          source: 'editor',
        },
      ]);
      if (columns.status === CATALOG_STATUS.ready) await enqueueValidation(trx, companyId, { itemIds: [id] });
      if (existing) await queuePublicationRefresh(trx, companyId, [id]);
      return { catalogItemId: id, status: columns.status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(itemExistsText(columns.gtin, targetMarket));
    throw error;
  }
}

const itemExistsText = (gtin: string, targetMarket: string) =>
  `An item with GTIN ${gtin} for target market ${targetMarket} already exists in your catalog.`;

function newItemRow(
  companyId: number,
  userId: number | null,
  document: ItemAttributes,
  columns: ReturnType<typeof promotedColumns>,
  childCount: number,
  now: string,
) {
  return {
    company_id: companyId,
    ...columns,
    reg_status: null,
    child_count: childCount,
    attributes: JSON.stringify(document),
    version: 1,
    created_by: userId,
    created_time: now,
    modified_by: userId,
    modified_time: now,
    deleted: 0,
    action_time: null,
    deleted_by: null,
  };
}

/** An item for `insertCatalogItems`: its sections' values and, for an item kept whole, its tradeItem. */
export interface NewCatalogItem {
  document: ItemAttributes;
  /** The whole tradeItem, whose sections' view is `document`. */
  tree?: GdsnElement;
}

/**
 * Inserts many valid items of one company at once (demo data, benchmarks, bulk loads): the same columns
 * and version rows a save writes, batched. The caller has validated the documents.
 */
export async function insertCatalogItems(
  db: Db,
  owner: { companyId: number; userId: number | null; userType: Principal['userType'] },
  items: readonly NewCatalogItem[],
  now = nowIso(),
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += 200) {
    const batch = items.slice(start, start + 200);
    const rows = batch.map(({ document, tree }) => ({
      ...newItemRow(owner.companyId, owner.userId, document, promotedColumns(document, owner.userType), 0, now),
      gdsn_document: tree ? JSON.stringify(tree) : null,
    }));
    const inserted = await insertItems(db, rows);
    await insertVersions(
      db,
      inserted.map((id, i) => ({
        catalog_item_id: id,
        company_id: owner.companyId,
        version: 1,
        change_type: 'create' as const,
        changes: JSON.stringify(itemChanges(null, { attributes: batch[i]!.document, tree: rows[i]!.gdsn_document })),
        attributes: rows[i]!.attributes,
        gdsn_document: rows[i]!.gdsn_document,
        changed_by: owner.userId,
        changed_time: now,
        source: 'import',
      })),
    );
    ids.push(...inserted);
  }
  return ids;
}

/** Links parents to children in bulk (demo data), keeping each parent's child count. */
export async function linkCatalogItems(
  db: Db,
  companyId: number,
  links: readonly { parentId: number; childId: number; quantity: number }[],
): Promise<void> {
  const byParent = new Map<number, { childId: number; quantity: number }[]>();
  for (const l of links) byParent.set(l.parentId, [...(byParent.get(l.parentId) ?? []), l]);
  for (const [parentId, children] of byParent) {
    await replaceChildren(db, companyId, parentId, children);
    await updateItem(db, parentId, { child_count: children.length });
  }
}

/** `POST catalogs/checkItemExists`: whether an active item of the caller's company has this key. */
export async function catalogItemExists(
  db: Db,
  principal: Principal,
  key: z.output<typeof catalogItemKeySchema>,
): Promise<boolean> {
  const gtin = parseGtin(key.gtin);
  if (!gtin.ok) throw badRequest('GTIN must be a GTIN of 8, 12, 13 or 14 digits with a valid check digit.');
  const id = await findItemIdByKey(
    db,
    {
      companyId: principal.companyId,
      gtin: gtin.gtin,
      targetMarket: key.targetMarket,
      infoProviderGln: key.infoProviderGln ?? null,
    },
    key.excludeCatalogItemId ?? null,
  );
  return id !== null;
}

// ---------------------------------------------------------------------------------------------------------
// Deleting

/**
 * `DELETE catalogs?Ids=…`: moves the items to the Deleted tab. All or nothing: an id the caller cannot see
 * is a 404; GDSN users cannot delete an item still published (non-GDSN users skip that check); an item
 * inside another item's hierarchy must be taken out of it first. A deleted parent frees its children.
 */
export async function deleteCatalogItems(db: Db, principal: Principal, ids: readonly number[]): Promise<number> {
  const scope = companyScope(principal);
  const rows = await itemsByIds(db, ids);
  if (rows.length !== ids.length || rows.some((r) => r.deleted || !inScope(scope, r.company_id))) throw notFound();
  if (isGdsnUser(principal.userType)) {
    const published = await publishedAmong(db, ids);
    if (published.length) {
      throw badRequest(
        `Published items cannot be deleted; unpublish them first: ${published.map((p) => p.gtin).join(', ')}.`,
      );
    }
  }
  const inHierarchy = await childrenOfOthers(db, ids);
  if (inHierarchy.length) {
    const first = inHierarchy[0]!;
    throw badRequest(
      `Item ${first.gtin} is a child of item ${first.parent_gtin}: remove it from that hierarchy first.`,
    );
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await markDeleted(trx, ids, principal.userId, now);
    await deleteLinksOfParents(trx, ids);
    await insertVersions(
      trx,
      rows.map((r) => ({
        catalog_item_id: r.id,
        company_id: r.company_id,
        version: r.version + 1,
        change_type: 'delete' as const,
        changes: JSON.stringify({ '@deleted': [0, 1] }),
        attributes: r.attributes,
        changed_by: principal.userId,
        changed_time: now,
        source: 'editor',
      })),
    );
  });
  return ids.length;
}

/** Rows of a company's items for code that already holds the ids (downloads), visible to the caller only. */
export async function visibleItemIds(db: Db, principal: Principal, ids: readonly number[]): Promise<number[]> {
  const scope = companyScope(principal);
  const rows = await itemsByIds(db, ids);
  return rows.filter((r) => !r.deleted && inScope(scope, r.company_id)).map((r) => r.id);
}
