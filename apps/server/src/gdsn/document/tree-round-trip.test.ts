import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leafLines, tradeItemElements } from '../../test/gdsn-trees.js';
import { parseXml, type XmlElement } from '../messages/xml-tree.js';
import { treeFromXml } from './tree-from-xml.js';
import { treeLeaves } from './tree-leaves.js';
import { treeToXml } from './tree-to-xml.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const SAMPLES = fs.readdirSync(FIXTURES).filter((file) => file.endsWith('.xml'));
const sample = (file: string) => parseXml(fs.readFileSync(new URL(file, FIXTURES), 'utf8'));

/** How many values the element holds below itself, counted on the parsed XML rather than on a tree. */
function valuesBelow(element: XmlElement): number {
  return element.children.reduce(
    (count, child) =>
      count +
      Object.keys(child.attributes).filter((name) => name !== 'xmlns' && !name.startsWith('xmlns:')).length +
      (child.children.length === 0 || child.text !== '' ? 1 : 0) +
      valuesBelow(child),
    0,
  );
}

describe("GS1's 3.1 samples as trees", () => {
  it('hold trade items in the CatalogueItemNotifications only', () => {
    const holding = SAMPLES.filter((file) => tradeItemElements(sample(file)).length > 0);
    expect(holding).toEqual(['CatalogueItemNotification.xml', 'MaterialModule.xml']);
  });

  for (const file of SAMPLES.filter((name) => tradeItemElements(sample(name)).length > 0)) {
    it(`${file}: every tradeItem written from its tree reads back to the same leaves, every value of it kept`, () => {
      for (const tradeItem of tradeItemElements(sample(file))) {
        const tree = treeFromXml(tradeItem);
        expect(treeLeaves(tree)).toHaveLength(valuesBelow(tradeItem));
        const written = treeToXml(tree);
        expect(leafLines(treeFromXml(parseXml(written)))).toEqual(leafLines(tree));
        expect(treeToXml(treeFromXml(parseXml(written)))).toBe(written);
      }
    });
  }

  it('name each value by its path, repeated siblings by their place among those of their name', () => {
    const [soup] = tradeItemElements(sample('CatalogueItemNotification.xml'));
    const lines = leafLines(treeFromXml(soup!));
    const nutrients = 'tradeItemInformation[1]/extension[1]/nutritionalInformationModule[1]/nutrientHeader[1]';
    expect(lines).toEqual(
      expect.arrayContaining([
        'gtin[1] = 00074562000525',
        'tradeItemContactInformation[2]/contactTypeCode[1] = BVP',
        `${nutrients}/nutrientDetail[3]/quantityContained[1] = 0.3`,
        `${nutrients}/nutrientDetail[3]/quantityContained[1]/@measurementUnitCode = GRM`,
        // Texts as read: trimmed.
        'tradeItemInformation[1]/extension[1]/dietInformationModule[1]/dietInformation[1]/dietTypeDescription[1] = Suitable for Gluten Free Diets',
      ]),
    );
    expect(lines.some((line) => line.includes('xmlns'))).toBe(false);
  });
});
