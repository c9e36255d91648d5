import { z } from 'zod';
import { digitsOf, idDigits } from './whole-number.js';

/**
 * How a version of a catalog item came to be: the item editor (a save or a delete), the GTIN template or a GS1
 * XML file uploaded on the upload page, a CIN an integrated system sent (`POST gdsn/messages`), a bulk load (the
 * demo data, benchmarks); `unknown` for versions written before the pool recorded it (migration 0039).
 */
export const ITEM_VERSION_SOURCES = ['editor', 'upload', 'xml-upload', 'cin', 'import', 'unknown'] as const;
export type ItemVersionSource = (typeof ITEM_VERSION_SOURCES)[number];

export const ITEM_VERSION_SOURCE_LABELS: Record<ItemVersionSource, string> = {
  editor: 'Item editor',
  upload: 'Template upload',
  'xml-upload': 'GS1 XML upload',
  cin: 'Inbound CIN',
  import: 'Data load',
  unknown: 'Not recorded',
};

export const ITEM_CHANGE_TYPES = ['create', 'update', 'delete'] as const;
export type ItemChangeType = (typeof ITEM_CHANGE_TYPES)[number];

/**
 * One attribute a version changed, old → new: a section attribute by its code (`kind` section, the spec's
 * name as label), a value of the whole trade item beyond the sections by its indexed path (`gdsn`, the
 * dictionary's names), or what the catalog keeps of the item itself (`item`: its children, its deletion).
 */
export const itemChangeSchema = z.object({
  key: z.string(),
  kind: z.enum(['section', 'gdsn', 'item']),
  label: z.string(),
  /** The section a section attribute sits in; the module of a GDSN value; null for the item's own. */
  group: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ItemChange = z.infer<typeof itemChangeSchema>;

export const itemVersionSchema = z.object({
  version: z.number().int(),
  changeType: z.enum(ITEM_CHANGE_TYPES),
  source: z.enum(ITEM_VERSION_SOURCES),
  /** The user's name (their login when they have none); null for a version no user made. */
  changedBy: z.string().nullable(),
  changedTime: z.string(),
  changes: z.array(itemChangeSchema),
});
export type ItemVersion = z.infer<typeof itemVersionSchema>;

export const itemHistoryPageSchema = z.object({
  totalRows: z.number().int(),
  /** The item's version now: the one every other is compared with. */
  currentVersion: z.number().int(),
  results: z.array(itemVersionSchema),
});
export type ItemHistoryPage = z.infer<typeof itemHistoryPageSchema>;

/** Rows per page of a history: 10 by default, 100 at most. */
export const HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const;

const historyPaging = {
  pageNumber: digitsOf(z.number().int().min(1).max(1_000_000)).optional(),
  rowCount: digitsOf(z.number().int().min(1).max(100)).optional(),
};

/** `GET catalogs/{id}/history`: newest first unless `sortDesc=false`. */
export const itemHistoryQuerySchema = z.object({
  ...historyPaging,
  sortDesc: z.enum(['true', 'false']).optional(),
});
export type ItemHistoryQuery = z.infer<typeof itemHistoryQuerySchema>;

export const itemVersionParamsSchema = z.object({
  catalogItemId: idDigits(),
  version: digitsOf(z.number().int().min(1).max(2_147_483_647)),
});

/** A version beside the item as it is now: every attribute that differs, the version's value → today's. */
export const itemVersionCompareSchema = z.object({
  version: z.number().int(),
  changedTime: z.string(),
  currentVersion: z.number().int(),
  currentTime: z.string(),
  differences: z.array(itemChangeSchema),
});
export type ItemVersionCompare = z.infer<typeof itemVersionCompareSchema>;

/** The CIN commands a received version came by. */
export const CIN_COMMAND_LABELS: Record<string, string> = {
  ADD: 'ADD',
  CHANGE_BY_REFRESH: 'CHANGE',
  CORRECT: 'CORRECT',
};

/** One CIN a buyer received with the item: when, the publisher's version it carried, its command. */
export const receivedVersionSchema = z.object({
  messageId: z.number().int(),
  instanceId: z.string(),
  receivedTime: z.string(),
  /** Null for a CIN received before the pool kept its version (migration 0039). */
  version: z.number().int().nullable(),
  /** ADD, CHANGE_BY_REFRESH or CORRECT, as the CIN's document command says; null if it says none. */
  command: z.string().nullable(),
  senderGln: z.string().nullable(),
});
export type ReceivedVersion = z.infer<typeof receivedVersionSchema>;

export const receivedVersionPageSchema = z.object({
  totalRows: z.number().int(),
  results: z.array(receivedVersionSchema),
});
export type ReceivedVersionPage = z.infer<typeof receivedVersionPageSchema>;

export const receivedVersionsQuerySchema = z.object(historyPaging);
