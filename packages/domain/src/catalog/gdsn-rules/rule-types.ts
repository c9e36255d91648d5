import type { CodeLookup, ItemAttributes } from '../item-values.js';
import type { GdsnRuleId } from './rule-texts.js';

export const RULE_CATEGORIES = [
  'identifier',
  'hierarchy',
  'measurement',
  'date',
  'code list',
  'description',
  'party',
] as const;
export type RuleCategory = (typeof RULE_CATEGORIES)[number];

/** A trade item as the rules see it: its document and the next level down with each child's quantity. */
export interface RuleItem {
  attributes: ItemAttributes;
  children: readonly { attributes: ItemAttributes; quantity: number }[];
}

export interface RuleFailure {
  ruleId: number;
  /** The dictionary code (an attribute or a group column) the failure is about, null for the hierarchy links. */
  attribute: string | null;
  message: string;
}

export interface RuleOptions {
  /** Date rules compare with this day (its UTC calendar date). */
  today: Date;
  /** The lookup `validateAttributes` takes: the server's knows the large lists (countries, GPC). */
  hasCode: CodeLookup;
  /** A target market's country name, for the messages of rules that name it (the code when absent). */
  countryName?: (code: string) => string | undefined;
  /** Only the rules of these categories (an item not yet Ready is checked for its code lists alone). */
  categories?: readonly RuleCategory[];
}

/** One breach a rule found: where, and the values for its message's placeholders, if it has any. */
export interface Breach {
  attribute: string | null;
  values?: Readonly<Record<string, string>>;
}

export interface RuleDefinition {
  id: GdsnRuleId;
  category: RuleCategory;
  /** The dictionary codes the rule reads. */
  attributes: readonly string[];
  /** The target markets a geographic rule applies in (ISO 3166 numeric); a global rule has none. */
  markets?: readonly string[];
  check: (item: RuleItem, options: RuleOptions) => readonly Breach[];
}
