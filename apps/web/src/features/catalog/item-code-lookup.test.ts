import { describe, expect, it } from 'vitest';
import { clientCodeLookup } from './item-code-lookup';

describe('clientCodeLookup', () => {
  it('checks the small lists the domain ships', () => {
    const lookup = clientCodeLookup(null);
    expect(lookup('UNIT_DESCRIPTOR', 'CASE')).toBe(true);
    expect(lookup('UNIT_DESCRIPTOR', 'BOX')).toBe(false);
    expect(lookup('WEIGHT_UNIT', 'LBR')).toBe(true);
  });

  it('checks countries once the list is loaded, and only the shape of a GPC brick', () => {
    expect(clientCodeLookup(null)('TARGET_MARKET', '999')).toBe(true);
    const lookup = clientCodeLookup(new Set(['840', '124']));
    expect(lookup('TARGET_MARKET', '124')).toBe(true);
    expect(lookup('COUNTRY', '999')).toBe(false);
    expect(lookup('GPC', '10000043')).toBe(true);
    expect(lookup('GPC', '1000')).toBe(false);
  });
});
