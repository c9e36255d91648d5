/** What the rest of the app may use from data quality: its path, and the publishers' summary (the home page's). */
export { DMS_PATH } from './dms-paths';
export { DmsSummaryList } from './components/dms-summary-list';
