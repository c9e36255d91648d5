/**
 * The supplier catalog's route, `/catalog/:catalogItemId/:keyword/:gtin` (spec point 2). A path segment
 * cannot be empty, so an absent value is written as a placeholder: `0` for the item id, `-` for the keyword
 * and the GTIN. Reading accepts either placeholder in every position, so a link written either way works.
 */
export const CATALOG_PATH = '/catalog';
export const CATALOG_ROUTE = '/catalog/:catalogItemId/:keyword/:gtin';

const NO_ID = '0';
const NO_TEXT = '-';
const PLACEHOLDERS = new Set(['', NO_ID, NO_TEXT]);

/** Spec point 2: the keywords the home page sends instead of a search. */
export const CATALOG_SPECIAL_KEYWORDS = {
  download: 'fromHomePage',
  createItem: 'fromHomePageCreateItem',
} as const;

export type CatalogEntryMode = 'browse' | 'download' | 'createItem';

/** What the route asks for: a search to run first (id, keyword, GTIN) and the mode to open in. */
export interface CatalogEntry {
  catalogItemId: number | null;
  keyword: string | null;
  gtin: string | null;
  mode: CatalogEntryMode;
}

export interface CatalogLink {
  catalogItemId?: number | null;
  keyword?: string | null;
  gtin?: string | null;
}

const present = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return PLACEHOLDERS.has(text) ? null : text;
};

export function parseCatalogParams(params: Readonly<Record<string, string | undefined>>): CatalogEntry {
  const idText = present(params.catalogItemId);
  const id = idText !== null && /^\d{1,15}$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  const keyword = present(params.keyword);
  const gtinText = present(params.gtin);
  const gtin = gtinText !== null && /^\d{1,14}$/.test(gtinText) ? gtinText : null;
  if (keyword === CATALOG_SPECIAL_KEYWORDS.download)
    return { catalogItemId: id, keyword: null, gtin, mode: 'download' };
  if (keyword === CATALOG_SPECIAL_KEYWORDS.createItem) {
    return { catalogItemId: id, keyword: null, gtin, mode: 'createItem' };
  }
  return { catalogItemId: id, keyword, gtin, mode: 'browse' };
}

/**
 * The catalog path for a link; with nothing to search it is plain `/catalog`. `base` is another screen with
 * the same three params (the subscriber catalog's `/catalog/subscriber`).
 */
export function catalogPath({ catalogItemId, keyword, gtin }: CatalogLink = {}, base = CATALOG_PATH): string {
  const text = keyword?.trim() ?? '';
  const code = gtin?.trim() ?? '';
  if (!catalogItemId && !text && !code) return base;
  const id = catalogItemId ? String(catalogItemId) : NO_ID;
  return `${base}/${id}/${text ? encodeURIComponent(text) : NO_TEXT}/${code || NO_TEXT}`;
}

const UPLOAD_REGISTER_SUFFIX = '/uploadregister';

/** The bare `/catalog` leaves no segments to hang the suffix on: every placeholder is written out instead. */
const EMPTY_CATALOG_SEGMENTS = `${CATALOG_PATH}/0/-/-`;

/**
 * `/catalog/:catalogItemId/:keyword/:gtin/uploadregister` (registration's upload screen, over the catalog),
 * keeping the catalog's search to return to.
 */
export function uploadRegisterPath(link: CatalogLink = {}): string {
  const path = catalogPath(link);
  return (path === CATALOG_PATH ? EMPTY_CATALOG_SEGMENTS : path) + UPLOAD_REGISTER_SUFFIX;
}
