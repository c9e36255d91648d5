import fs from 'node:fs';
import type { GdsnElement } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { leafLines, tradeItemElements } from '../../test/gdsn-trees.js';
import { treeFromXml } from '../document/tree-from-xml.js';
import { validateAgainstXsd } from '../xsd-validate.js';
import { parseCin } from './cin.js';
import { buildCin, cinTradeItemCache, type CinMessage, type CinTradeItemNode } from './cin-builder.js';
import { childNamed, childrenNamed, parseXml, requiredText, type XmlElement } from './xml-tree.js';

const DATA_POOL = '0614141000012';
const RECIPIENT = '0614141000043';
const CREATED = new Date('2026-01-15T10:00:00.000Z');
const LAST_CHANGE = 'tradeItemSynchronisationDates[1]/lastChangeDateTime[1]';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}.xml`, import.meta.url), 'utf8');

/** A catalogue item as a node carrying its tree, its nested items (the hierarchy it states) as its children. */
function nodeOf(catalogueItem: XmlElement): CinTradeItemNode {
  return {
    attributes: {},
    tree: treeFromXml(childNamed(catalogueItem, 'tradeItem')!),
    children: childrenNamed(catalogueItem, 'catalogueItemChildItemLink').map((link) => ({
      quantity: Number(requiredText(link, 'quantity')),
      node: nodeOf(childNamed(link, 'catalogueItem')!),
    })),
  };
}

/** The top catalogue item of each document of a CIN, as nodes. */
const rootsOf = (xml: string) =>
  childrenNamed(parseXml(xml), 'transaction')
    .flatMap((t) => childrenNamed(t, 'documentCommand'))
    .flatMap((c) => childrenNamed(c, 'catalogueItemNotification'))
    .map((n) => nodeOf(childNamed(n, 'catalogueItem')!));

const message = (roots: readonly CinTradeItemNode[], recipient = RECIPIENT, createdAt = CREATED): CinMessage => ({
  instanceId: 'CIN-1',
  senderGln: DATA_POOL,
  receiverGln: recipient,
  createdAt,
  transactions: roots.map((root, i) => ({
    entityId: String(i + 1),
    command: 'ADD',
    isReload: false,
    dataRecipientGln: recipient,
    sourceDataPool: DATA_POOL,
    root,
  })),
});

/** Each tradeItem's leaves, in document order. */
const leavesOf = (xml: string) => tradeItemElements(parseXml(xml)).map((t) => leafLines(treeFromXml(t)));

const withoutLastChange = (lines: string[]) => lines.filter((line) => !line.startsWith(`${LAST_CHANGE} =`));

async function expectValid(xml: string) {
  expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
}

describe("a CIN written from GS1's samples as trees", () => {
  for (const name of ['CatalogueItemNotification', 'MaterialModule']) {
    it(`${name}: validates, and holds the sample's every value but the last change, which is the pool's`, async () => {
      const sample = fixture(name);
      const xml = buildCin(message(rootsOf(sample)));
      await expectValid(xml);
      const sent = leavesOf(xml);
      // What the builder changes: the last change only (the samples state no next lower level, and no buyer's codes).
      expect(sent.map(withoutLastChange)).toEqual(leavesOf(sample).map(withoutLastChange));
      for (const lines of sent) expect(lines).toContain(`${LAST_CHANGE} = ${CREATED.toISOString()}`);
    });
  }
});

const soupTree = () => treeFromXml(tradeItemElements(parseXml(fixture('CatalogueItemNotification')))[0]!);
const SOUP = '00074562000525';
const CASE = '10074562000522';

/** The tree with each named child's value replaced, and the named children removed. */
function edited(tree: GdsnElement, values: Record<string, string>, removed: readonly string[] = []): GdsnElement {
  return {
    ...tree,
    children: tree
      .children!.filter((child) => !removed.includes(child.name))
      .map((child) => (child.name in values ? { ...child, value: values[child.name] } : child)),
  };
}

const caseTree = (removed: readonly string[] = []) =>
  edited(soupTree(), { gtin: CASE, isTradeItemABaseUnit: 'false', tradeItemUnitDescriptorCode: 'CASE' }, [
    'tradeItemInformation',
    ...removed,
  ]);

const nextLowerLevel = (children: GdsnElement[]): GdsnElement => ({
  name: 'nextLowerLevelTradeItemInformation',
  children,
});

/** The tree with `added` put just before its child named `before`. */
function insertedBefore(tree: GdsnElement, before: string, added: GdsnElement): GdsnElement {
  const at = tree.children!.findIndex((child) => child.name === before);
  return { ...tree, children: [...tree.children!.slice(0, at), added, ...tree.children!.slice(at)] };
}

describe('a hierarchy written from trees', () => {
  it('states the next lower level as linked, in schema order where the tree has none, and none for a base unit', async () => {
    const staleSoup = insertedBefore(
      soupTree(),
      'targetMarket',
      nextLowerLevel([
        { name: 'quantityOfChildren', value: '1' },
        { name: 'totalQuantityOfNextLowerLevelTradeItem', value: '4' },
        {
          name: 'childTradeItem',
          children: [
            { name: 'gtin', value: CASE },
            { name: 'quantityOfNextLowerLevelTradeItem', value: '4' },
          ],
        },
      ]),
    );
    const root: CinTradeItemNode = {
      attributes: {},
      tree: caseTree(),
      children: [{ quantity: 12, node: { attributes: {}, tree: staleSoup, children: [] } }],
    };
    const xml = buildCin(message([root]));
    await expectValid(xml);
    const [casePart, soupPart] = leavesOf(xml);
    expect(casePart!.filter((line) => line.startsWith('nextLowerLevelTradeItemInformation'))).toEqual([
      `nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/gtin[1] = ${SOUP}`,
      'nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/quantityOfNextLowerLevelTradeItem[1] = 12',
      'nextLowerLevelTradeItemInformation[1]/quantityOfChildren[1] = 1',
      'nextLowerLevelTradeItemInformation[1]/totalQuantityOfNextLowerLevelTradeItem[1] = 12',
    ]);
    expect(soupPart!.some((line) => line.startsWith('nextLowerLevelTradeItemInformation'))).toBe(false);
    expect(parseCin(xml).documents.map((d) => [d.attributes.Coding1A, d.children])).toEqual([
      [SOUP, []],
      [CASE, [{ gtin: SOUP, quantity: 12 }]],
    ]);
    // Read back and written again, the hierarchy is the same message.
    expect(buildCin(message(rootsOf(xml)))).toBe(xml);
  });

  it("keeps a stated total (GDSN rule 202 checks it) and a child's other identifications; the rest as linked", async () => {
    const stated = insertedBefore(
      caseTree(),
      'targetMarket',
      nextLowerLevel([
        { name: 'quantityOfChildren', value: '2' },
        { name: 'totalQuantityOfNextLowerLevelTradeItem', value: '24' },
        {
          name: 'childTradeItem',
          children: [
            { name: 'gtin', value: SOUP },
            {
              name: 'additionalTradeItemIdentification',
              attributes: { additionalTradeItemIdentificationTypeCode: 'SUPPLIER_ASSIGNED' },
              value: 'SOUP-1',
            },
            { name: 'quantityOfNextLowerLevelTradeItem', value: '6' },
          ],
        },
        {
          name: 'childTradeItem',
          children: [
            { name: 'gtin', value: '00614141000036' },
            { name: 'quantityOfNextLowerLevelTradeItem', value: '18' },
          ],
        },
      ]),
    );
    const xml = buildCin(
      message([
        {
          attributes: {},
          tree: stated,
          children: [{ quantity: 12, node: { attributes: {}, tree: soupTree(), children: [] } }],
        },
      ]),
    );
    await expectValid(xml);
    expect(leavesOf(xml)[0]!.filter((line) => line.startsWith('nextLowerLevelTradeItemInformation'))).toEqual([
      'nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/additionalTradeItemIdentification[1] = SOUP-1',
      'nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/additionalTradeItemIdentification[1]/@additionalTradeItemIdentificationTypeCode = SUPPLIER_ASSIGNED',
      `nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/gtin[1] = ${SOUP}`,
      'nextLowerLevelTradeItemInformation[1]/childTradeItem[1]/quantityOfNextLowerLevelTradeItem[1] = 12',
      'nextLowerLevelTradeItemInformation[1]/quantityOfChildren[1] = 1',
      'nextLowerLevelTradeItemInformation[1]/totalQuantityOfNextLowerLevelTradeItem[1] = 24',
    ]);
  });

  it("puts the synchronisation dates and the buyer's codes where the schema wants them", async () => {
    const tree = insertedBefore(caseTree(['tradeItemSynchronisationDates']), 'contextIdentification', {
      name: 'additionalTradeItemIdentification',
      attributes: { additionalTradeItemIdentificationTypeCode: 'BUYER_ASSIGNED' },
      value: 'HE-1',
    });
    const xml = buildCin(message([{ attributes: {}, tree, children: [], buyerCodes: ['HE-1', 'HE-2'] }]));
    await expectValid(xml);
    const ids = [...xml.matchAll(/additionalTradeItemIdentificationTypeCode="(\w+)">([^<]+)</g)].map((m) => m[2]);
    expect(ids).toEqual(['HE-1', 'HE-2']);
    expect(xml).toMatch(
      /<\/targetMarket>(<tradeItemContactInformation>.*?<\/tradeItemContactInformation>)*<tradeItemSynchronisationDates><lastChangeDateTime>2026-01-15T10:00:00.000Z</,
    );
  });

  it('is written once with a cache: each CIN is the one built without it, its own recipient in it', () => {
    const root: CinTradeItemNode = {
      attributes: {},
      tree: caseTree(),
      children: [{ quantity: 12, node: { attributes: {}, tree: soupTree(), children: [] } }],
    };
    const cache = cinTradeItemCache();
    const later = new Date('2026-01-16T10:00:00.000Z');
    for (const createdAt of [CREATED, later, CREATED]) {
      for (const recipient of [RECIPIENT, '0614141000050']) {
        const xml = buildCin(message([root], recipient, createdAt), cache);
        expect(xml).toBe(buildCin(message([root], recipient, createdAt)));
        expect(xml).toContain(`<lastChangeDateTime>${createdAt.toISOString()}</lastChangeDateTime>`);
      }
    }
    expect(cache.get(root)?.lastChange).toBe(CREATED.getTime());
  });

  it('refuses a tree that is no tradeItem, or lacks its GTIN or information provider', () => {
    const build = (tree: GdsnElement) => () => buildCin(message([{ attributes: {}, tree, children: [] }]));
    expect(build({ name: 'catalogueItem' })).toThrow("The item's document is a catalogueItem, not a tradeItem.");
    expect(build(edited(soupTree(), {}, ['gtin']))).toThrow('The item cannot be sent as GS1 XML without GTIN.');
    expect(build(edited(soupTree(), {}, ['informationProviderOfTradeItem']))).toThrow(
      /The item cannot be sent as GS1 XML without Information Provider/,
    );
  });
});

/** An item with what the attribute dictionary has no place for: ingredients, marketing, files, certificates … */
const RICH = `<tradeItem>
  <gtin>00614141000036</gtin>
  <additionalTradeItemIdentification additionalTradeItemIdentificationTypeCode="SUPPLIER_ASSIGNED">NW-1</additionalTradeItemIdentification>
  <isTradeItemABaseUnit>true</isTradeItemABaseUnit>
  <isTradeItemAConsumerUnit>true</isTradeItemAConsumerUnit>
  <tradeItemUnitDescriptorCode>BASE_UNIT_OR_EACH</tradeItemUnitDescriptorCode>
  <informationProviderOfTradeItem><gln>0614141000029</gln><partyName>Northwind &amp; Sons</partyName></informationProviderOfTradeItem>
  <gdsnTradeItemClassification><gpcCategoryCode>10000025</gpcCategoryCode></gdsnTradeItemClassification>
  <targetMarket><targetMarketCountryCode>840</targetMarketCountryCode></targetMarket>
  <tradeItemInformation>
    <extension>
      <food_and_beverage_ingredient:foodAndBeverageIngredientModule xmlns:food_and_beverage_ingredient="urn:gs1:gdsn:food_and_beverage_ingredient:xsd:3">
        <ingredientStatement languageCode="en">Oats (92.5%), sugar, salt.</ingredientStatement>
        <ingredientStatement languageCode="fr">Avoine (92,5 %), sucre, sel.</ingredientStatement>
        <foodAndBeverageIngredient>
          <ingredientSequence>1</ingredientSequence>
          <ingredientContentPercentage>92.5</ingredientContentPercentage>
          <ingredientName languageCode="en">Oats</ingredientName>
          <ingredientName languageCode="fr">Avoine</ingredientName>
        </foodAndBeverageIngredient>
        <foodAndBeverageIngredient>
          <ingredientSequence>2</ingredientSequence>
          <ingredientName languageCode="en">Sugar</ingredientName>
        </foodAndBeverageIngredient>
      </food_and_beverage_ingredient:foodAndBeverageIngredientModule>
      <marketing_information:marketingInformationModule xmlns:marketing_information="urn:gs1:gdsn:marketing_information:xsd:3">
        <marketingInformation>
          <tradeItemFeatureBenefit languageCode="en">Whole grain</tradeItemFeatureBenefit>
          <tradeItemMarketingMessage languageCode="en">Start the day "right" &lt;every&gt; day.</tradeItemMarketingMessage>
          <tradeItemMarketingMessage languageCode="fr">Commencez bien la journée.</tradeItemMarketingMessage>
          <season><isTradeItemSeasonal>FALSE</isTradeItemSeasonal><seasonName languageCode="en">All year</seasonName></season>
        </marketingInformation>
      </marketing_information:marketingInformationModule>
      <nutritional_information:nutritionalInformationModule xmlns:nutritional_information="urn:gs1:gdsn:nutritional_information:xsd:3">
        <nutrientHeader>
          <preparationStateCode>UNPREPARED</preparationStateCode>
          <nutrientBasisQuantity measurementUnitCode="GRM">100</nutrientBasisQuantity>
          <nutrientDetail>
            <nutrientTypeCode>ENER-</nutrientTypeCode>
            <quantityContained measurementUnitCode="KJO">1580</quantityContained>
            <quantityContained measurementUnitCode="E14">378</quantityContained>
          </nutrientDetail>
        </nutrientHeader>
        <nutrientHeader>
          <preparationStateCode>PREPARED</preparationStateCode>
          <nutrientBasisQuantity measurementUnitCode="MLT">250</nutrientBasisQuantity>
          <nutrientDetail><nutrientTypeCode>FAT</nutrientTypeCode><quantityContained measurementUnitCode="GRM">7</quantityContained></nutrientDetail>
        </nutrientHeader>
      </nutritional_information:nutritionalInformationModule>
      <referenced_file_detail_information:referencedFileDetailInformationModule xmlns:referenced_file_detail_information="urn:gs1:gdsn:referenced_file_detail_information:xsd:3">
        <referencedFileHeader>
          <referencedFileTypeCode>PRODUCT_IMAGE</referencedFileTypeCode>
          <contentDescription languageCode="en">Front of pack</contentDescription>
          <fileName>front.jpg</fileName>
          <uniformResourceIdentifier>https://images.example/front.jpg?size=large&amp;v=2</uniformResourceIdentifier>
        </referencedFileHeader>
        <referencedFileHeader>
          <referencedFileTypeCode>SAFETY_DATA_SHEET</referencedFileTypeCode>
          <uniformResourceIdentifier>https://images.example/sds.pdf</uniformResourceIdentifier>
        </referencedFileHeader>
      </referenced_file_detail_information:referencedFileDetailInformationModule>
      <certification_information:certificationInformationModule xmlns:certification_information="urn:gs1:gdsn:certification_information:xsd:3">
        <certificationInformation>
          <certificationAgency>OU</certificationAgency>
          <certificationStandard>Kosher</certificationStandard>
          <certification><certificationValue>OU-D</certificationValue><certificationIdentification>K-123</certificationIdentification></certification>
        </certificationInformation>
        <certificationInformation>
          <certificationAgency>USDA</certificationAgency>
          <certification><certificationValue>ORGANIC</certificationValue></certification>
        </certificationInformation>
      </certification_information:certificationInformationModule>
      <trade_item_description:tradeItemDescriptionModule xmlns:trade_item_description="urn:gs1:gdsn:trade_item_description:xsd:3">
        <tradeItemDescriptionInformation>
          <descriptionShort languageCode="en">Rolled oats</descriptionShort>
          <descriptionShort languageCode="fr">Flocons d'avoine</descriptionShort>
          <tradeItemDescription languageCode="en">Northwind rolled oats 500 g</tradeItemDescription>
          <tradeItemDescription languageCode="fr">Flocons d'avoine Northwind 500 g</tradeItemDescription>
          <tradeItemDescription languageCode="es">Copos de avena Northwind 500 g</tradeItemDescription>
          <brandNameInformation><brandName>Northwind</brandName></brandNameInformation>
        </tradeItemDescriptionInformation>
      </trade_item_description:tradeItemDescriptionModule>
      <trade_item_measurements:tradeItemMeasurementsModule xmlns:trade_item_measurements="urn:gs1:gdsn:trade_item_measurements:xsd:3">
        <tradeItemMeasurements>
          <height measurementUnitCode="CMT">20</height>
          <netContent measurementUnitCode="GRM">500</netContent>
          <netContent measurementUnitCode="ONZ">17.6</netContent>
          <tradeItemWeight><grossWeight measurementUnitCode="GRM">520</grossWeight></tradeItemWeight>
        </tradeItemMeasurements>
      </trade_item_measurements:tradeItemMeasurementsModule>
    </extension>
  </tradeItemInformation>
  <tradeItemSynchronisationDates><lastChangeDateTime>2026-01-10T09:00:00Z</lastChangeDateTime></tradeItemSynchronisationDates>
  <avpList><stringAVP attributeName="omsItemCode">X-1</stringAVP></avpList>
</tradeItem>`;

describe('a tree beyond the attribute dictionary', () => {
  it('survives the CIN: ingredients, marketing, files, certificates, descriptions in several languages, a measure in two units', async () => {
    const tree = treeFromXml(parseXml(RICH));
    const xml = buildCin(message([{ attributes: {}, tree, children: [] }]));
    await expectValid(xml);
    const [sent] = leavesOf(xml);
    expect(withoutLastChange(sent!)).toEqual(withoutLastChange(leafLines(tree)));
    expect(sent).toEqual(
      expect.arrayContaining([
        'tradeItemInformation[1]/extension[1]/tradeItemDescriptionModule[1]/tradeItemDescriptionInformation[1]/tradeItemDescription[3]/@languageCode = es',
        'tradeItemInformation[1]/extension[1]/tradeItemMeasurementsModule[1]/tradeItemMeasurements[1]/netContent[2]/@measurementUnitCode = ONZ',
        'tradeItemInformation[1]/extension[1]/marketingInformationModule[1]/marketingInformation[1]/tradeItemMarketingMessage[1] = Start the day "right" <every> day.',
      ]),
    );
    expect(parseCin(xml).documents[0]!.tree).toEqual(treeFromXml(tradeItemElements(parseXml(xml))[0]!));
  });
});
