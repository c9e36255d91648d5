import {
  matchKeysInUse,
  type MATCH_KEYS,
  type MatchCriteria,
  type OUTPUT_FORMATS,
  type OutputProfile,
} from './schemas/company.js';

/** Labels of the DQ Match Criteria keys, as the screens and the readable texts show them. */
export const MATCH_KEY_LABELS: Record<(typeof MATCH_KEYS)[number], string> = {
  GTIN: 'GTIN',
  PRODUCT_CODE: 'Product code',
  MPC: 'MPC',
  DESCRIPTION: 'Description',
  BRAND: 'Brand',
  NET_CONTENT: 'Net content',
};

/** What each key lets matching compare, in a buyer's words (the DQ Match Criteria form). */
export const MATCH_KEY_HINTS: Record<(typeof MATCH_KEYS)[number], string> = {
  GTIN: 'Always on: the same GTIN is the same trade item, so it is matched at once.',
  PRODUCT_CODE: "Product codes on both sides (your code, the publisher's code) count as evidence.",
  MPC: 'Manufacturer part numbers and model codes count; a different one speaks against a match.',
  DESCRIPTION: 'The words of the descriptions count.',
  BRAND: 'The same brand counts for a match, a different one against it.',
  NET_CONTENT: 'Net content, sizes and capacities count; a different size speaks against a match.',
};

/** Labels of the Output Profile formats. */
export const OUTPUT_FORMAT_LABELS: Record<(typeof OUTPUT_FORMATS)[number], string> = {
  GS1_XML: 'GS1 XML',
  SPREADSHEET: 'Spreadsheet',
  FLAT_FILE: 'Flat file',
  WEB_SERVICE: 'Web service',
};

export const OUTPUT_FREQUENCY_LABELS: Record<OutputProfile['frequency'], string> = {
  REAL_TIME: 'real time',
  DAILY: 'daily',
  WEEKLY: 'weekly',
};

const SEPARATOR = ' · ';
const yesNo = (flag: 0 | 1) => (flag === 1 ? 'yes' : 'no');

/** How many candidates the criteria list, in words: "up to 5" or "none (confident matches only)". */
export function matchCandidatesText(candidates: number): string {
  return candidates === 0 ? 'none (confident matches only)' : `up to ${candidates}`;
}

/**
 * One line for a company's DQ match criteria, e.g. "Match keys: GTIN, MPC · Confident match: from 80 % ·
 * Candidates: up to 5 · Automatic review: off" (GTIN always counts, see matchKeysInUse).
 */
export function matchCriteriaText(criteria: MatchCriteria): string {
  const parts = [
    `Match keys: ${matchKeysInUse(criteria.keys)
      .map((k) => MATCH_KEY_LABELS[k])
      .join(', ')}`,
    `Confident match: from ${criteria.minimumScore} %`,
    `Candidates: ${matchCandidatesText(criteria.candidates)}`,
    `Automatic review: ${criteria.autoReview === 1 ? 'on' : 'off'}`,
  ];
  if (criteria.notes) parts.push(`Notes: ${criteria.notes}`);
  return parts.join(SEPARATOR);
}

/** One line for a company's output profile, e.g. "Formats: GS1 XML · Frequency: daily · Hierarchy: yes · …". */
export function outputProfileText(profile: OutputProfile): string {
  const parts = [
    `Formats: ${profile.formats.map((f) => OUTPUT_FORMAT_LABELS[f]).join(', ') || 'none'}`,
    `Frequency: ${OUTPUT_FREQUENCY_LABELS[profile.frequency]}`,
    `Hierarchy: ${yesNo(profile.includeHierarchy)}`,
    `Nutrients: ${yesNo(profile.includeNutrients)}`,
    `Images: ${yesNo(profile.includeImages)}`,
  ];
  if (profile.notes) parts.push(`Notes: ${profile.notes}`);
  return parts.join(SEPARATOR);
}
