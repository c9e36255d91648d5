/**
 * What the rest of the app may use from the catalog: its links, its date format, the spreadsheet download's
 * request and the GTIN template.
 */
export { CATALOG_PATH, CATALOG_SPECIAL_KEYWORDS, catalogPath, parseCatalogParams } from './catalog-params';
export type { CatalogLink } from './catalog-params';
export { formatDateTime } from './catalog-grid-columns';
export { catalogDownloadRequest } from './catalog-download';
export { UnitDescriptor } from './components/unit-descriptor';
export { useDownloadGtinTemplate } from './api/download-gtin-template';
