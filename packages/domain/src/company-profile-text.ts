import type { MATCH_KEYS, MatchCriteria, OUTPUT_FORMATS, OutputProfile } from './schemas/company.js';

/** Labels of the DQ Match Criteria keys, as the screens and the readable texts show them. */
export const MATCH_KEY_LABELS: Record<(typeof MATCH_KEYS)[number], string> = {
  GTIN: 'GTIN',
  PRODUCT_CODE: 'Product code',
  MPC: 'MPC',
  DESCRIPTION: 'Description',
  BRAND: 'Brand',
  NET_CONTENT: 'Net content',
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

/** One line for a company's DQ match criteria, e.g. "Match keys: GTIN, MPC · Minimum score 80 % · Automatic review: off". */
export function matchCriteriaText(criteria: MatchCriteria): string {
  const parts = [
    `Match keys: ${criteria.keys.map((k) => MATCH_KEY_LABELS[k]).join(', ') || 'none'}`,
    `Minimum score ${criteria.minimumScore} %`,
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
