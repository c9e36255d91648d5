/** What the rest of the app may use from the home page: the buyer's weekly charts (the data quality summary shows them). */
export { WeeklySyncCharts } from './components/weekly-sync-charts';
