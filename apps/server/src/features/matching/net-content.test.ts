import { describe, expect, it } from 'vitest';
import { baseAmount, netContentInText, sameAmount } from './net-content.js';

describe('net content', () => {
  it('reads a GS1 measure in its base unit', () => {
    expect(baseAmount('10.75', 'ONZ')).toEqual({ amount: expect.closeTo(304.76, 2), dimension: 'mass' });
    expect(baseAmount(1, 'LTR')).toEqual({ amount: 1000, dimension: 'volume' });
    expect(baseAmount(1, 'EA')).toBeNull();
    expect(baseAmount('0', 'GRM')).toBeNull();
  });

  it('finds the quantity a title states, the last one with a unit of mass or volume', () => {
    expect(netContentInText('Tomato soup 10.75 oz')).toEqual({ amount: expect.closeTo(304.76, 2), dimension: 'mass' });
    expect(netContentInText('Cola 6 x 330ml')).toEqual({ amount: 330, dimension: 'volume' });
    expect(netContentInText('Juice 64 fl oz')).toEqual({ amount: expect.closeTo(1892.7, 1), dimension: 'volume' });
    expect(netContentInText('Olive oil 0,5 l')).toEqual({ amount: 500, dimension: 'volume' });
    expect(netContentInText('Windows XP 2 users')).toBeNull();
  });

  it('takes amounts within 2 % as the same, across units', () => {
    const can = netContentInText('12 oz')!;
    expect(sameAmount(can, netContentInText('340 g')!)).toBe(true);
    expect(sameAmount(can, netContentInText('400 g')!)).toBe(false);
    expect(sameAmount(can, netContentInText('340 ml')!)).toBe(false);
  });
});
