import {
  ATTRIBUTES,
  dmsTabOf,
  type DmsAttributesType,
  type DmsCatalogItemDocument,
  type DmsHierarchyItem,
  type DmsItemDetail,
  type DmsMatch,
  type DmsTab,
  type ItemAttributes,
  type SubscriberComparedItem,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { DmsMatchKind } from '../../db/schema/dms-match.js';
import { notFound } from '../../errors.js';
import { itemTree } from '../../gdsn/document/item-tree.js';
import { cicDates } from './item-list.js';
import { BUYER_ITEM_COLUMNS, dmsItemRowOf, HAS_PREVIOUS, ROW_COLUMNS } from './item-row.js';
import { publisherOf } from './summary.js';

const TAB_OF_CODE = new Map(ATTRIBUTES.map((a) => [a.code, dmsTabOf(a.section)]));

type Tabbed = Pick<DmsCatalogItemDocument, DmsTab>;

export function documentOf(text: string | null): ItemAttributes {
  if (!text) return {};
  try {
    return JSON.parse(text) as ItemAttributes;
  } catch {
    return {};
  }
}

/** A document's attributes by item detail tab, only those of the tabs asked for. */
function tabbed(attributes: ItemAttributes, type: DmsAttributesType): Tabbed {
  const tabs: Tabbed = { core: {}, nutritional: {}, marketing: {} };
  for (const [code, value] of Object.entries(attributes)) {
    const tab = TAB_OF_CODE.get(code) ?? 'core';
    if (type === 'all' || type === tab) tabs[tab][code] = value;
  }
  return tabs;
}

/** One of the buyer's received copies, with what the detail shows beyond the list row; 404 for another's. */
async function receivedCopy(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('received_item as r')
    .select([
      ...ROW_COLUMNS,
      HAS_PREVIOUS,
      'r.attributes',
      'r.previous_attributes',
      'r.gdsn_document',
      'r.previous_gdsn_document',
      'r.info_provider_gln',
      'r.root_gtin',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The buyer items beside a received copy: those matched to it, or its possible matches, best first. */
async function buyerItemsOf(
  db: Db,
  companyId: number,
  receivedId: number,
  kinds: readonly DmsMatchKind[],
  only?: number,
): Promise<SubscriberComparedItem[]> {
  let query = db
    .selectFrom('dms_match as m')
    .innerJoin('subscriber_item as s', 's.id', 'm.subscriber_item_id')
    .select(['m.kind', 'm.score', 'm.reasons', 's.id', ...BUYER_ITEM_COLUMNS])
    .where('m.company_id', '=', companyId)
    .where('m.received_item_id', '=', receivedId)
    .where('m.kind', 'in', kinds);
  if (only !== undefined) query = query.where('s.id', '=', only);
  const rows = await query.orderBy('m.score', 'desc').orderBy('s.product_code').limit(10).execute();
  return rows.map((row) => ({
    catalogItemId: row.id,
    kind: row.kind,
    score: row.score === null ? null : Number(row.score),
    reasons: JSON.parse(row.reasons) as DmsMatch['reasons'],
    dmsCatalogItem: {
      core: {
        gtin: row.gtin,
        buyerProductCode: row.product_code,
        description: row.description,
        brandName: row.brand_name,
        mpc: row.mpc,
        unitDescriptor: row.unit_descriptor,
      },
    },
  }));
}

/**
 * The levels next to a copy in the hierarchy its CIN carried, as the same subscriber received them: what it
 * contains (its next level) and the cases it is in (copies whose next level holds its GTIN).
 */
async function hierarchyOf(
  db: Db,
  companyId: number,
  copy: { gtin: string; subscriber_gln: string; info_provider_gln: string; target_market: string; children: string },
): Promise<DmsHierarchyItem[]> {
  const children = JSON.parse(copy.children) as { gtin: string; quantity: number }[];
  const same = db
    .selectFrom('received_item')
    .select(['id', 'gtin', 'description', 'unit_descriptor', 'children'])
    .where('company_id', '=', companyId)
    .where('subscriber_gln', '=', copy.subscriber_gln)
    .where('info_provider_gln', '=', copy.info_provider_gln)
    .where('target_market', '=', copy.target_market)
    .where('withdrawn', '=', 0);
  const [below, above] = await Promise.all([
    children.length
      ? same
          .where(
            'gtin',
            'in',
            children.map((c) => c.gtin),
          )
          .execute()
      : Promise.resolve([]),
    same.where('children', 'like', `%"gtin":"${copy.gtin}"%`).execute(),
  ]);
  return [
    ...above.map((row) => ({
      catalogItemId: row.id,
      gtin: row.gtin,
      description: row.description,
      unitDescriptor: row.unit_descriptor,
      relation: 'parent' as const,
      quantity:
        (JSON.parse(row.children) as { gtin: string; quantity: number }[]).find((c) => c.gtin === copy.gtin)
          ?.quantity ?? 0,
    })),
    ...below.map((row) => ({
      catalogItemId: row.id,
      gtin: row.gtin,
      description: row.description,
      unitDescriptor: row.unit_descriptor,
      relation: 'child' as const,
      quantity: children.find((c) => c.gtin === row.gtin)?.quantity ?? 0,
    })),
  ];
}

/**
 * The detail of one copy with the buyer items given, as every item detail call answers it: with the whole
 * tradeItem of the latest CIN and of the one before (none when no CIN came before it).
 */
async function detailOf(
  db: Db,
  companyId: number,
  copy: Awaited<ReturnType<typeof receivedCopy>>,
  type: DmsAttributesType,
  buyers: SubscriberComparedItem[],
): Promise<DmsItemDetail> {
  const [publisher, dates, hierarchyItems] = await Promise.all([
    publisherOf(db, copy.info_provider_gln),
    cicDates(db, [copy]),
    hierarchyOf(db, companyId, copy),
  ]);
  const [first, ...others] = buyers;
  const attributes = documentOf(copy.attributes);
  return {
    ...dmsItemRowOf(copy, publisher, dates.get(copy.id) ?? null),
    publisherName: publisher.name,
    dmsCatalogItem: {
      ...tabbed(attributes, type),
      thresholdExceptionAttributes: copy.exception_attributes
        ? (JSON.parse(copy.exception_attributes) as string[])
        : [],
      previousDmsCatalogItem: copy.previous_attributes ? tabbed(documentOf(copy.previous_attributes), type) : null,
      isAutoReview: 0,
    },
    subscriberMatchedItem: first ? { ...first, additionalMatchedSubscriberCatalogItems: others } : null,
    hierarchyItems,
    gdsnDocument: itemTree(copy.gdsn_document, attributes),
    previousGdsnDocument:
      copy.previous_gdsn_document || copy.previous_attributes
        ? itemTree(copy.previous_gdsn_document, documentOf(copy.previous_attributes))
        : null,
  };
}

/**
 * `GET dms/itemmatching/items/{matched|unmatched}/publisher/{catalogItemId}/{attributesType}`: a received
 * copy beside the buyer items matched to it (matched), or its possible matches, best first (unmatched).
 */
export async function publisherItemDetail(
  db: Db,
  companyId: number,
  catalogItemId: number,
  type: DmsAttributesType,
  matched: boolean,
): Promise<DmsItemDetail> {
  const copy = await receivedCopy(db, companyId, catalogItemId);
  const buyers = await buyerItemsOf(db, companyId, copy.id, matched ? ['gtin', 'broad'] : ['possible']);
  return detailOf(db, companyId, copy, type, buyers);
}

/**
 * `GET dms/subscriber/items/{subCatalogItemId}/publisher/{pubCatalogItemId}/{attributesType}`: one buyer item
 * beside one received copy (the subscriber view), matched or not; 404 unless both are the caller's.
 */
export async function subscriberItemDetail(
  db: Db,
  companyId: number,
  subCatalogItemId: number,
  pubCatalogItemId: number,
  type: DmsAttributesType,
): Promise<DmsItemDetail> {
  const copy = await receivedCopy(db, companyId, pubCatalogItemId);
  const [paired] = await buyerItemsOf(db, companyId, copy.id, ['gtin', 'broad', 'possible'], subCatalogItemId);
  if (paired) return detailOf(db, companyId, copy, type, [paired]);
  const buyer = await db
    .selectFrom('subscriber_item')
    .select(['id', 'product_code', 'gtin', 'description', 'brand_name', 'mpc', 'unit_descriptor'])
    .where('company_id', '=', companyId)
    .where('id', '=', subCatalogItemId)
    .executeTakeFirst();
  if (!buyer) throw notFound();
  return detailOf(db, companyId, copy, type, [
    {
      catalogItemId: buyer.id,
      kind: null,
      score: null,
      reasons: [],
      dmsCatalogItem: {
        core: {
          gtin: buyer.gtin,
          buyerProductCode: buyer.product_code,
          description: buyer.description,
          brandName: buyer.brand_name,
          mpc: buyer.mpc,
          unitDescriptor: buyer.unit_descriptor,
        },
      },
    },
  ]);
}

/**
 * `GET dms/publisher/items/{hierarchyCatalogItemId}/matched/{matchedCatalogItemId}/{attributesType}`: a level
 * of the opened item's hierarchy (its column beside it), with the buyer items matched to that level; 404
 * unless both are the caller's copies of one hierarchy.
 */
export async function hierarchyItemDetail(
  db: Db,
  companyId: number,
  hierarchyCatalogItemId: number,
  matchedCatalogItemId: number,
  type: DmsAttributesType,
): Promise<DmsItemDetail> {
  const [level, opened] = await Promise.all([
    receivedCopy(db, companyId, hierarchyCatalogItemId),
    receivedCopy(db, companyId, matchedCatalogItemId),
  ]);
  const related =
    level.subscriber_gln === opened.subscriber_gln &&
    level.info_provider_gln === opened.info_provider_gln &&
    (await hierarchyOf(db, companyId, opened)).some((item) => item.catalogItemId === level.id);
  if (!related) throw notFound();
  const buyers = await buyerItemsOf(db, companyId, level.id, ['gtin', 'broad']);
  return detailOf(db, companyId, level, type, buyers);
}
