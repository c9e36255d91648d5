import { describe, expect, it } from 'vitest';
import type { AllCodeProperties } from '@tradepool/domain';
import { clientCodeLookup, codeOption, indexCodeLists } from './code-lists';

const served = {
  UNIT_DESCRIPTOR: [
    { key: 'BASE_UNIT_OR_EACH', value: 'Base Unit or Each' },
    { key: 'CASE', value: 'Case' },
  ],
  TARGET_MARKET: [
    { key: '840', value: 'United States of America' },
    { key: '124', value: 'Canada' },
  ],
  NUTRIENT: [{ key: 'VITC-', value: 'Vitamin C (Unknown)' }],
} as unknown as AllCodeProperties;

describe('indexCodeLists', () => {
  it('answers a list in its order and a code by its label, nothing before the lists load', () => {
    const lists = indexCodeLists(served);
    expect(lists.entries('UNIT_DESCRIPTOR').map((e) => e.key)).toEqual(['BASE_UNIT_OR_EACH', 'CASE']);
    expect(lists.label('NUTRIENT', 'VITC-')).toBe('Vitamin C (Unknown)');
    expect(lists.label('UNIT_DESCRIPTOR', 'BOX')).toBeUndefined();
    expect(lists.entries('GPC')).toEqual([]);
    expect(indexCodeLists(undefined).entries('NUTRIENT')).toEqual([]);
  });
});

describe('clientCodeLookup', () => {
  it('checks codes once the lists are loaded, and only the shape of a GPC brick', () => {
    expect(clientCodeLookup(null)('TARGET_MARKET', '999')).toBe(true);
    const lookup = clientCodeLookup(indexCodeLists(served));
    expect(lookup('TARGET_MARKET', '124')).toBe(true);
    expect(lookup('TARGET_MARKET', '999')).toBe(false);
    expect(lookup('UNIT_DESCRIPTOR', 'CASE')).toBe(true);
    expect(lookup('NUTRIENT', 'VITC-')).toBe(true);
    expect(lookup('GPC', '10000043')).toBe(true);
    expect(lookup('GPC', '1000')).toBe(false);
  });
});

describe('codeOption', () => {
  it('shows the label with the code a spreadsheet carries', () => {
    expect(codeOption({ key: 'GRM', value: 'Gram' })).toEqual({ value: 'GRM', label: 'Gram (GRM)' });
    expect(codeOption({ key: 'x', value: 'x' })).toEqual({ value: 'x', label: 'x' });
  });
});
