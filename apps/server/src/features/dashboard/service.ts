/** The dashboard's calls (spec point 7); the home page's other numbers come from their own features' calls. */
export { itemStatusCounts } from './status-counts.js';
export { registrationSummary } from './registration-summary.js';
export { weeklySync } from './weekly-sync.js';
export { publisherActivitiesWorkbook } from './publisher-activities.js';
