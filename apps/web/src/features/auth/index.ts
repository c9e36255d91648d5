/** What the rest of the app may use from the auth feature. */
export { ChangePasswordModal } from './components/change-password-modal';
export { SessionExpiredDialog } from './components/session-expired-dialog';
