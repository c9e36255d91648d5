export { GDSN_RULES, validateTradeItem, type GdsnRule } from './validate-trade-item.js';
export { RULE_CATEGORIES, type RuleCategory, type RuleFailure, type RuleItem, type RuleOptions } from './rule-types.js';
