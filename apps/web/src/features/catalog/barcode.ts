import { parseGtin } from '@tradepool/domain';

/** The bwip-js encoder names of the two symbols a trade item carries. */
export type BarcodeKind = 'ean13' | 'itf14';

export interface BarcodeSymbol {
  kind: BarcodeKind;
  /** The digits the symbol encodes, check digit included. */
  text: string;
  label: 'EAN-13' | 'ITF-14';
}

/**
 * Which symbol a GTIN prints as: a GTIN-14 with a leading 0 is a GTIN-13 (or shorter) padded for GDSN, so a
 * retail EAN-13 of the other 13 digits; one with a packaging indicator 1-9 is a case or pallet, so ITF-14.
 * Null for a value that is not a valid GTIN (nothing a scanner could read back).
 */
export function barcodeFor(gtin: string): BarcodeSymbol | null {
  const parsed = parseGtin(gtin);
  if (!parsed.ok) return null;
  if (parsed.gtin.startsWith('0')) return { kind: 'ean13', text: parsed.gtin.slice(1), label: 'EAN-13' };
  return { kind: 'itf14', text: parsed.gtin, label: 'ITF-14' };
}
