import { MATCH_KEYS, type MatchKey } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { itemFeatures } from './item-features.js';
import type { MatchItem } from './match-item.js';
import { oneEditApart, scorePair, type BuyerFeatures } from './score-pair.js';

/** Every word weighs the same unless told otherwise: the rules show without document frequencies. */
function weighted(item: Omit<MatchItem, 'id'>, weights: Record<string, number> = {}): BuyerFeatures {
  const features = itemFeatures({ id: 0, ...item });
  return {
    ...features,
    tokenWeights: features.tokens.map((t) => weights[t] ?? 1),
    brandWeights: features.brand.map((t) => weights[t] ?? 1),
  };
}

const score = (buyer: Omit<MatchItem, 'id'>, received: Omit<MatchItem, 'id'>) =>
  scorePair(weighted(buyer), weighted(received)).score;

const factors = (buyer: Omit<MatchItem, 'id'>, received: Omit<MatchItem, 'id'>) =>
  scorePair(weighted(buyer), weighted(received)).reasons.map((r) => `${r.effect === 'for' ? '+' : '-'}${r.factor}`);

describe('scorePair: the description', () => {
  it('scores the same words as likely the same item and no shared word as nearly surely not', () => {
    const same = score({ description: 'Tomato soup' }, { description: 'tomato SOUP' });
    expect(same).toBe(score({ description: 'tomato soup' }, { description: 'tomato soup' }));
    expect(same).toBeGreaterThan(50);
    expect(score({ description: 'Tomato soup' }, { description: 'Milk chocolate' })).toBeLessThan(1);
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
    const full = score({ description: 'print shop deluxe' }, { description: 'print shop deluxe' });
    expect(score({ description: 'print shop deluxe' }, { description: 'printshop deluxe' })).toBe(full);
    expect(score({ description: 'mac os 10 4 7' }, { description: 'mac os 10.4.7' })).toBe(full);
    const partly = [
      score({ description: 'quickbooks premier' }, { description: 'quickbooks prem' }),
      score({ description: 'immersion deluxe' }, { description: 'immersion dlx' }),
      score({ description: 'data eliminator' }, { description: 'data elminator' }),
      score({ description: 'office small business edition' }, { description: 'office sbe' }),
    ];
    for (const s of partly) {
      expect(s).toBeGreaterThan(10);
      expect(s).toBeLessThan(full);
    }
  });

  it('does not miss the brand on the side that leaves it out of the title', () => {
    const adobe = { description: 'photoshop cs3', brandName: 'Adobe' };
    expect(score(adobe, { description: 'adobe photoshop cs3' })).toBe(score(adobe, adobe));
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
    const soup = score({ description: 'tomato soup' }, { description: 'tomato soup' });
    expect(
      score(
        { description: 'tomato soup', unitDescriptor: 'CS' },
        { description: 'tomato soup', unitDescriptor: 'CASE' },
      ),
    ).toBe(soup);
    expect(
      score(
        { description: 'tomato soup', unitDescriptor: 'EA' },
        { description: 'tomato soup', unitDescriptor: 'CASE' },
      ),
    ).toBeLessThan(soup - 20);
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

describe('scorePair: variants and look-alikes', () => {
  it('holds two capacities, sizes or dimensions of one product apart', () => {
    const module = { description: 'kingston memory module 256 mb', brandName: 'Kingston' };
    const same = score(module, module);
    expect(score(module, { ...module, description: 'kingston memory module 512 mb' })).toBeLessThan(same - 20);
    expect(factors(module, { ...module, description: 'kingston memory module 512mb' })).toContain('-netContent');
    const rug = { description: 'area rug 36 x 60 in.' };
    expect(factors(rug, { description: 'area rug 36 x 144 in.' })).toContain('-netContent');
    expect(factors(rug, { description: 'area rug 36x60"' })).toContain('+netContent');
  });

  it('holds two pack counts apart', () => {
    expect(factors({ description: 'aa batteries 4-pack' }, { description: 'aa batteries 8 pack' })).toContain(
      '-netContent',
    );
  });

  it('doubts a third party’s compatible listing against the original brand', () => {
    const original = { description: 'hp 05a black toner cartridge', brandName: 'HP' };
    const copy = { description: 'black toner cartridge for hp 05a', brandName: 'Generic' };
    const reman = { description: 'remanufactured hp 05a black toner cartridge', brandName: 'HP' };
    expect(score(original, copy)).toBeLessThan(score(original, original) - 20);
    expect(score(original, reman)).toBeLessThan(score(original, original) - 20);
    expect(scorePair(weighted(original), weighted(copy)).reasons).toContainEqual(
      expect.objectContaining({ factor: 'brand', effect: 'against' }),
    );
  });

  it('reads a four or five digit number standing alone as a part number', () => {
    const granny = { description: 'encore 13791 super granny 3' };
    expect(factors(granny, { description: 'encore 13790 super granny 3' })).toContain('-modelCode');
    expect(factors({ description: 'wasp 1800 scanner' }, { description: 'wasp 1800 barcode scanner' })).toContain(
      '+modelCode',
    );
    // A year or an amount is no part number.
    expect(factors({ description: 'office 2007' }, { description: 'office 2007 pro' })).not.toContain('+modelCode');
    expect(factors({ description: 'paper 1000 sheets' }, { description: 'paper 1000 sheets' })).not.toContain(
      '+modelCode',
    );
  });

  it('never reads a party’s own numbering as the other side’s model code', () => {
    const buyer = { description: 'sony tv KDL-40V4100' };
    const received = { description: 'sony tv kdl40v4100 bravia', productCode: 'SKU-40V4101' };
    expect(factors(buyer, received)).not.toContain('-modelCode');
    expect(factors(buyer, { description: 'sony tv bravia', productCode: 'KDL46V4100' })).not.toContain('-modelCode');
    // Its mpc is the manufacturer's, and is compared.
    expect(factors(buyer, { description: 'sony tv bravia', mpc: 'KDL46V4100' })).toContain('-modelCode');
  });
});

describe('scorePair: the buyer’s keys', () => {
  const keys = (...left: string[]) => MATCH_KEYS.filter((k) => !left.includes(k));
  const withKeys = (buyer: Omit<MatchItem, 'id'>, received: Omit<MatchItem, 'id'>, k: readonly MatchKey[]) =>
    scorePair(weighted(buyer), weighted(received), true, k);

  it('leaves out what a key left out: it neither lifts nor conflicts', () => {
    const tv = { description: 'sony tv', mpc: 'KDL-40V4100' };
    const noMpc = withKeys(tv, { description: 'sony tv', mpc: 'kdl40v4100' }, keys('MPC'));
    expect(noMpc.score).toBe(score({ description: 'sony tv' }, { description: 'sony tv' }));
    expect(noMpc.reasons.map((r) => r.factor)).not.toContain('identifier');
    const conflict = withKeys(tv, { description: 'sony tv', mpc: 'KDL-46V4100' }, keys('MPC'));
    expect(conflict.score).toBe(noMpc.score);

    const brands = withKeys(
      { description: 'internet security', brandName: 'Symantec' },
      { description: 'internet security', brandName: 'McAfee' },
      keys('BRAND'),
    );
    expect(brands.score).toBe(score({ description: 'internet security' }, { description: 'internet security' }));

    const soup = { description: 'tomato soup 12 oz' };
    const net = withKeys(soup, { description: 'tomato soup 1 kg' }, keys('NET_CONTENT'));
    expect(net.reasons.map((r) => r.factor)).not.toContain('netContent');
    const ram = withKeys({ description: 'ram 256 mb' }, { description: 'ram 512 mb' }, keys('NET_CONTENT'));
    expect(ram.reasons.map((r) => r.factor)).not.toContain('netContent');
  });

  it('counts the product code only with its key', () => {
    const buyer = { description: 'napkins', productCode: 'NW-10004' };
    const received = { description: 'napkins', productCode: 'nw 10004' };
    expect(withKeys(buyer, received, MATCH_KEYS).reasons.map((r) => r.factor)).toContain('identifier');
    expect(withKeys(buyer, received, keys('PRODUCT_CODE')).reasons.map((r) => r.factor)).not.toContain('identifier');
  });

  it('scores on the other evidence when the description is left out', () => {
    const a = withKeys(
      { description: 'tv', mpc: 'KDL-40V4100' },
      { description: 'television', mpc: 'kdl40v4100' },
      keys('DESCRIPTION'),
    );
    const b = withKeys(
      { description: 'tv', mpc: 'KDL-40V4100' },
      { description: 'television', mpc: 'kdl46v4100' },
      keys('DESCRIPTION'),
    );
    expect(a.score).toBeGreaterThan(b.score);
    expect(a.reasons.map((r) => r.factor)).not.toContain('description');
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
