import { describe, expect, it } from 'vitest';
import { numberText } from './template-rows.js';

describe('numberText', () => {
  it('writes a number cell as the decimal a spreadsheet program shows', () => {
    expect(numberText(4006381333931)).toBe('4006381333931');
    expect(numberText(0.3)).toBe('0.3');
    expect(numberText(1.2e-7)).toBe('0.00000012');
    expect(numberText(0.14300000000000002)).toBe('0.143');
    expect(numberText(-2.5)).toBe('-2.5');
  });
});
