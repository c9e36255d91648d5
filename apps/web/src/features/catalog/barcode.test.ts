import { describe, expect, it } from 'vitest';
import { barcodeFor } from './barcode';

describe('barcodeFor', () => {
  it('prints a GTIN-14 with a leading 0 as the EAN-13 of its other digits', () => {
    expect(barcodeFor('04006381333931')).toEqual({ kind: 'ean13', text: '4006381333931', label: 'EAN-13' });
    expect(barcodeFor('4006381333931')).toEqual({ kind: 'ean13', text: '4006381333931', label: 'EAN-13' });
  });

  it('prints a case or pallet GTIN (packaging indicator 1-9) as ITF-14', () => {
    expect(barcodeFor('10012345678902')).toEqual({ kind: 'itf14', text: '10012345678902', label: 'ITF-14' });
  });

  it('prints nothing for a value that is not a valid GTIN', () => {
    expect(barcodeFor('10012345678903')).toBeNull();
    expect(barcodeFor('abc')).toBeNull();
  });
});
