import { gdsnElementSchema } from '../gdsn/gdsn-element.js';
import { z } from 'zod';
import { ATTRIBUTE_SECTIONS } from '../catalog/attribute-types.js';
import { itemAttributesSchema } from '../catalog/item-values.js';
import { catalogRowSchema, catalogSearchSchema, sectionEntrySchema } from './catalog.js';
import { pageOf, pageRequestShape } from './paging.js';
import { CIC_STATES, cicHistoryRowSchema } from './publication.js';
import { idDigits } from './whole-number.js';

/**
 * Spec point 2, "Subscriber catalog": the items a subscriber received (its `received_item` copies, one per
 * CIN-delivered item) from every publisher, with the CIC state it gave each.
 */

/** An item the subscriber has not confirmed yet (no CIC): the CIC status filter's extra choice. */
export const NOT_CONFIRMED = 'NONE' as const;
export const SUBSCRIBER_CIC_FILTERS = [...CIC_STATES, NOT_CONFIRMED] as const;
export type SubscriberCicFilter = (typeof SUBSCRIBER_CIC_FILTERS)[number];

export const SUBSCRIBER_CATALOG_SORT_KEYS = [
  'modifiedTime',
  'receivedTime',
  'gtin',
  'productCode',
  'description',
  'brandName',
  'unitDescriptor',
  'publisherName',
  'publisherGln',
  'cicStatus',
] as const;
export type SubscriberCatalogSortKey = (typeof SUBSCRIBER_CATALOG_SORT_KEYS)[number];

/**
 * The subscriber catalog's search, in the catalog search's words (spec point 3): `id` (a received item),
 * `gtin`, `keyword` (GTIN, product code, description, brand), the date window over the latest CIN's date
 * (`lastDays`, or `fromDate`/`toDate` mm/dd/yyyy), brands, product data, plus the publishers (their
 * information provider GLNs), the CIC states and whether withdrawn items show. Point 9: last update
 * (modifiedTime) descending, 25 rows.
 */
export const subscriberCatalogSearchSchema = catalogSearchSchema
  .pick({
    id: true,
    gtin: true,
    keyword: true,
    fromDate: true,
    toDate: true,
    lastDays: true,
    brands: true,
    productDataStatus: true,
    nutritionals: true,
  })
  .extend({
    publisherGlns: z.array(z.string().trim().min(1).max(13)).max(200).nullish(),
    cicStatuses: z.array(z.enum(SUBSCRIBER_CIC_FILTERS)).max(5).nullish(),
    /** Items the publisher withdrew (CIHW) stay out unless asked for. */
    includeWithdrawn: z.boolean().default(false),
    ...pageRequestShape(SUBSCRIBER_CATALOG_SORT_KEYS, { rowCount: 25, sortBy: 'modifiedTime', sortDesc: true }),
  });
export type SubscriberCatalogSearch = z.input<typeof subscriberCatalogSearchSchema>;

/** A row of the subscriber catalog: the received copy, its publisher and the subscriber's CIC state. */
export const subscriberCatalogRowSchema = catalogRowSchema
  .pick({
    gtin: true,
    targetMarket: true,
    productCode: true,
    description: true,
    brandName: true,
    unitDescriptor: true,
  })
  .extend({
    receivedItemId: z.number().int(),
    publisherName: z.string().nullable(),
    publisherGln: z.string(),
    subscriberGln: z.string(),
    /** The publisher's catalog item (null once deleted): what the CIC history is kept against. */
    catalogItemId: z.number().int().nullable(),
    cicStatus: z.enum(CIC_STATES).nullable(),
    cicStatusDate: z.string().nullable(),
    /** Whether the item holds other items (it heads a hierarchy). */
    isTree: z.number().int(),
    withdrawn: z.number().int(),
    receivedTime: z.string(),
    modifiedTime: z.string(),
  });
export type SubscriberCatalogRow = z.infer<typeof subscriberCatalogRowSchema>;
export const subscriberCatalogPageSchema = pageOf(subscriberCatalogRowSchema);

/** The filter sidebar's choices: the publishers and brands among the subscriber's received items. */
export const subscriberPublisherSchema = z.object({ gln: z.string(), name: z.string().nullable() });
export type SubscriberPublisher = z.infer<typeof subscriberPublisherSchema>;
export const subscriberPublisherListSchema = z.object({ publishers: z.array(subscriberPublisherSchema) });

/**
 * A received item's hierarchy: the item with every level below it as the CINs carried them (children by
 * GTIN, each with the quantity its parent holds) and the received items that hold it.
 */
export interface ReceivedHierarchyNode {
  receivedItemId: number;
  gtin: string;
  productCode: string | null;
  description: string | null;
  unitDescriptor: string | null;
  catalogItemHierarchies: { quantity: number; childCatalogItem: ReceivedHierarchyNode }[];
}
export const receivedHierarchyNodeSchema: z.ZodType<ReceivedHierarchyNode> = z.lazy(() =>
  z.object({
    receivedItemId: z.number().int(),
    gtin: z.string(),
    productCode: z.string().nullable(),
    description: z.string().nullable(),
    unitDescriptor: z.string().nullable(),
    catalogItemHierarchies: z.array(
      z.object({ quantity: z.number().int(), childCatalogItem: receivedHierarchyNodeSchema }),
    ),
  }),
);
z.globalRegistry.add(receivedHierarchyNodeSchema, { id: 'ReceivedHierarchyNode' });

export const receivedParentSchema = z.object({
  receivedItemId: z.number().int(),
  gtin: z.string(),
  description: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  quantity: z.number().int(),
});

/**
 * `GET catalogs/subscriber/{receivedItemId}`: the received copy read-only, its attributes also grouped as
 * the section arrays the catalog's detail uses, its hierarchy and the CICs the subscriber sent about it.
 */
export const receivedItemDetailSchema = subscriberCatalogRowSchema.extend({
  infoProviderGln: z.string(),
  version: z.number().int(),
  attributes: itemAttributesSchema,
  sections: z.partialRecord(z.enum(ATTRIBUTE_SECTIONS), z.array(sectionEntrySchema)),
  hierarchy: receivedHierarchyNodeSchema,
  parents: z.array(receivedParentSchema),
  cicHistory: z.array(cicHistoryRowSchema),
  /** The whole tradeItem the CIN carried (issue 15). */
  gdsnDocument: gdsnElementSchema.optional(),
});
export type ReceivedItemDetail = z.infer<typeof receivedItemDetailSchema>;

export const receivedItemParamsSchema = z.object({ receivedItemId: idDigits() });
