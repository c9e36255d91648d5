/** Failed sign-ins by login name, whether or not the login exists, so a lockout says nothing about existence. */
export interface LoginAttemptTable {
  login: string;
  failures: number;
  first_failure_time: string;
  locked_until: string | null;
}
