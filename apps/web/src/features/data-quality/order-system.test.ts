import { describe, expect, it } from 'vitest';
import { orderSystemOutcome, usDate } from './order-system';

describe('the DMSOTI result', () => {
  it('says SUCCESS when every item went', () => {
    expect(orderSystemOutcome([{ gtin: '00012345678905', error: null }])).toEqual({
      kind: 'success',
      text: 'SUCCESS: GTIN 00012345678905 was sent to your order system.',
    });
    expect(
      orderSystemOutcome([
        { gtin: 'a', error: null },
        { gtin: 'b', error: null },
      ]).text,
    ).toBe('SUCCESS: 2 items were sent to your order system.');
  });

  it("shows the server's reason, each once, after what went", () => {
    expect(orderSystemOutcome([{ gtin: 'a', error: 'GTIN a is not matched.' }])).toEqual({
      kind: 'error',
      text: 'GTIN a is not matched.',
    });
    expect(
      orderSystemOutcome([
        { gtin: 'a', error: null },
        { gtin: 'b', error: 'No order system.' },
        { gtin: 'c', error: 'No order system.' },
      ]).text,
    ).toBe('1 of 3 items were sent to your order system; not the others. No order system.');
  });
});

describe('usDate', () => {
  it('writes an order date mm/dd/yyyy', () => {
    expect(usDate('2026-02-03')).toBe('02/03/2026');
    expect(usDate('soon')).toBe('soon');
  });
});
