import fs from 'node:fs';
import { ATTRIBUTES, type GdsnElement, type GroupRow, type ItemAttributes } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { expectSendable, leafLines, tradeItemElements } from '../../test/gdsn-trees.js';
import { parseXml } from '../messages/xml-tree.js';
import { sectionValues, withSectionValues } from './section-view.js';
import { treeFromXml } from './tree-from-xml.js';

const sample = (name: string) =>
  tradeItemElements(parseXml(fs.readFileSync(new URL(`../fixtures/${name}.xml`, import.meta.url), 'utf8'))).map(
    treeFromXml,
  );
const codeOf = (gdsn: string) => ATTRIBUTES.find((a) => a.gdsn === gdsn)!.code;
const save = (tree: GdsnElement, values: ItemAttributes) => withSectionValues(tree, values);

/** The leaves one tree has and the other lacks, each way. */
function difference(before: GdsnElement, after: GdsnElement) {
  const was = new Set(leafLines(before));
  const now = new Set(leafLines(after));
  return { removed: [...was].filter((l) => !now.has(l)), added: [...now].filter((l) => !was.has(l)) };
}

describe('the spec sections as a view onto the whole trade item', () => {
  for (const name of ['CatalogueItemNotification', 'MaterialModule']) {
    it(`${name}: saving the values the view reads changes nothing`, () => {
      for (const tree of sample(name)) {
        expect(leafLines(save(tree, sectionValues(tree)))).toEqual(leafLines(tree));
      }
    });
  }

  it('writes a changed text in its place and keeps every other value', async () => {
    const [soup] = sample('CatalogueItemNotification');
    const values = sectionValues(soup!);
    const description = codeOf('tradeItemDescription');
    const saved = save(soup!, { ...values, [description]: 'Campbell Soup, 10.75 oz' });
    const { removed, added } = difference(soup!, saved);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([expect.stringMatching(/tradeItemDescription\[1\] = Campbell Soup, 10\.75 oz$/)]);
    expect(sectionValues(saved)[description]).toBe('Campbell Soup, 10.75 oz');
    await expectSendable(saved);
  });

  it('removes a value no longer given, and the elements it leaves empty', async () => {
    const [soup] = sample('CatalogueItemNotification');
    const values = { ...sectionValues(soup!) };
    const brand = codeOf('subBrand');
    values[brand] = 'Chunky';
    const branded = save(soup!, values);
    expect(sectionValues(branded)[brand]).toBe('Chunky');
    delete values[brand];
    const unbranded = save(branded, values);
    expect(leafLines(unbranded)).toEqual(leafLines(soup!));
    await expectSendable(unbranded);
  });

  it('adds a module the item lacks in its schema place, and replaces a group’s rows, other rows kept', async () => {
    const [soup] = sample('CatalogueItemNotification');
    const values = sectionValues(soup!);
    const allergen = ATTRIBUTES.find((a) => a.gdsn === 'allergen')!;
    const allergens = allergen.code;
    const [type, level] = allergen.fields!;
    const rows: GroupRow[] = [
      { [type!.code]: 'AW', [level!.code]: 'CONTAINS' },
      { [type!.code]: 'AM', [level!.code]: 'MAY_CONTAIN' },
    ];
    const saved = save(soup!, { ...values, [allergens]: rows });
    expect(sectionValues(saved)[allergens]).toEqual(rows);
    const { removed, added } = difference(soup!, saved);
    expect(removed).toEqual([]);
    expect(added.every((line) => line.includes('allergenInformationModule'))).toBe(true);
    await expectSendable(saved);

    const nutrients = codeOf('nutrientDetail');
    const before = sectionValues(saved)[nutrients] as GroupRow[];
    const fewer = save(saved, { ...sectionValues(saved), [nutrients]: before.slice(1) });
    expect(sectionValues(fewer)[nutrients]).toEqual(before.slice(1));
    expect(sectionValues(fewer)[allergens]).toEqual(rows);
    const kept = difference(saved, fewer);
    expect(kept.added.every((line) => line.includes('nutrientDetail'))).toBe(true);
    expect(kept.removed.every((line) => line.includes('nutrientDetail'))).toBe(true);
    await expectSendable(fewer);
  });
});
