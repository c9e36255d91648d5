/** What other features may use of the support workflow. */
export { resend } from './resend.js';
