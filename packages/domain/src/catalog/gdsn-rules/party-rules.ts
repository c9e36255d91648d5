import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { mustBeUsed, textOf } from './rule-values.js';

/** The information provider: named by GLN and name, the same at every level of a hierarchy. */
export const PARTY_RULES: readonly RuleDefinition[] = [
  {
    // The data source and content owner are the information provider here, so the rule's hierarchy part remains.
    id: 300,
    category: 'party',
    attributes: [CODES.informationProviderGln],
    check: ({ attributes, children }) => {
      const gln = textOf(attributes, CODES.informationProviderGln);
      const differs = children.some((child) => {
        const childGln = textOf(child.attributes, CODES.informationProviderGln);
        return gln !== '' && childGln !== '' && childGln !== gln;
      });
      return differs ? [{ attribute: CODES.informationProviderGln }] : [];
    },
  },
  mustBeUsed(1000, 'party', CODES.informationProviderGln),
  mustBeUsed(1001, 'party', CODES.informationProviderName),
];
