/** What the rest of the server needs: the job type of the scheduled subscribed-items sheet. */
export { SUBSCRIBED_ITEMS_JOB } from './subscribed-items-sheet.js';
