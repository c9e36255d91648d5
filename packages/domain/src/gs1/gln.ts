import { hasValidCheckDigit } from './check-digit.js';

export const GLN_PATTERN = /^\d{13}$/;

export function isValidGln(input: string): boolean {
  return GLN_PATTERN.test(input) && hasValidCheckDigit(input);
}
