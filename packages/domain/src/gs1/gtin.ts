import { hasValidCheckDigit } from './check-digit.js';

export type GtinProblem = 'format' | 'checkDigit';

/**
 * Normalises GTIN-8/12/13/14 input to the 14-digit form GS1 keeps in GDSN
 * (left-padded with zeros) and verifies the check digit.
 */
export function parseGtin(input: string): { ok: true; gtin: string } | { ok: false; problem: GtinProblem } {
  const digits = input.trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return { ok: false, problem: 'format' };
  const gtin = digits.padStart(14, '0');
  return hasValidCheckDigit(gtin) ? { ok: true, gtin } : { ok: false, problem: 'checkDigit' };
}

export function isValidGtin(input: string): boolean {
  return parseGtin(input).ok;
}
