import { describe, expect, it } from 'vitest';
import { prettyXml } from './xml-format';

describe('prettyXml', () => {
  it('puts one element a line, indented, text-only elements on one line', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><cin:catalogueItemNotification xmlns:cin="urn:gs1"><catalogueItem>' +
      '<tradeItem><gtin>00012345678905</gtin><isTradeItemAConsumerUnit>true</isTradeItemAConsumerUnit>' +
      '<note/><empty></empty></tradeItem></catalogueItem></cin:catalogueItemNotification>';
    expect(prettyXml(xml)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cin:catalogueItemNotification xmlns:cin="urn:gs1">',
        '  <catalogueItem>',
        '    <tradeItem>',
        '      <gtin>00012345678905</gtin>',
        '      <isTradeItemAConsumerUnit>true</isTradeItemAConsumerUnit>',
        '      <note/>',
        '      <empty></empty>',
        '    </tradeItem>',
        '  </catalogueItem>',
        '</cin:catalogueItemNotification>',
      ].join('\n'),
    );
  });

  it('lays out an already indented message the same way', () => {
    const xml = '<a>\n    <b attr="1 > 0">x &amp; y</b>\n</a>\n';
    expect(prettyXml(xml)).toBe('<a>\n  <b attr="1 > 0">x &amp; y</b>\n</a>');
  });

  it('keeps comments and CDATA as they are', () => {
    expect(prettyXml('<a><!-- note --><b><![CDATA[<raw>]]></b></a>')).toBe(
      '<a>\n  <!-- note -->\n  <b>\n    <![CDATA[<raw>]]>\n  </b>\n</a>',
    );
  });

  it('returns a text that is not XML unchanged', () => {
    expect(prettyXml('no message')).toBe('no message');
    expect(prettyXml('')).toBe('');
  });
});
