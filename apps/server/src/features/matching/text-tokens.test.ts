import { describe, expect, it } from 'vitest';
import {
  brandTokens,
  codeStrength,
  foldText,
  identifierKey,
  isModelCode,
  textTokens,
  tokenKind,
} from './text-tokens.js';

describe('foldText', () => {
  it('lowers case and drops accents, trade marks and apostrophes', () => {
    expect(foldText("Noah's Ark® Pâté (TM) Crème")).toBe('noahs ark  pate   creme');
  });
});

describe('textTokens', () => {
  it('drops function words, version markers and legal forms, and reads plurals as singulars', () => {
    expect(textTokens('The Games of Acme Inc. for Kids, version 2').tokens).toEqual(['game', 'acme', 'kid', '2']);
  });

  it('writes a version one way: v10, v.3.0, 7.0 and Roman numerals', () => {
    expect(textTokens('Punch v10').tokens).toEqual(['punch', '10']);
    expect(textTokens('Photoframe v.3.0 pro').tokens).toEqual(['photoframe', '3', 'pro']);
    expect(textTokens('Acrobat 7.0 / 6.50 / 1.10').tokens).toEqual(['acrobat', '7', '6.50', '1.10']);
    expect(textTokens('Warlords III').tokens).toEqual(['warlord', '3']);
  });

  it('keeps a decimal point but splits on other dots, dashes, slashes and plus signs', () => {
    expect(textTokens('win/mac pro+ 10.4.7 v.2').tokens).toEqual(['win', 'mac', 'pro', '10.4.7', '2']);
  });

  it('splits a word run into its version', () => {
    expect(textTokens('typing standard17 audition2').tokens).toEqual(['typing', 'standard', '17', 'audition', '2']);
  });

  it('finds model codes, joining one written in parts', () => {
    expect(textTokens('Sony KDL-40V4100 Bravia').codes).toEqual(['40v4100', 'kdl40v4100']);
    expect(textTokens('sonicwall 01-ssc-5310 license').codes).toEqual(['01ssc5310']);
    expect(textTokens('apple m9301z/b soundtrack').codes).toEqual(['m9301z', 'm9301zb']);
  });

  it('takes counts with their unit for counts, not codes', () => {
    expect(textTokens('3-user 10-client 1pk 2cd').codes).toEqual([]);
    expect(textTokens('3-user').tokens).toEqual(['3', 'user']);
  });

  it('reads nothing from nothing', () => {
    expect(textTokens(null)).toEqual({ tokens: [], codes: [] });
    expect(textTokens(' -- ')).toEqual({ tokens: [], codes: [] });
  });
});

describe('token kinds and codes', () => {
  it('tells words, numbers and codes apart', () => {
    expect(['deluxe', '2007', '10.4.7', 'cs3', '2050xf'].map(tokenKind)).toEqual([
      'word',
      'number',
      'number',
      'code',
      'code',
    ]);
  });

  it('counts letters with digits and long digit runs as model codes', () => {
    expect(['cs3', '2050xf', '22070152', '2007', '3u', '10pk', '10.75oz', '1.2.3'].map(isModelCode)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('trusts a long code more than a short one', () => {
    expect([codeStrength('cs3'), codeStrength('b2610'), codeStrength('kdl40v4100')]).toEqual([0, 0.5, 1]);
  });
});

describe('brandTokens and identifierKey', () => {
  it('splits a brand on any punctuation and drops legal forms', () => {
    expect(brandTokens('Sony-Media-Software Inc.')).toEqual(['sony', 'media', 'software']);
    expect(brandTokens('Topics Entertainment Co., Ltd')).toEqual(['topic', 'entertainment']);
    expect(brandTokens(null)).toEqual([]);
  });

  it('reads an identifier without its punctuation and case', () => {
    expect(identifierKey('ABC-123/b')).toBe('abc123b');
    expect(identifierKey(' - ')).toBeNull();
  });
});
