/**
 * What the rest of the app may use from the catalog: its links (filtered ones too), its date format, the
 * spreadsheet download's request and the GTIN template; for the home page, its search box and suggestions;
 * for the subscriber catalog, which shows received items as the catalog shows its own: the search box,
 * filter pieces, the download dialog and reports, the detail's parts; and fetching a finished report's file.
 */
export {
  CATALOG_PATH,
  CATALOG_SPECIAL_KEYWORDS,
  catalogPath,
  parseCatalogParams,
  uploadRegisterPath,
} from './catalog-params';
export type { CatalogLink } from './catalog-params';
export { formatDateTime } from './catalog-grid-columns';
export { catalogDownloadRequest } from './catalog-download';
export { UnitDescriptor } from './components/unit-descriptor';
export { useDownloadGtinTemplate } from './api/download-gtin-template';
export { CatalogSearchBox, type SuggestionsHook } from './components/catalog-search-box';
export { usePartialCatalog } from './api/get-partial-catalog';
export { BrandFilter, FilterCard, FilterGroup, FilterToggle, ProductDataFilter } from './components/filter-card';
export { DATE_RANGE_OPTIONS, catalogFilterPath, type CatalogFilterLink } from './catalog-search';
export { DownloadDialog, type DownloadKind } from './components/download-dialog';
export type { CatalogFileDownload } from './api/download-catalog-spreadsheet';
export { ScheduledReports } from './components/scheduled-reports';
export { useDownloadScheduledReport } from './api/download-scheduled-report';
export { AttributeList } from './components/attribute-value-view';
export { GtinBarcode } from './components/gtin-barcode';
export { DigitalLinkPanel } from './components/digital-link-panel';
export { HierarchyTree } from './components/hierarchy-tree';
export { useCodeLabels } from './components/use-code-labels';
export { detailSections, displayValue, type CodeLabeler } from './item-detail-view';
export { AttributeValueView } from './components/attribute-value-view';
export { GtinCell, checkboxSelection, openingRow, withOpenRow } from './components/catalog-grid';
export { WORKSPACE_STATE, useSplitScreen, useWorkspaceVisit } from './components/use-workspace';
export { DetailCard } from './components/item-detail-panel';
