import { gdsnElementSchema } from '../gdsn/gdsn-element.js';
import { z } from 'zod';
import { ATTRIBUTE_SECTIONS } from '../catalog/attribute-types.js';
import { attributeValueSchema, itemAttributesSchema } from '../catalog/item-values.js';
import { pageOf, pageRequestShape } from './paging.js';
import { usDateFilter } from './us-date.js';
import { digitsOf, dottedIds, idDigits, idNumber } from './whole-number.js';

/** Spec point 4, "Catalog item registration status codes". 2 is the Ready state a GDSN user's save gives. */
export const CATALOG_STATUS = {
  notReady: 1,
  ready: 2,
  inProcess: 3,
  validated: 5,
  failed: 9,
} as const;
export const CATALOG_STATUS_CODES = [1, 2, 3, 5, 9] as const;
export type CatalogStatus = (typeof CATALOG_STATUS_CODES)[number];

/**
 * 2 is the spec's Ready (all 32 required attributes filled) on its way to the GDSN validation; its label
 * says so, because the registration screens have a "ready" of their own (Validated, ready to register).
 */
export const CATALOG_STATUS_LABELS: Record<CatalogStatus, string> = {
  1: 'Not Ready',
  2: 'Ready to validate',
  3: 'In Process',
  5: 'Validated',
  9: 'Failed',
};

/** What each status means, for the tooltips wherever a status shows. */
export const CATALOG_STATUS_HINTS: Record<CatalogStatus, string> = {
  1: 'Some of the 32 required attributes are still empty.',
  2: 'All 32 required attributes are filled; the GDSN validation has still to check the item.',
  3: 'Sent to the GS1 Global Registry, waiting for its answer.',
  5: 'Complete and valid: the GDSN validation passed (outside GDSN: all 32 required attributes are filled).',
  9: 'Failed the GDSN validation or was rejected by the registry: see its errors, fix it and save again.',
};

/** Spec point 9: the product data status filter ("Does have" / "Does not have" what `nutritionals` names). */
export const PRODUCT_DATA_STATUS = { has: 1, hasNot: 2 } as const;
/** Spec point 9, "Nutritional filters". */
export const NUTRITIONAL_FILTERS = ['allergens', 'marketing', 'nutritional'] as const;
export type NutritionalFilter = (typeof NUTRITIONAL_FILTERS)[number];
export const NUTRITIONAL_FILTER_LABELS: Record<NutritionalFilter, string> = {
  allergens: 'Allergens',
  marketing: 'Marketing Info and Images',
  nutritional: 'Nutritional Data',
};
/** Spec point 4, "Publication status filter". */
export const PUBLICATION_STATUS = { published: 1, unpublished: 2 } as const;

export const CATALOG_SORT_KEYS = [
  'modifiedTime',
  'actionTime',
  'gtin',
  'productCode',
  'description',
  'unitDescriptor',
  'brandName',
  'status',
  'regStatus',
  'noOfSubscribers',
  'targetMarket',
] as const;
export type CatalogSortKey = (typeof CATALOG_SORT_KEYS)[number];

const idList = z.array(idNumber()).max(1000);
const textList = (max: number) => z.array(z.string().trim().min(1).max(max)).max(200);
const usDate = usDateFilter();

/**
 * Spec point 3, "Catalog item search". Every filter is optional; `keyword` looks in GTIN, product code,
 * description and brand; `gtin` accepts 8, 12, 13 or 14 digits. Default sort modifiedTime descending
 * (the Deleted tab sorts by actionTime descending), 25 rows.
 */
export const catalogSearchSchema = z.object({
  id: idNumber().nullish(),
  gtin: z.string().trim().max(14).nullish(),
  productCode: z.string().trim().max(80).nullish(),
  description: z.string().trim().max(200).nullish(),
  fromDate: usDate,
  toDate: usDate,
  lastUpdateDate: usDate,
  status: z.number().int().nullish(),
  userName: z.string().trim().max(100).nullish(),
  keyword: z.string().trim().max(200).nullish(),
  registrationStatuses: z.array(z.number().int()).max(10).nullish(),
  notificationStatuses: textList(40).nullish(),
  /** User ids of the items' authors (the filter sidebar's author list). */
  authors: idList.nullish(),
  productDataStatus: z.union([z.literal(1), z.literal(2)]).nullish(),
  nutritionals: z.array(z.enum(NUTRITIONAL_FILTERS)).max(3).nullish(),
  lastDays: z.number().int().min(0).max(3650).nullish(),
  brands: textList(200).nullish(),
  subscriberGlns: textList(13).nullish(),
  publicationStatus: z.union([z.literal(1), z.literal(2)]).nullish(),
  ...pageRequestShape(CATALOG_SORT_KEYS, { rowCount: 25, sortBy: 'modifiedTime', sortDesc: true }),
});
export type CatalogSearch = z.input<typeof catalogSearchSchema>;

/** Spec point 3, "Catalog row", plus the target market and author the grid also shows. */
export const catalogRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  targetMarket: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  status: z.number().int(),
  regStatus: z.string().nullable(),
  noOfSubscribers: z.number().int(),
  subscriberNameList: z.string().nullable(),
  isCicReview: z.number().int(),
  /** Whether the item has children (it heads a hierarchy the grid can open). */
  isTree: z.number().int(),
  dmsStatus: z.string().nullable(),
  authorName: z.string().nullable(),
  modifiedTime: z.string(),
  actionTime: z.string().nullable(),
});
export type CatalogRow = z.infer<typeof catalogRowSchema>;
export const catalogPageSchema = pageOf(catalogRowSchema);

/** `GET catalogs/partialCatalog` and `searchPartialDeleted`: typeahead suggestions (3+ characters, 20 at most). */
export const catalogSuggestQuerySchema = z.object({ keyword: z.string().trim().min(1).max(100) });
export const catalogSuggestionSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
});
export type CatalogSuggestion = z.infer<typeof catalogSuggestionSchema>;

/** A link in a hierarchy: the other item and how many of the child the parent holds. */
export const hierarchyLinkSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  quantity: z.number().int(),
});
export type HierarchyLink = z.infer<typeof hierarchyLinkSchema>;

/**
 * Spec point 3, "Hierarchy node": an item with its children (`catalogItemHierarchies`, each holding its
 * `childCatalogItem` node) and, for the node asked for, its parents.
 */
export interface HierarchyNode {
  catalogItemId: number;
  gtin: string;
  productCode: string | null;
  description: string | null;
  unitDescriptor: string | null;
  status: number;
  parents: HierarchyLink[];
  catalogItemHierarchies: { quantity: number; childCatalogItem: HierarchyNode }[];
}
export const hierarchyNodeSchema: z.ZodType<HierarchyNode> = z.lazy(() =>
  z.object({
    catalogItemId: z.number().int(),
    gtin: z.string(),
    productCode: z.string().nullable(),
    description: z.string().nullable(),
    unitDescriptor: z.string().nullable(),
    status: z.number().int(),
    parents: z.array(hierarchyLinkSchema),
    catalogItemHierarchies: z.array(z.object({ quantity: z.number().int(), childCatalogItem: hierarchyNodeSchema })),
  }),
);
// A recursive schema is documented as a named OpenAPI component, which its own `$ref` points to.
z.globalRegistry.add(hierarchyNodeSchema, { id: 'HierarchyNode' });

/** One attribute as a detail section lists it. */
export const sectionEntrySchema = z.object({ code: z.string(), value: attributeValueSchema });

/**
 * Spec point 3, "Item detail": the item's attributes, also grouped as the legacy section arrays
 * (`ArrCoding` …), its readiness and its direct hierarchy links.
 */
export const catalogItemDetailSchema = z.object({
  catalogItemId: z.number().int(),
  companyId: z.number().int(),
  gtin: z.string(),
  targetMarket: z.string(),
  unitDescriptor: z.string().nullable(),
  infoProviderGln: z.string(),
  status: z.number().int(),
  regStatus: z.string().nullable(),
  deleted: z.number().int(),
  version: z.number().int(),
  createdTime: z.string(),
  modifiedTime: z.string(),
  actionTime: z.string().nullable(),
  authorName: z.string().nullable(),
  attributes: itemAttributesSchema,
  sections: z.partialRecord(z.enum(ATTRIBUTE_SECTIONS), z.array(sectionEntrySchema)),
  missingRequired: z.array(z.string()),
  catalogItemHierarchies: z.array(hierarchyLinkSchema),
  parents: z.array(hierarchyLinkSchema),
  /** The whole tradeItem (issue 15): every GDSN attribute the item holds, the sections' values among them. */
  gdsnDocument: gdsnElementSchema.optional(),
});
export type CatalogItemDetail = z.infer<typeof catalogItemDetailSchema>;

/** A child the saved item holds, with its quantity (the parent's side of the hierarchy). */
export const childLinkSchema = z.object({
  childCatalogItemId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(1_000_000),
});

/**
 * Spec point 4, "Saving a catalog item": `POST catalogs`. Without `catalogItemId` it creates the item from
 * (at least) the 4 create keys; with it, it replaces the item's attributes. `children`, when given,
 * replaces the item's hierarchy links.
 */
export const catalogSaveSchema = z.object({
  catalogItemId: z.number().int().positive().nullish(),
  attributes: itemAttributesSchema,
  children: z.array(childLinkSchema).max(200).nullish(),
  /**
   * The whole tradeItem as the GDSN attributes editor leaves it; the sections' values (`attributes`) are written
   * into it where they differ from what it holds. Without it, the item's stored document is kept.
   */
  gdsnDocument: gdsnElementSchema.nullish(),
});
export type CatalogSave = z.input<typeof catalogSaveSchema>;

/** `POST catalogs/checkItemExists`: the item key (GTIN, target market, information provider GLN). */
export const catalogItemKeySchema = z.object({
  gtin: z.string().trim().min(1).max(14),
  targetMarket: z.string().trim().min(1).max(3).default('840'),
  infoProviderGln: z.string().trim().max(13).nullish(),
  /** Set when editing: the item itself does not count as "exists". */
  excludeCatalogItemId: z.number().int().positive().nullish(),
});

/** `DELETE catalogs?Ids=1.2.3`: ids joined by dots. */
export const catalogDeleteQuerySchema = z.object({
  Ids: dottedIds('Ids', 1000),
});

export const catalogIdParamsSchema = z.object({ catalogItemId: idDigits() });

/** `GET catalogs/getParentHierarchy`: the hierarchies above an item, a page of roots at a time. */
export const parentHierarchyQuerySchema = z.object({
  parentCatalogItemId: idDigits(),
  subscriberGln: z.string().trim().max(13).nullish(),
  page: digitsOf(z.number().int().min(1)).default(1),
});

/** The filter sidebar's choices: the company's authors and brands. */
export const catalogAuthorSchema = z.object({ userId: z.number().int(), name: z.string() });
export const brandListSchema = z.object({ brands: z.array(z.string()) });
export const authorListSchema = z.object({ authors: z.array(catalogAuthorSchema) });

/** `GET catalogs/processingErrors`: the dashboard flag and the items behind it (status 9 Failed). */
export const processingErrorsSchema = z.object({
  count: z.number().int(),
  items: z.array(catalogRowSchema),
});

/** `GET catalogs/getComponent/{id}`: the item's next lower level, each child with its attributes. */
export const catalogComponentsSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  ArrComponentsDetail: z.array(
    hierarchyLinkSchema.extend({ status: z.number().int(), attributes: itemAttributesSchema }),
  ),
});
export type CatalogComponents = z.infer<typeof catalogComponentsSchema>;
