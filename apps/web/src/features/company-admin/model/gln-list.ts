import { isValidGln, MAX_GLNS_PER_COMPANY } from '@tradepool/domain';

export const GLN_ERRORS = {
  firstRequired: 'A GDSN company needs its first GLN.',
  emptyLine: 'Enter a GLN or remove this line.',
  format: 'A GLN has exactly 13 digits.',
  checkDigit: 'This GLN has a wrong check digit.',
  duplicate: 'This GLN is already in the list.',
  tooMany: `At most ${MAX_GLNS_PER_COMPANY} GLNs.`,
} as const;

/**
 * Spec point 5 for one line of the GLN list: 13 digits with a valid GS1 check digit, no repeats, the first
 * required for a GDSN company. An empty first line is allowed otherwise (it is dropped on save).
 */
export function glnEntryError(
  entries: readonly (string | null | undefined)[],
  index: number,
  isGdsn: boolean,
): string | null {
  const value = (entries[index] ?? '').trim();
  if (value === '') {
    if (index === 0) return isGdsn ? GLN_ERRORS.firstRequired : null;
    return GLN_ERRORS.emptyLine;
  }
  if (!/^\d{13}$/.test(value)) return GLN_ERRORS.format;
  if (!isValidGln(value)) return GLN_ERRORS.checkDigit;
  const earlier = entries.slice(0, index).map((entry) => (entry ?? '').trim());
  if (earlier.includes(value)) return GLN_ERRORS.duplicate;
  return null;
}

/** Every line's error (null when valid), plus the list's own limit. */
export function glnListErrors(
  entries: readonly (string | null | undefined)[],
  isGdsn: boolean,
): { entries: (string | null)[]; list: string | null } {
  return {
    entries: entries.map((_entry, index) => glnEntryError(entries, index, isGdsn)),
    list: entries.length > MAX_GLNS_PER_COMPANY ? GLN_ERRORS.tooMany : null,
  };
}

/** What the API receives: trimmed, empty lines left out. */
export function glnListForSave(entries: readonly (string | null | undefined)[]): { gln: string }[] {
  return entries.map((entry) => (entry ?? '').trim()).flatMap((gln) => (gln ? [{ gln }] : []));
}
