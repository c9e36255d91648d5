import { describe, expect, it } from 'vitest';
import {
  DIGITAL_LINK_DEFAULT_BASE,
  digitalLinkUri,
  gtinOfDigitalLinkOrSelf,
  isDigitalLinkBase,
  parseDigitalLink,
} from './digital-link.js';

describe('digitalLinkUri', () => {
  it('writes the GTIN as 14 digits on GS1’s resolver by default', () => {
    expect(DIGITAL_LINK_DEFAULT_BASE).toBe('https://id.gs1.org');
    expect(digitalLinkUri({ gtin: '09521234543213' })).toBe('https://id.gs1.org/01/09521234543213');
    expect(digitalLinkUri({ gtin: '9780345418913' })).toBe('https://id.gs1.org/01/09780345418913');
    expect(digitalLinkUri({ gtin: '96385074' })).toBe('https://id.gs1.org/01/00000096385074');
  });

  it('takes another resolver, its path kept and a trailing slash dropped', () => {
    expect(digitalLinkUri({ gtin: '09521234543213' }, 'https://example.com/products/')).toBe(
      'https://example.com/products/01/09521234543213',
    );
  });

  it('adds only the key qualifiers the item has, in GS1’s order, percent-encoded', () => {
    expect(
      digitalLinkUri({ gtin: '09521234543213', serial: '12345', lot: 'ABC123', consumerProductVariant: null }),
    ).toBe('https://id.gs1.org/01/09521234543213/10/ABC123/21/12345');
    expect(digitalLinkUri({ gtin: '09521234543213', consumerProductVariant: '2A', lot: 'A/B' })).toBe(
      'https://id.gs1.org/01/09521234543213/22/2A/10/A%2FB',
    );
  });

  it('makes no URI of a value that is not a GTIN', () => {
    expect(digitalLinkUri({ gtin: '09521234543214' })).toBeNull();
    expect(digitalLinkUri({ gtin: 'abc' })).toBeNull();
  });
});

describe('parseDigitalLink', () => {
  it('reads GS1’s examples', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213')).toEqual({
      ok: true,
      gtin: '09521234543213',
      qualifiers: {},
    });
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/10/ABC123/21/12345')).toEqual({
      ok: true,
      gtin: '09521234543213',
      qualifiers: { lot: 'ABC123', serial: '12345' },
    });
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/10/ABC123?17=261231')).toMatchObject({
      ok: true,
      gtin: '09521234543213',
    });
    expect(parseDigitalLink('https://example.com/products/01/09521234543213')).toMatchObject({
      ok: true,
      gtin: '09521234543213',
    });
    expect(parseDigitalLink('https://id.gs1.org/01/09780345418913')).toMatchObject({ gtin: '09780345418913' });
  });

  it('normalises GTIN-8, -12 and -13 to 14 digits, on any host, http or https, any case of scheme', () => {
    expect(parseDigitalLink('http://example.org/01/96385074')).toMatchObject({ gtin: '00000096385074' });
    expect(parseDigitalLink('HTTPS://shop.example:8443/01/036000291452')).toMatchObject({ gtin: '00036000291452' });
    expect(parseDigitalLink(' https://brand.example/01/9521234543213#top ')).toMatchObject({ gtin: '09521234543213' });
    expect(parseDigitalLink('https://example.com/01/x/01/09521234543213')).toMatchObject({ gtin: '09521234543213' });
  });

  it('decodes percent-encoded qualifiers', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/22/ABC%2D123/10/XYZ%2F987')).toMatchObject({
      qualifiers: { consumerProductVariant: 'ABC-123', lot: 'XYZ/987' },
    });
  });

  it('refuses a wrong check digit, a wrong length and the all-zero GTIN', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543214')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(parseDigitalLink('https://id.gs1.org/01/9780345418914')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(parseDigitalLink('https://id.gs1.org/01/952123454321')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(parseDigitalLink('https://id.gs1.org/01/0952123454321')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(parseDigitalLink('https://id.gs1.org/01/123456789')).toEqual({ ok: false, problem: 'format' });
    expect(parseDigitalLink('https://id.gs1.org/01/00000000000000')).toEqual({ ok: false, problem: 'zero' });
  });

  it('refuses what is not a GTIN Digital Link', () => {
    for (const input of [
      '09521234543213',
      'id.gs1.org/01/09521234543213',
      'ftp://id.gs1.org/01/09521234543213',
      'https://id.gs1.org/00/106141411234567897',
      'https://id.gs1.org/gtin/09521234543213',
      'https://id.gs1.org/01/09521234543213/21/12345/10/ABC123',
      'https://id.gs1.org/01/09521234543213/17/261231',
      'https://id.gs1.org/01/09521234543213/10',
      'https://id.gs1.org/01/09521234543213/10/ABCDEFGHIJKLMNOPQRSTU',
      'https://id.gs1.org/01/09521234543213/',
      'https://id.gs1.org/AQnYUc1gRw',
      'https://id.gs1.org/01/0952123454321X',
      'https://user@id.gs1.org/01/09521234543213',
      '',
    ]) {
      expect(parseDigitalLink(input), input).toEqual({ ok: false, problem: 'notDigitalLink' });
    }
  });
});

describe('gtinOfDigitalLinkOrSelf', () => {
  it('gives the GTIN as the URI writes it, and anything else back unchanged', () => {
    expect(gtinOfDigitalLinkOrSelf('https://id.gs1.org/01/9521234543213')).toBe('9521234543213');
    expect(gtinOfDigitalLinkOrSelf('https://id.gs1.org/01/09521234543214')).toBe('09521234543214');
    expect(gtinOfDigitalLinkOrSelf('09521234543213')).toBe('09521234543213');
    expect(gtinOfDigitalLinkOrSelf('https://example.com/about')).toBe('https://example.com/about');
  });
});

describe('isDigitalLinkBase', () => {
  it('takes an http(s) address with an optional path, without query or fragment', () => {
    expect(isDigitalLinkBase('https://id.gs1.org')).toBe(true);
    expect(isDigitalLinkBase('https://example.com/products/')).toBe(true);
    expect(isDigitalLinkBase('http://localhost:8080')).toBe(true);
    expect(isDigitalLinkBase('id.gs1.org')).toBe(false);
    expect(isDigitalLinkBase('https://id.gs1.org?x=1')).toBe(false);
    expect(isDigitalLinkBase('javascript:alert(1)')).toBe(false);
  });
});
