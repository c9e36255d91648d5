import type { ItemAttributes } from '../item-values.js';
import { measuringSystemOf } from '../units.js';
import type { GdsnRuleId } from './rule-texts.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { measureOf } from './rule-values.js';

const systemOf = (attributes: ItemAttributes, code: string) => {
  const unit = measureOf(attributes, code)?.unit;
  return unit === undefined ? undefined : measuringSystemOf(unit);
};

/**
 * One measuring system per measure across a hierarchy, checked on each item with its children: when every
 * parent passes, the whole hierarchy does.
 */
const sameSystem = (id: GdsnRuleId, code: string): RuleDefinition => ({
  id,
  category: 'measurement',
  attributes: [code],
  check: ({ attributes, children }) => {
    const systems = new Set(
      [attributes, ...children.map((child) => child.attributes)].map((values) => systemOf(values, code)),
    );
    systems.delete(undefined);
    return systems.size > 1 ? [{ attribute: code }] : [];
  },
});

export const MEASURING_SYSTEM_RULES: readonly RuleDefinition[] = [
  sameSystem(1026, CODES.height),
  sameSystem(1027, CODES.width),
  sameSystem(1028, CODES.depth),
  sameSystem(1029, CODES.netWeight),
  sameSystem(1030, CODES.grossWeight),
  sameSystem(1032, CODES.drainedWeight),
];
