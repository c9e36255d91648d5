/** What the rest of the app may use from the registration feature: its paths. */
export { FIX_PATH, REGISTER_PATH, REGISTRATION_PATH, registrationStatusPath } from './registration-paths';
