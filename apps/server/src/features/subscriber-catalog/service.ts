import {
  TYPEAHEAD_MAX_SUGGESTIONS,
  type CatalogSuggestion,
  type CicState,
  type Page,
  type ReceivedHierarchyNode,
  type ReceivedItemDetail,
  type SubscriberCatalogRow,
  type SubscriberPublisher,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { itemTree } from '../../gdsn/document/item-tree.js';
import { companyScope, inScope, type CompanyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { parseAttributes, sectionsOf } from '../catalog/service.js';
import { remoteCicHistory } from '../network-exchange/service.js';
import { cicHistoryOf } from '../publication/service.js';
import {
  copiesByGtin,
  copiesOfHierarchy,
  countItems,
  distinctBrands,
  distinctPublishers,
  findItem,
  pageIds,
  rowsByIds,
  suggestItems,
  type ReceivedRow,
} from './repo.js';
import { receivedFilter, type SubscriberCatalogSearchInput } from './received-filter.js';

export { runSubscriberReport, scheduleSubscriberReport, subscriberSpreadsheet } from './downloads.js';
export { receivedVersionsListener } from './copies-listener.js';

const childrenOf = (json: string) => JSON.parse(json) as { gtin: string; quantity: number }[];

function toRow(row: ReceivedRow): SubscriberCatalogRow {
  return {
    receivedItemId: row.id,
    gtin: row.gtin,
    targetMarket: row.target_market,
    productCode: row.product_code,
    description: row.description,
    brandName: row.brand_name,
    unitDescriptor: row.unit_descriptor,
    publisherName: row.publisher_name,
    publisherGln: row.info_provider_gln,
    subscriberGln: row.subscriber_gln,
    catalogItemId: row.source_item_id,
    cicStatus: row.cic_status as CicState | null,
    cicStatusDate: row.cic_status ? row.cic_status_time : null,
    isTree: childrenOf(row.children).length > 0 ? 1 : 0,
    withdrawn: row.withdrawn,
    receivedTime: row.received_time,
    modifiedTime: row.modified_time,
  };
}

/** `POST catalogs/subscriber/search`: one page of the received items and how many match. */
export async function searchSubscriberCatalog(
  db: Db,
  principal: Principal,
  search: SubscriberCatalogSearchInput,
): Promise<Page<SubscriberCatalogRow>> {
  const filter = receivedFilter(principal, search);
  const [totalRows, ids] = await Promise.all([countItems(db, filter), pageIds(db, filter, search)]);
  const byId = new Map((await rowsByIds(db, ids)).map((r) => [r.id, r]));
  return { totalRows, results: ids.flatMap((id) => (byId.has(id) ? [toRow(byId.get(id)!)] : [])) };
}

/** `GET catalogs/subscriber/partial`: at most 20 received items for the typeahead. */
export async function suggestReceived(db: Db, principal: Principal, keyword: string): Promise<CatalogSuggestion[]> {
  const rows = await suggestItems(db, companyScope(principal), keyword, TYPEAHEAD_MAX_SUGGESTIONS);
  return rows.map((r) => ({
    catalogItemId: r.id,
    gtin: r.gtin,
    productCode: r.product_code,
    description: r.description,
  }));
}

export async function subscriberBrands(db: Db, principal: Principal): Promise<{ brands: string[] }> {
  return { brands: await distinctBrands(db, companyScope(principal)) };
}

export async function subscriberPublishers(
  db: Db,
  principal: Principal,
): Promise<{ publishers: SubscriberPublisher[] }> {
  const rows = await distinctPublishers(db, companyScope(principal));
  return { publishers: rows.map((r) => ({ gln: r.info_provider_gln, name: r.name })) };
}

/** Hierarchies are a few levels deep; the walk stops here whatever the copies say. */
const MAX_HIERARCHY_DEPTH = 10;

/** The tree below a copy as its CINs carried it: each level's children by GTIN, one query per level. */
async function treeBelow(db: Db, item: ReceivedRow): Promise<ReceivedHierarchyNode> {
  const root = nodeOf(item);
  let frontier = [{ node: root, children: childrenOf(item.children) }];
  const seen = new Set([item.gtin]);
  for (let depth = 0; frontier.length && depth < MAX_HIERARCHY_DEPTH; depth += 1) {
    const gtins = [...new Set(frontier.flatMap((f) => f.children.map((c) => c.gtin)))];
    const copies = new Map((await copiesByGtin(db, item, gtins)).map((c) => [c.gtin, c]));
    const next: typeof frontier = [];
    for (const { node, children } of frontier) {
      for (const child of children) {
        const copy = copies.get(child.gtin);
        if (!copy) continue;
        const childNode = nodeOf(copy);
        node.catalogItemHierarchies.push({ quantity: child.quantity, childCatalogItem: childNode });
        if (!seen.has(copy.gtin)) {
          seen.add(copy.gtin);
          next.push({ node: childNode, children: childrenOf(copy.children) });
        }
      }
    }
    frontier = next;
  }
  return root;
}

function nodeOf(copy: {
  id: number;
  gtin: string;
  product_code?: string | null;
  description: string | null;
  unit_descriptor: string | null;
}): ReceivedHierarchyNode {
  return {
    receivedItemId: copy.id,
    gtin: copy.gtin,
    productCode: copy.product_code ?? null,
    description: copy.description,
    unitDescriptor: copy.unit_descriptor,
    catalogItemHierarchies: [],
  };
}

/** A copy the caller may read, or 404 (another company's copy is as absent as one that never existed). */
async function visibleCopy(db: Db, scope: CompanyScope, id: number) {
  const item = await findItem(db, id);
  if (!item || !inScope(scope, item.company_id)) throw notFound();
  return item;
}

/**
 * `GET catalogs/subscriber/{receivedItemId}`: the copy read-only with its attributes and whole tradeItem, the
 * levels below it, the copies that hold it (within the hierarchy it came in) and the subscriber's CICs about it.
 * A CIC about a hierarchy's top answers for every level, so the top's history is the item's too.
 */
export async function receivedItemDetail(db: Db, principal: Principal, id: number): Promise<ReceivedItemDetail> {
  const item = await visibleCopy(db, companyScope(principal), id);
  const attributes = parseAttributes(item.attributes);
  const [hierarchy, sameHierarchy, top] = await Promise.all([
    treeBelow(db, item),
    copiesOfHierarchy(db, item),
    item.root_gtin === item.gtin ? Promise.resolve([item]) : copiesByGtin(db, item, [item.root_gtin]),
  ]);
  const parents = sameHierarchy.flatMap((copy) =>
    childrenOf(copy.children)
      .filter((child) => child.gtin === item.gtin)
      .map((child) => ({
        receivedItemId: copy.id,
        gtin: copy.gtin,
        description: copy.description,
        unitDescriptor: copy.unit_descriptor,
        quantity: child.quantity,
      })),
  );
  const sources = [item.source_item_id, top[0]?.source_item_id].filter((s): s is number => s != null);
  return {
    ...toRow(item),
    infoProviderGln: item.info_provider_gln,
    version: item.version,
    attributes,
    sections: sectionsOf(attributes),
    hierarchy,
    parents,
    cicHistory:
      item.publisher_company_id === null
        ? await remoteCicHistory(db, item.company_id, item.id)
        : sources.length
          ? await cicHistoryOf(db, { subscriberCompanyId: item.company_id }, item.subscriber_gln, [...new Set(sources)])
          : [],
    gdsnDocument: itemTree(item.gdsn_document, attributes),
  };
}
