import { describe, expect, it } from 'vitest';
import { columnLetter, rowXml, xmlText } from './sheet-xml.js';

describe('sheet XML', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('Fish & chips <large>')).toBe('Fish &amp; chips &lt;large&gt;');
    expect(xmlText('tab\there\u0007bell')).toBe('tab\therebell');
    expect(xmlText('plain')).toBe('plain');
  });

  it('writes text, numbers and dates, leaving empty cells out', () => {
    const date = new Date(Date.UTC(2026, 5, 30, 12));
    expect(rowXml(3, ['a', null, 7, '', { date, style: 4 }, ' padded'])).toBe(
      '<row r="3"><c r="A3" t="inlineStr"><is><t>a</t></is></c><c r="C3"><v>7</v></c>' +
        '<c r="E3" s="4"><v>46203.5</v></c>' +
        '<c r="F3" t="inlineStr"><is><t xml:space="preserve"> padded</t></is></c></row>',
    );
  });
});
