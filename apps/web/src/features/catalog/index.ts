/** What the rest of the app may use from the catalog feature: links into the supplier catalog. */
export { CATALOG_PATH, CATALOG_SPECIAL_KEYWORDS, catalogPath } from './catalog-params';
