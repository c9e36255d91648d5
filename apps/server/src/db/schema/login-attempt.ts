/**
 * Failed sign-ins by login name and client address, whether or not the login exists, so a lockout says
 * nothing about existence and one address's failures lock only that address out.
 */
export interface LoginAttemptTable {
  login: string;
  source: string;
  failures: number;
  first_failure_time: string;
  locked_until: string | null;
}
