import { createReceivedCopies } from '../../composition/received-copies.js';

/** The buyers' copies the demo delivers, with the app's listeners (no app runs while seeding). */
export const demoCopies = createReceivedCopies();
