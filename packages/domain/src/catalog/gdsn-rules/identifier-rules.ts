import { ATTRIBUTES } from '../attributes.js';
import { isValidGln } from '../../gs1/gln.js';
import { parseGtin, type GtinProblem } from '../../gs1/gtin.js';
import type { RuleDefinition } from './rule-types.js';
import { textOf } from './rule-values.js';

// The rules speak of data types, so they cover every attribute of that type the dictionary holds.
const GTIN_CODES = ATTRIBUTES.filter((a) => a.type === 'gtin').map((a) => a.code);
const GLN_CODES = ATTRIBUTES.filter((a) => a.type === 'gln').map((a) => a.code);

const gtinRule = (id: 447 | 471, problem: GtinProblem): RuleDefinition => ({
  id,
  category: 'identifier',
  attributes: GTIN_CODES,
  check: ({ attributes }) =>
    GTIN_CODES.filter((code) => {
      const text = textOf(attributes, code);
      if (text === '') return false;
      const parsed = parseGtin(text);
      return !parsed.ok && parsed.problem === problem;
    }).map((code) => ({ attribute: code })),
});

/** GTIN and GLN format and check digits (rules 447, 448, 471, written for any GDSN message). */
export const IDENTIFIER_RULES: readonly RuleDefinition[] = [
  gtinRule(447, 'checkDigit'),
  {
    id: 448,
    category: 'identifier',
    attributes: GLN_CODES,
    check: ({ attributes }) =>
      GLN_CODES.filter((code) => {
        const text = textOf(attributes, code);
        return text !== '' && !isValidGln(text);
      }).map((code) => ({ attribute: code })),
  },
  gtinRule(471, 'format'),
];
