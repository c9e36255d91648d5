import { hasValidCheckDigit } from './check-digit.js';

export const GLN_PATTERN = /^\d{13}$/;

/** Thirteen digits with the GS1 check digit; all zeros passes the check digit but is never allocated. */
export function isValidGln(input: string): boolean {
  return GLN_PATTERN.test(input) && hasValidCheckDigit(input) && !/^0+$/.test(input);
}
