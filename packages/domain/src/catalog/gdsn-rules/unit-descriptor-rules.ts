import type { GdsnRuleId } from './rule-texts.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { textOf } from './rule-values.js';

const BASE = 'BASE_UNIT_OR_EACH';
const PACK = 'PACK_OR_INNER_PACK';
const CASE = 'CASE';
const DISPLAY = 'DISPLAY_SHIPPER';
const MIXED = 'MIXED_MODULE';
const PALLET = 'PALLET';
const LOAD = 'TRANSPORT_LOAD';

/**
 * Which unit descriptor may contain which. A rule about an item's parent is checked where the pair is seen:
 * on the parent, with its children. (The rule texts write PACK_OR_INNERPACK; the code is PACK_OR_INNER_PACK.)
 */
const PAIR_RULES: readonly (readonly [GdsnRuleId, (parent: string, child: string) => boolean])[] = [
  [554, (parent, child) => child === LOAD && parent !== LOAD],
  [555, (parent, child) => child === PALLET && ![LOAD, PALLET].includes(parent)],
  [557, (parent, child) => parent === PALLET && child === LOAD],
  [558, (parent, child) => child === CASE && [BASE, PACK].includes(parent)],
  [559, (parent, child) => parent === CASE && [LOAD, MIXED, PALLET].includes(child)],
  [560, (parent, child) => child === PACK && parent === BASE],
  [561, (parent, child) => parent === PACK && [LOAD, PALLET, MIXED, DISPLAY, CASE].includes(child)],
  [1277, (parent, child) => child === MIXED && ![LOAD, PALLET, MIXED].includes(parent)],
  [1278, (parent, child) => parent === MIXED && child === LOAD],
  [1279, (parent, child) => child === DISPLAY && [BASE, PACK].includes(parent)],
  [1280, (parent, child) => parent === DISPLAY && [LOAD, MIXED, PALLET].includes(child)],
];

/** The order of hierarchy levels: a pallet cannot sit in a case, a case not in a pack … */
export const UNIT_DESCRIPTOR_RULES: readonly RuleDefinition[] = PAIR_RULES.map(([id, breaks]) => ({
  id,
  category: 'hierarchy',
  attributes: [CODES.unitDescriptor],
  check: ({ attributes, children }) => {
    const parent = textOf(attributes, CODES.unitDescriptor);
    const broken = children.some((child) => {
      const descriptor = textOf(child.attributes, CODES.unitDescriptor);
      return parent !== '' && descriptor !== '' && breaks(parent, descriptor);
    });
    return broken ? [{ attribute: CODES.unitDescriptor }] : [];
  },
}));
