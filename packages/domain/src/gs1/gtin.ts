import { hasValidCheckDigit } from './check-digit.js';

export type GtinProblem = 'format' | 'checkDigit' | 'zero';

/**
 * Normalises GTIN-8/12/13/14 input to the 14-digit form GS1 keeps in GDSN
 * (left-padded with zeros) and verifies the check digit. All zeros passes the check digit but identifies
 * nothing: GS1 never allocates it.
 */
export function parseGtin(input: string): { ok: true; gtin: string } | { ok: false; problem: GtinProblem } {
  const digits = input.trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return { ok: false, problem: 'format' };
  const gtin = digits.padStart(14, '0');
  if (/^0+$/.test(gtin)) return { ok: false, problem: 'zero' };
  return hasValidCheckDigit(gtin) ? { ok: true, gtin } : { ok: false, problem: 'checkDigit' };
}

export function isValidGtin(input: string): boolean {
  return parseGtin(input).ok;
}
