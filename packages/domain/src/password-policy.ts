import { PASSWORD_MIN_LENGTH } from './constants.js';

/** Spec point 5: at least 15 characters with a lower-case letter, an upper-case letter and a digit. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)
  );
}

/** Spec point 5: letters, digits, underscore, at sign and dot. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_@.]+$/;

export function normaliseUserName(input: string): string {
  return input.trim().toLowerCase();
}
