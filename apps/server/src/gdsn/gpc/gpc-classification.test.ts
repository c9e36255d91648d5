import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPC_LEVELS } from '@tradepool/domain';
import { gpcAncestors, gpcBrickCount, gpcBrickLineage, gpcEntry, isGpcBrick, searchGpc } from './gpc-classification.js';

const bricks = JSON.parse(
  fs.readFileSync(new URL('../../resources/codelists/gpc-bricks.json', import.meta.url), 'utf8'),
) as { brickCode: number }[];

describe('the GPC classification', () => {
  it('holds the 5,259 bricks and places 4,935 of them (4,989 bricks in the 2020 hierarchy)', () => {
    expect(gpcBrickCount()).toBe(5259);
    const placed = new Set(gpcBrickLineage().map((line) => line.brick));
    expect(placed.size).toBe(4989);
    expect(bricks.filter((b) => placed.has(String(b.brickCode)))).toHaveLength(4935);
  });

  it('answers a code at every level, its title and the level above it', () => {
    expect(gpcEntry('10000025')).toEqual({
      level: 'brick',
      code: '10000025',
      title: 'Milk (Perishable)',
      parent: '50131700',
    });
    expect(gpcEntry('50131700')).toEqual({
      level: 'class',
      code: '50131700',
      title: 'Milk/milk substitute',
      parent: '50130000',
    });
    expect(gpcEntry('50130000')?.level).toBe('family');
    expect(gpcEntry('50000000')).toEqual({
      level: 'segment',
      code: '50000000',
      title: 'Food/beverage/tobacco',
      parent: null,
    });
    for (const unknown of ['12345678', '5013170', '']) expect(gpcEntry(unknown), unknown).toBeUndefined();
    expect(isGpcBrick('10000025')).toBe(true);
    expect(isGpcBrick('50131700')).toBe(false);
  });

  it("gives a brick's class, family and segment, nearest first, and none for a brick published since 2020", () => {
    expect(gpcAncestors('10000025').map((a) => [a.level, a.code])).toEqual([
      ['class', '50131700'],
      ['family', '50130000'],
      ['segment', '50000000'],
    ]);
    expect(gpcAncestors('50131700').map((a) => a.code)).toEqual(['50130000', '50000000']);
    expect(gpcAncestors('50000000')).toEqual([]);
    expect(gpcEntry('10008070')?.level).toBe('brick');
    expect(gpcAncestors('10008070')).toEqual([]);
    expect(gpcBrickLineage().find((line) => line.brick === '10000025')).toEqual({
      brick: '10000025',
      class: '50131700',
      family: '50130000',
      segment: '50000000',
    });
  });

  it('finds a class by its title, and leaves out the levels not asked for', () => {
    const found = searchGpc('milk/milk substitute', 20, GPC_LEVELS);
    expect(found[0]).toMatchObject({ level: 'class', code: '50131700' });
    expect(searchGpc('milk/milk substitute', 20, ['brick']).every((e) => e.level === 'brick')).toBe(true);
    expect(searchGpc('MILK', 20, ['brick']).map((e) => e.code)).toContain('10000025');
  });

  it('answers the broader levels first among equally good matches, each in code order', () => {
    const found = searchGpc('5013', 20, GPC_LEVELS);
    expect(found[0]).toMatchObject({ level: 'family', code: '50130000' });
    const classes = found.slice(1).map((e) => e.code);
    expect(found.slice(1).every((e) => e.level === 'class')).toBe(true);
    expect(classes).toEqual([...classes].sort());
    expect(searchGpc('5013', 3, GPC_LEVELS)).toHaveLength(3);
  });
});
