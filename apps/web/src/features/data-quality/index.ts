/**
 * What the rest of the app may use from data quality: its path, the publishers' summary and the buyer's
 * weekly charts (the home page's), the item detail's address and the status tag (the global search's).
 */
export { DMS_PATH, dmsItemDetailPath } from './dms-paths';
export { DmsSummaryList } from './components/dms-summary-list';
export { WeeklySyncCharts } from './components/weekly-sync-charts';
export { DmsStatusTag } from './components/dms-status-tag';
