import { describe, expect, it } from 'vitest';
import type { ItemError } from '@tradepool/domain';
import { errorAttributeText, errorRowText } from './item-errors';

const error = (overrides: Partial<ItemError> = {}): ItemError => ({
  source: 'validation',
  ruleId: '201',
  attribute: 'Measure1C',
  attributeLabel: 'Gross Weight',
  message: 'Gross weight must be at least the net weight.',
  rowNumber: null,
  ...overrides,
});

describe('item error texts', () => {
  it('names the attribute by its label, else its code', () => {
    expect(errorAttributeText(error())).toBe('Gross Weight');
    expect(errorAttributeText(error({ attributeLabel: null }))).toBe('Measure1C');
    expect(errorAttributeText(error({ attributeLabel: null, attribute: null }))).toBeNull();
  });

  it("gives the upload's row when there is one", () => {
    expect(errorRowText(error({ rowNumber: 14 }))).toBe('Row 14');
    expect(errorRowText(error())).toBeNull();
  });
});
