import { describe, expect, it } from 'vitest';
import { parseValue } from './parse-value';

describe('parseValue', () => {
  it('reads JSON', () => {
    expect(parseValue('{"gtin":"00761305100004","count":3}')).toEqual({ gtin: '00761305100004', count: 3 });
    expect(parseValue('42')).toBe(42);
    expect(parseValue('null')).toBeNull();
  });

  it('keeps anything else as text', () => {
    expect(parseValue('hello world')).toBe('hello world');
    expect(parseValue('')).toBe('');
  });
});
