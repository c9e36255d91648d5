import { describe, expect, it } from 'vitest';
import { CROSS_REFERENCE_COLUMNS, isValidGtin } from '@tradepool/domain';
import { csvField, csvLine, SAMPLE_ROW, sampleCsv } from './sample-csv';

describe('sampleCsv', () => {
  it('has the expected columns as its header and one example row', () => {
    const lines = sampleCsv().trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(CROSS_REFERENCE_COLUMNS.join(','));
    expect(lines[1]).toBe('10012345678902,HF-100234,"Tomato ketchup, 24 x 14 oz bottles",Northwind,NW-KET-14,CASE');
  });

  it('uses an example the upload accepts', () => {
    expect(isValidGtin(SAMPLE_ROW.gtin)).toBe(true);
    expect(SAMPLE_ROW.productCode).not.toBe('');
  });
});

describe('csvField', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",');
  });
});
