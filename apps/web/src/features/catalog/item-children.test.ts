import { describe, expect, it } from 'vitest';
import { HIERARCHY_RULE_TEXTS } from '@tradepool/domain';
import type { HierarchyLink } from '@tradepool/domain';
import {
  addChild,
  childLinksOf,
  childRuleProblems,
  childrenOf,
  followTotalQuantity,
  sameChildren,
} from './item-children';

const link: HierarchyLink = {
  catalogItemId: 7,
  gtin: '00614141000012',
  productCode: 'OAT-1',
  description: 'Rolled oats 1 lb',
  unitDescriptor: 'BASE_UNIT_OR_EACH',
  quantity: 12,
};

describe('children', () => {
  it('turns the detail links into rows and back into the save links', () => {
    const children = childrenOf([link]);
    expect(children).toEqual([
      {
        childCatalogItemId: 7,
        gtin: '00614141000012',
        productCode: 'OAT-1',
        description: 'Rolled oats 1 lb',
        unitDescriptor: 'BASE_UNIT_OR_EACH',
        quantity: 12,
      },
    ]);
    expect(childLinksOf(children)).toEqual([{ childCatalogItemId: 7, quantity: 12 }]);
  });

  it('adds a picked item once, with quantity 1', () => {
    const suggestion = { catalogItemId: 8, gtin: '00614141000029', productCode: null, description: 'Oats' };
    const once = addChild(childrenOf([link]), suggestion);
    expect(once.map((c) => [c.childCatalogItemId, c.quantity])).toEqual([
      [7, 12],
      [8, 1],
    ]);
    expect(addChild(once, suggestion)).toHaveLength(2);
  });

  it('compares by item and quantity, not order', () => {
    const a = childrenOf([link, { ...link, catalogItemId: 9, quantity: 2 }]);
    expect(sameChildren(a, [...a].reverse())).toBe(true);
    expect(sameChildren(a, [{ ...a[0]!, quantity: 11 }, a[1]!])).toBe(false);
  });
});

describe('childRuleProblems', () => {
  const children = childrenOf([link]);

  it('applies rule 96: an each holds no children', () => {
    expect(childRuleProblems({ Coding1AD: 'BASE_UNIT_OR_EACH' }, children)).toEqual([
      { ruleId: 96, message: HIERARCHY_RULE_TEXTS[96] },
    ]);
    expect(childRuleProblems({ Coding1AD: 'CASE' }, children)).toEqual([]);
    expect(childRuleProblems({ Coding1AD: 'BASE_UNIT_OR_EACH' }, [])).toEqual([]);
  });

  it('applies rule 202 when the parent states its total quantity', () => {
    expect(childRuleProblems({ Coding1AD: 'CASE', Hierarchy1A: '12' }, children)).toEqual([]);
    expect(childRuleProblems({ Coding1AD: 'CASE', Hierarchy1A: '10' }, children).map((p) => p.ruleId)).toEqual([202]);
  });
});

describe('followTotalQuantity', () => {
  const before = childrenOf([link]);
  const after = [{ ...before[0]!, quantity: 24 }];

  it('keeps the stated total equal to the sum when it was', () => {
    expect(followTotalQuantity({ Hierarchy1A: '12' }, before, after)).toEqual({ Hierarchy1A: '24' });
    expect(followTotalQuantity({ Hierarchy1A: '12' }, before, [])).toEqual({ Hierarchy1A: '' });
  });

  it('leaves a total the user chose, or none, alone', () => {
    const typed = { Hierarchy1A: '10' };
    expect(followTotalQuantity(typed, before, after)).toBe(typed);
    const none = { Coding1AD: 'CASE' };
    expect(followTotalQuantity(none, before, after)).toBe(none);
  });
});
