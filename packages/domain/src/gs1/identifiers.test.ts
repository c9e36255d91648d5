import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, hasValidCheckDigit } from './check-digit.js';
import { isValidGtin, parseGtin } from './gtin.js';
import { isValidGln } from './gln.js';

describe('GS1 mod-10 check digit', () => {
  it('matches published examples', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('629104150021')).toBe(3); // GS1's own worked example
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
  });
});

describe('parseGtin', () => {
  it('normalises GTIN-8, -12 and -13 to 14 digits', () => {
    expect(parseGtin('96385074')).toEqual({ ok: true, gtin: '00000096385074' }); // EAN-8
    expect(parseGtin('036000291452')).toEqual({ ok: true, gtin: '00036000291452' });
    expect(parseGtin('4006381333931')).toEqual({ ok: true, gtin: '04006381333931' });
    expect(parseGtin('16291041500210')).toEqual({ ok: true, gtin: '16291041500210' });
  });

  it('refuses wrong lengths, letters and bad check digits', () => {
    expect(parseGtin('12345')).toEqual({ ok: false, problem: 'format' });
    expect(parseGtin('40063813339A1')).toEqual({ ok: false, problem: 'format' });
    expect(parseGtin('4006381333932')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(isValidGtin(' 4006381333931 ')).toBe(true);
  });
});

describe('isValidGln', () => {
  it('needs exactly 13 digits with a valid check digit', () => {
    expect(isValidGln('0614141000012')).toBe(true);
    expect(isValidGln('0614141000013')).toBe(false);
    expect(isValidGln('614141000012')).toBe(false);
    expect(isValidGln('06141410000120')).toBe(false);
  });
});
