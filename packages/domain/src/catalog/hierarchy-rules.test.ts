import { describe, expect, it } from 'vitest';
import { hierarchyProblems, weightInGrams, weightProblems } from './hierarchy-rules.js';
import type { ItemAttributes } from './item-values.js';

const lb = (value: string) => ({ value, unit: 'LBR' });
const ids = (problems: { ruleId: number }[]) => problems.map((p) => p.ruleId);

describe('weights', () => {
  it('converts the weight units to grams and ignores the rest', () => {
    expect(weightInGrams(lb('1'))).toBeCloseTo(453.59237);
    expect(weightInGrams({ value: '2', unit: 'KGM' })).toBe(2000);
    expect(weightInGrams({ value: '16', unit: 'ONZ' })).toBeCloseTo(453.59237);
    expect(weightInGrams({ value: '1', unit: 'LTR' })).toBeNull();
    expect(weightInGrams({ value: '', unit: 'LBR' })).toBeNull();
    expect(weightInGrams('1')).toBeNull();
  });

  it('rule 201: gross ≥ net, equal weights in different units pass', () => {
    expect(ids(weightProblems({ Measure1E: lb('1'), Measure1F: { value: '16', unit: 'ONZ' } }))).toEqual([]);
    expect(ids(weightProblems({ Measure1E: { value: '400', unit: 'GRM' }, Measure1F: lb('1') }))).toEqual([201]);
    expect(ids(weightProblems({ Measure1F: lb('1') }))).toEqual([]);
  });
});

describe('hierarchy rules', () => {
  const child = (net: string | null, quantity: number) => ({
    quantity,
    attributes: (net ? { Measure1F: lb(net) } : {}) as ItemAttributes,
  });

  it('has nothing to say about an item without children', () => {
    expect(hierarchyProblems({ Coding1AD: 'BASE_UNIT_OR_EACH', Hierarchy1A: '3' }, [])).toEqual([]);
  });

  it('rule 96: a base unit has no child', () => {
    expect(ids(hierarchyProblems({ Coding1AD: 'BASE_UNIT_OR_EACH' }, [child(null, 2)]))).toEqual([96]);
    expect(ids(hierarchyProblems({ Coding1AD: 'CASE' }, [child(null, 2)]))).toEqual([]);
  });

  it('rule 202: the stated total equals the sum of the child quantities', () => {
    expect(
      ids(hierarchyProblems({ Coding1AD: 'CASE', Hierarchy1A: '24' }, [child(null, 12), child(null, 12)])),
    ).toEqual([]);
    expect(
      ids(hierarchyProblems({ Coding1AD: 'CASE', Hierarchy1A: '20' }, [child(null, 12), child(null, 12)])),
    ).toEqual([202]);
  });

  it("rule 98: the parent's net weight covers the children's net weight times quantity", () => {
    expect(ids(hierarchyProblems({ Coding1AD: 'CASE', Measure1F: lb('12') }, [child('1', 12)]))).toEqual([]);
    expect(ids(hierarchyProblems({ Coding1AD: 'CASE', Measure1F: lb('11.9') }, [child('1', 12)]))).toEqual([98]);
    expect(
      ids(hierarchyProblems({ Coding1AD: 'CASE', Measure1F: lb('11.9') }, [child('1', 10), child(null, 2)])),
    ).toEqual([]);
    expect(ids(hierarchyProblems({ Coding1AD: 'CASE' }, [child('1', 12)]))).toEqual([]);
  });
});
