import { describe, expect, it } from 'vitest';
import { itemFeatures, ownCode } from './item-features.js';
import type { MatchItem } from './match-item.js';
import { oneEditApart, scorePair, type BuyerFeatures } from './score-pair.js';

/** Every word weighs the same unless told otherwise: the rules show without document frequencies. */
function weighted(item: Omit<MatchItem, 'id'>, weights: Record<string, number> = {}): BuyerFeatures {
  const features = itemFeatures({ id: 0, ...item });
  return {
    ...features,
    tokenWeights: features.tokens.map((t) => weights[t] ?? 1),
    brandWeights: features.brand.map((t) => weights[t] ?? 1),
    ownCode: ownCode({ id: 0, ...item }),
  };
}

const score = (buyer: Omit<MatchItem, 'id'>, received: Omit<MatchItem, 'id'>) =>
  scorePair(weighted(buyer), weighted(received)).score;

const factors = (buyer: Omit<MatchItem, 'id'>, received: Omit<MatchItem, 'id'>) =>
  scorePair(weighted(buyer), weighted(received)).reasons.map((r) => `${r.effect === 'for' ? '+' : '-'}${r.factor}`);

describe('scorePair: the description', () => {
  it('scores the same words 100 and no shared word 0', () => {
    expect(score({ description: 'Tomato soup' }, { description: 'tomato SOUP' })).toBe(100);
    expect(score({ description: 'Tomato soup' }, { description: 'Milk chocolate' })).toBe(0);
  });

  it('counts the buyer’s words more than the publisher’s additions', () => {
    const missingOurs = score({ description: 'chicken noodle soup' }, { description: 'chicken soup' });
    const addedTheirs = score({ description: 'chicken soup' }, { description: 'chicken noodle soup' });
    expect(missingOurs).toBeLessThan(addedTheirs);
  });

  it('weighs rare words more', () => {
    const buyer = weighted({ description: 'zorbax soup' }, { zorbax: 9, soup: 1 });
    const rareShared = scorePair(buyer, weighted({ description: 'zorbax broth' }, { zorbax: 9, broth: 1 })).score;
    const commonShared = scorePair(buyer, weighted({ description: 'quixel soup' }, { quixel: 9, soup: 1 })).score;
    expect(rareShared).toBeGreaterThan(commonShared);
  });

  it('meets compounds, prefixes, abbreviations, typos and acronyms part way', () => {
    expect(score({ description: 'print shop deluxe' }, { description: 'printshop deluxe' })).toBe(100);
    expect(score({ description: 'mac os 10 4 7' }, { description: 'mac os 10.4.7' })).toBe(100);
    const partly = [
      score({ description: 'quickbooks premier' }, { description: 'quickbooks prem' }),
      score({ description: 'immersion deluxe' }, { description: 'immersion dlx' }),
      score({ description: 'data eliminator' }, { description: 'data elminator' }),
      score({ description: 'office small business edition' }, { description: 'office sbe' }),
    ];
    for (const s of partly) {
      expect(s).toBeGreaterThan(50);
      expect(s).toBeLessThan(100);
    }
  });

  it('does not miss the brand on the side that leaves it out of the title', () => {
    expect(score({ description: 'photoshop cs3', brandName: 'Adobe' }, { description: 'adobe photoshop cs3' })).toBe(
      100,
    );
    // ... and still counts it where the brand is the product's name.
    expect(
      score({ description: 'sibelius 5', brandName: 'Sibelius' }, { description: 'sibelius 5 music software' }),
    ).toBeGreaterThan(score({ description: 'sibelius 5', brandName: 'Sibelius' }, { description: 'mechanic 5' }));
  });
});

describe('scorePair: codes, numbers, brand, packaging', () => {
  it('lifts a shared long model code and an identifier', () => {
    const plain = score({ description: 'Sony turntable' }, { description: 'Sony belt-drive turntable' });
    const coded = score(
      { description: 'Sony turntable PSLX350H' },
      { description: 'Sony PS-LX350H belt-drive turntable' },
    );
    expect(coded).toBeGreaterThan(plain);
    expect(factors({ description: 'turntable', mpc: 'PS-LX350H' }, { description: 'deck', mpc: 'pslx350h' })).toEqual([
      '+identifier',
    ]);
  });

  it('takes a colour letter more or less for the same code, and two long codes apart for two products', () => {
    expect(factors({ description: 'camera DSC-W120' }, { description: 'camera dscw120b' })).toContain('+modelCode');
    expect(factors({ description: 'tv KDL-40V4100' }, { description: 'tv KDL-46V4100' })).toContain('-modelCode');
    expect(factors({ description: 'tv', mpc: 'KDL-40V4100' }, { description: 'tv', mpc: 'KDL-46V4100' })).toContain(
      '-modelCode',
    );
  });

  it('reads the buyer’s own product code as its own numbering: only the same code says anything', () => {
    const buyer = { description: 'paper napkins 2 ply white', brandName: 'Harbor House', unitDescriptor: 'CASE' };
    const received = {
      ...buyer,
      description: 'Harbor House paper napkins 2 ply white dinner',
      productCode: 'NW-10004',
    };
    const uncoded = scorePair(weighted(buyer), weighted(received));
    const own = scorePair(weighted({ ...buyer, productCode: 'HE-1004' }), weighted(received));
    expect(uncoded.score).toBeLessThan(100);
    expect(own).toEqual(uncoded);
    expect(own.reasons.map((r) => r.factor)).not.toContain('modelCode');
    // Nor does it meet a publisher's code one letter longer: two numberings cross only by chance.
    expect(score({ ...buyer, productCode: 'HE-10040' }, { ...received, productCode: 'HE-10040B' })).toBe(uncoded.score);
    // The supplier's code, recorded by the buyer, still identifies the item.
    expect(factors({ ...buyer, productCode: 'nw 10004' }, received)).toContain('+identifier');
    // A code of the buyer's that is its part number too is the manufacturer's, and two differ.
    expect(
      factors({ description: 'tv', productCode: 'KDL-40V4100', mpc: 'KDL-40V4100' }, { description: 'tv KDL-46V4100' }),
    ).toContain('-modelCode');
  });

  it('marks two editions: other years, versions or generations', () => {
    expect(factors({ description: 'hoyle card games 2007' }, { description: 'hoyle card games 2005' })).toContain(
      '-numbers',
    );
    expect(factors({ description: 'photoshop cs2' }, { description: 'photoshop cs3' })).toContain('-numbers');
    expect(factors({ description: 'tree maker 11.2' }, { description: 'tree maker 11' })).not.toContain('-numbers');
  });

  it('confirms an agreeing brand and doubts two different ones', () => {
    const base = { description: 'internet security suite' };
    expect(factors({ ...base, brandName: 'McAfee Inc.' }, { description: 'mcafee internet security suite' })).toContain(
      '+brand',
    );
    const other = score({ ...base, brandName: 'Symantec' }, { ...base, brandName: 'McAfee' });
    expect(other).toBeLessThan(score(base, base));
    // A brand's common word alone ("software") is no agreement.
    const weights = { sony: 9, adobe: 9, software: 1 };
    const common = scorePair(
      weighted({ ...base, brandName: 'Sony Software' }, weights),
      weighted({ ...base, brandName: 'Adobe Software' }, weights),
    );
    expect(common.reasons.map((r) => r.factor)).toEqual(['description']);
  });

  it('holds a case apart from an each, and compares net content across units', () => {
    expect(
      score(
        { description: 'tomato soup', unitDescriptor: 'CS' },
        { description: 'tomato soup', unitDescriptor: 'CASE' },
      ),
    ).toBe(100);
    expect(
      score(
        { description: 'tomato soup', unitDescriptor: 'EA' },
        { description: 'tomato soup', unitDescriptor: 'CASE' },
      ),
    ).toBe(75);
    expect(
      factors(
        { description: 'tomato soup 12 oz' },
        { description: 'tomato soup', netContent: { value: '340', unit: 'GRM' } },
      ),
    ).toContain('+netContent');
    expect(
      factors(
        { description: 'tomato soup 12 oz' },
        { description: 'tomato soup', netContent: { value: '1', unit: 'KGM' } },
      ),
    ).toContain('-netContent');
  });

  it('explains only when asked, with the same score', () => {
    const buyer = weighted({ description: 'hoyle card games 2007', brandName: 'Encore' });
    const received = weighted({ description: 'encore hoyle card games 2005' });
    const explained = scorePair(buyer, received);
    expect(scorePair(buyer, received, false)).toEqual({ score: explained.score, reasons: [] });
    expect(explained.reasons.map((r) => r.factor)).toEqual(['description', 'numbers', 'brand']);
  });
});

describe('oneEditApart', () => {
  it('allows one letter added, dropped, changed or swapped', () => {
    expect(['eliminator', 'elminator', 'eliminater', 'elimniator'].map((w) => oneEditApart('eliminator', w))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(oneEditApart('eliminator', 'elmnator')).toBe(false);
  });
});
