import { describe, expect, it } from 'vitest';
import { gpcChoiceLabel, gpcPlace, subscriptionGpcText } from './gpc-choice';

const milkClass = {
  classCategoryCode: 50131700,
  classCategoryName: 'Milk/milk substitute',
  level: 'class' as const,
  ancestors: [
    { level: 'family' as const, code: 50130000, title: 'Milk/butter/cream/yogurts/cheese/eggs/substitute' },
    { level: 'segment' as const, code: 50000000, title: 'Food/beverage/tobacco' },
  ],
};

describe('GPC choices', () => {
  it('labels a chosen code by its code and title', () => {
    expect(gpcChoiceLabel(milkClass)).toBe('50131700 Milk/milk substitute');
  });

  it('says where a code lies: the levels above it, nearest first', () => {
    expect(gpcPlace(milkClass)).toBe('in Milk/butter/cream/yogurts/cheese/eggs/substitute › Food/beverage/tobacco');
    expect(gpcPlace({ ancestors: [] })).toBeNull();
  });

  it("marks a subscription's level in the list unless it is a brick", () => {
    expect(subscriptionGpcText('50131700', 'Milk/milk substitute', 'class')).toBe(
      '50131700 Milk/milk substitute (class)',
    );
    expect(subscriptionGpcText('10000025', 'Milk (Perishable)', 'brick')).toBe('10000025 Milk (Perishable)');
    expect(subscriptionGpcText('10000025', null, null)).toBe('10000025');
  });
});
