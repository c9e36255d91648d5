import { CODE_LIST_RULES } from './code-list-rules.js';
import { DATE_RULES } from './date-rules.js';
import { DESCRIPTION_RULES } from './description-rules.js';
import { HIERARCHY_RULES } from './hierarchy-rules-gdsn.js';
import { IDENTIFIER_RULES } from './identifier-rules.js';
import { MEASUREMENT_RULES } from './measurement-rules.js';
import { MEASURING_SYSTEM_RULES } from './measuring-system-rules.js';
import { NUTRIENT_RULES } from './nutrient-rules.js';
import { PARTY_RULES } from './party-rules.js';
import { RULE_TEXTS } from './rule-texts.js';
import type { RuleCategory, RuleFailure, RuleItem, RuleOptions } from './rule-types.js';
import { UNIT_DESCRIPTOR_RULES } from './unit-descriptor-rules.js';

const DEFINITIONS = [
  ...IDENTIFIER_RULES,
  ...PARTY_RULES,
  ...HIERARCHY_RULES,
  ...UNIT_DESCRIPTOR_RULES,
  ...MEASUREMENT_RULES,
  ...MEASURING_SYSTEM_RULES,
  ...NUTRIENT_RULES,
  ...DATE_RULES,
  ...DESCRIPTION_RULES,
  ...CODE_LIST_RULES,
].sort((a, b) => a.id - b.id);

export interface GdsnRule {
  id: number;
  category: RuleCategory;
  structuredRule: string;
  errorMessage: string;
  /** The dictionary codes (attributes and group columns) the rule reads. */
  attributes: readonly string[];
  /** Where a geographic rule applies (ISO 3166 numeric target markets); empty for a global rule. */
  markets: readonly string[];
}

/** The GDSN validation rules Tradepool implements, by id, with their official texts. */
export const GDSN_RULES: readonly GdsnRule[] = DEFINITIONS.map(({ id, category, attributes, markets }) => ({
  id,
  category,
  structuredRule: RULE_TEXTS[id].structuredRule,
  errorMessage: RULE_TEXTS[id].errorMessage,
  attributes,
  markets: markets ?? [],
}));

/** The message with its placeholders (`<combined weight>`, `{insert_attribute_name}` …) filled in. */
function fillMessage(template: string, values: Readonly<Record<string, string>> = {}): string {
  return Object.entries(values).reduce(
    (message, [placeholder, value]) => message.replaceAll(placeholder, value),
    template,
  );
}

/**
 * Runs every implemented GDSN rule (or those of the categories asked for) on an item and its next level down. The dictionary check comes first
 * (the server refuses what breaks it); these are the business rules. Each failure is reported once, in
 * rule id order.
 */
export function validateTradeItem(item: RuleItem, options: RuleOptions): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const reported = new Set<string>();
  for (const rule of DEFINITIONS) {
    if (options.categories && !options.categories.includes(rule.category)) continue;
    for (const breach of rule.check(item, options)) {
      const message = fillMessage(RULE_TEXTS[rule.id].errorMessage, breach.values);
      const key = JSON.stringify([rule.id, breach.attribute, message]);
      if (reported.has(key)) continue;
      reported.add(key);
      failures.push({ ruleId: rule.id, attribute: breach.attribute, message });
    }
  }
  return failures;
}
