import fs from 'node:fs';
import type { GdsnElement } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { hasGs1Code } from '../../features/metadata/service.js';
import { parseXml, type XmlElement } from '../messages/xml-tree.js';
import type { TreeLookups } from './tree-problem.js';
import { validateTradeItemTree } from './validate-tree.js';

// The kernel takes the code lists as a lookup; the composition wires metadata's, as here.
const lookups: TreeLookups = { hasCode: hasGs1Code };

/** A tradeItem element as GdsnElement: local names, namespace declarations and xsi: attributes dropped. */
function toTree(element: XmlElement): GdsnElement {
  const attributes = Object.entries(element.attributes).filter(([name]) => !name.includes(':') && name !== 'xmlns');
  return {
    name: element.name,
    ...(attributes.length ? { attributes: Object.fromEntries(attributes) } : {}),
    ...(element.text ? { value: element.text } : {}),
    ...(element.children.length ? { children: element.children.map(toTree) } : {}),
  };
}

const tradeItemsOf = (element: XmlElement): XmlElement[] =>
  element.name === 'tradeItem' ? [element] : element.children.flatMap(tradeItemsOf);

type Child = GdsnElement | string;
/** `el('gtin', '0061…')`, `el('targetMarket', el(…), el(…))`, attributes as a last object argument. */
function el(name: string, ...content: (Child | Record<string, string>)[]): GdsnElement {
  const children = content.filter((c): c is GdsnElement => typeof c === 'object' && 'name' in c);
  const value = content.find((c): c is string => typeof c === 'string');
  const attributes = content.find(
    (c): c is Record<string, string> => typeof c === 'object' && !('name' in c) && !Array.isArray(c),
  );
  return {
    name,
    ...(attributes ? { attributes } : {}),
    ...(value !== undefined ? { value } : {}),
    ...(children.length ? { children } : {}),
  };
}

const module = (name: string, ...children: GdsnElement[]) =>
  el('tradeItemInformation', el('extension', el(name, ...children)));

/** The least a trade item carries, valid; `extra` children go after it. */
const item = (...extra: GdsnElement[]) =>
  el(
    'tradeItem',
    el('gtin', '00614141000036'),
    el('isTradeItemABaseUnit', 'true'),
    el('tradeItemUnitDescriptorCode', 'BASE_UNIT_OR_EACH'),
    el('informationProviderOfTradeItem', el('gln', '0614141000029')),
    el('gdsnTradeItemClassification', el('gpcCategoryCode', '10000025')),
    el('targetMarket', el('targetMarketCountryCode', '840')),
    el('tradeItemSynchronisationDates', el('lastChangeDateTime', '2026-01-10T09:00:00Z')),
    ...extra,
  );

const check = (tree: GdsnElement) => validateTradeItemTree(tree, lookups);

describe('validateTradeItemTree on GS1 sample CIN', () => {
  const sample = fs.readFileSync(new URL('../fixtures/CatalogueItemNotification.xml', import.meta.url), 'utf8');
  const [tradeItem] = tradeItemsOf(parseXml(sample));

  it("finds only GS1's own slip: a made-up GLN whose check digit is wrong (…8944 would be …8949)", () => {
    const problems = check(toTree(tradeItem!));
    expect(problems).toEqual([
      {
        path: 'informationProviderOfTradeItem/gln',
        rule: 'valueType',
        bmsId: 83,
        attributeName: 'gln',
        message: 'gln must be a GLN of 13 digits with its check digit, not "6612345678944".',
      },
      expect.objectContaining({ path: 'manufacturerOfTradeItem/gln', rule: 'valueType', bmsId: 91 }),
    ]);
  });
});

describe('validateTradeItemTree on bad trees', () => {
  it('passes the least valid trade item', () => {
    expect(check(item())).toEqual([]);
  });

  it('refuses a tree that is not a tradeItem', () => {
    expect(check(el('catalogueItem'))).toEqual([
      { path: 'catalogueItem', rule: 'unknown', message: 'The tree is a catalogueItem, not a tradeItem.' },
    ]);
  });

  it('names elements and attributes unknown to GDSN 3.1.36, and looks no further under them', () => {
    const problems = check(
      item(
        el('favouriteColour', el('shade', 'blue')),
        el(
          'tradeItemInformation',
          el(
            'extension',
            el(
              'tradeItemMeasurementsModule',
              el('tradeItemMeasurements', el('netContent', '30', { measurementUnitCode: 'GRM', colour: 'red' })),
            ),
          ),
        ),
      ),
    );
    expect(problems).toEqual([
      {
        path: 'favouriteColour',
        rule: 'unknown',
        message: 'favouriteColour is not a GDSN 3.1.36 element of tradeItem.',
      },
      {
        path: 'tradeItemInformation/extension/tradeItemMeasurementsModule/tradeItemMeasurements/netContent/@colour',
        rule: 'unknown',
        message: 'netContent has no attribute colour in GDSN 3.1.36.',
      },
    ]);
  });

  it('matches attribute names exactly', () => {
    const netContent = el('netContent', '30', { measurementunitcode: 'GRM' });
    const problems = check(item(module('tradeItemMeasurementsModule', el('tradeItemMeasurements', netContent))));
    expect(problems.map((p) => [p.rule, p.path.split('/').at(-1)])).toEqual([
      ['unknown', '@measurementunitcode'],
      ['required', '@measurementUnitCode'],
    ]);
  });

  it.each([
    ['isTradeItemAConsumerUnit', 'yes', 'true or false'],
    ['isTradeItemAConsumerUnit', 'TRUE', 'true or false'],
    ['gtin', '00614141000037', 'a GTIN of 14 digits with its check digit'],
    ['gtin', '614141000036', 'a GTIN of 14 digits with its check digit'],
  ])('checks the type of %s: %j', (name, value, expected) => {
    const tree = item(el(name, value));
    if (name === 'gtin') tree.children!.splice(0, 1);
    const problem = check(tree).find((p) => p.rule === 'valueType');
    expect(problem?.message).toBe(`${name} must be ${expected}, not ${JSON.stringify(value)}.`);
  });

  it('checks numbers, dates and times by their XML Schema forms', () => {
    const measurements = (value: string) =>
      module(
        'tradeItemMeasurementsModule',
        el('tradeItemMeasurements', el('netContent', value, { measurementUnitCode: 'GRM' })),
      );
    const dates = (value: string) => el('tradeItemSynchronisationDates', el('lastChangeDateTime', value));
    const vintage = (value: string) =>
      module('alcoholInformationModule', el('alcoholInformation', el('vintage', value)));
    const nutrients = (value: string) =>
      module(
        'nutritionalInformationModule',
        el(
          'nutrientHeader',
          el('preparationStateCode', 'PREPARED'),
          el('nutrientDetail', el('nutrientTypeCode', 'FAT'), el('dailyValueIntakePercent', value)),
        ),
      );
    const withDates = (value: string) => {
      const tree = item();
      tree.children = tree.children!.map((c) => (c.name === 'tradeItemSynchronisationDates' ? dates(value) : c));
      return tree;
    };
    const rules = (tree: GdsnElement) => check(tree).map((p) => p.rule);

    expect(rules(item(measurements('30.5')))).toEqual([]);
    expect(rules(item(measurements('30,5')))).toEqual(['valueType']);
    expect(rules(withDates('2013-01-10T12:00:01.000-05:00'))).toEqual([]);
    expect(rules(withDates('2013-02-30T12:00:00'))).toEqual(['valueType']);
    expect(rules(withDates('10/01/2013'))).toEqual(['valueType']);
    expect(rules(item(vintage('2019')))).toEqual([]);
    expect(rules(item(vintage('19')))).toEqual(['valueType']);
    expect(rules(item(nutrients('20')))).toEqual([]);
    expect(rules(item(nutrients('twenty')))).toEqual(['valueType']);
  });

  it('checks GLNs with their check digit', () => {
    const tree = item(el('brandOwner', el('gln', '0614141000028')));
    expect(check(tree)).toEqual([
      expect.objectContaining({ path: 'brandOwner/gln', rule: 'valueType', bmsId: 75, attributeName: 'gln' }),
    ]);
  });

  it('bounds text by its length: over-long refuses the item, too short only fails it', () => {
    const description = 'x'.repeat(201);
    const problems = check(
      item(
        module(
          'tradeItemDescriptionModule',
          el('tradeItemDescriptionInformation', el('tradeItemDescription', description, { languageCode: 'en' })),
        ),
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'length',
        bound: true,
        message: 'tradeItemDescription is 201 characters long; GS1 allows 200 at most.',
      }),
    ]);
    const short = item();
    short.children![4] = el('gdsnTradeItemClassification', el('gpcCategoryCode', '1000'));
    expect(check(short)).toEqual([
      {
        path: 'gdsnTradeItemClassification/gpcCategoryCode',
        rule: 'length',
        bmsId: 161,
        attributeName: 'gpcCategoryCode',
        message: 'gpcCategoryCode is 4 characters long; GS1 asks for 8 at least.',
      },
    ]);
  });

  it('says a value is missing', () => {
    const tree = item(el('isTradeItemAConsumerUnit'));
    expect(check(tree)).toEqual([
      expect.objectContaining({ rule: 'valueType', message: 'isTradeItemAConsumerUnit has no value.' }),
    ]);
  });

  it("checks codes against GS1's lists the pool holds, enumerations against the XSD's", () => {
    const tree = item(
      el('tradeItemContactInformation', el('contactTypeCode', 'ANYTHING')),
      module(
        'nutritionalInformationModule',
        el(
          'nutrientHeader',
          el('preparationStateCode', 'STEWED'),
          el(
            'nutrientDetail',
            el('nutrientTypeCode', 'FAT'),
            el('quantityContained', '1', { measurementUnitCode: 'PARSEC' }),
          ),
        ),
      ),
      module('dairyFishMeatPoultryItemModule', el('dairyFishMeatPoultryInformation', el('isHomogenised', 'YES'))),
      module('packagingInformationModule', el('packaging', el('packagingTypeCode', 'CNG'))),
    );
    tree.children![2] = el('tradeItemUnitDescriptorCode', 'BOX');
    expect(check(tree).map((p) => p.message)).toEqual([
      '"BOX" is not a code of GS1\'s TradeItemUnitDescriptorCode list (tradeItemUnitDescriptorCode).',
      '"STEWED" is not a code of GS1\'s PreparationTypeCode list (preparationStateCode).',
      '"PARSEC" is not a code of GS1\'s MeasurementUnitCode_GDSN list (measurementUnitCode).',
      '"YES" is not a code of GS1\'s NonBinaryLogicEnumeration list (isHomogenised).',
    ]);
  });

  it('counts repeats against GS1 maximum, naming the first one too many', () => {
    const tree = item(
      el('isTradeItemAConsumerUnit', 'true'),
      el('isTradeItemAConsumerUnit', 'false'),
      el('isTradeItemAConsumerUnit', 'true'),
    );
    expect(check(tree)).toEqual([
      {
        path: 'isTradeItemAConsumerUnit[2]',
        rule: 'multiplicity',
        bmsId: 57,
        attributeName: 'isTradeItemAConsumerUnit',
        message: 'isTradeItemAConsumerUnit appears 3 times in tradeItem; GS1 allows it once.',
      },
    ]);
  });

  it('asks for required children and unit attributes where their parent is present', () => {
    const tree = item(
      el('tradeItemContactInformation', el('contactName', 'Sam')),
      module(
        'nutritionalInformationModule',
        el('nutrientHeader', el('preparationStateCode', 'PREPARED')),
        el(
          'nutrientHeader',
          el('preparationStateCode', 'UNPREPARED'),
          el('nutrientDetail', el('nutrientTypeCode', 'FAT'), el('quantityContained', '1')),
        ),
      ),
    );
    tree.children!.splice(0, 1);
    expect(check(tree)).toEqual([
      expect.objectContaining({ path: 'tradeItemContactInformation/contactTypeCode', rule: 'required', bmsId: 127 }),
      {
        path: 'tradeItemInformation/extension/nutritionalInformationModule/nutrientHeader[2]/nutrientDetail/quantityContained/@measurementUnitCode',
        rule: 'required',
        bmsId: 1735,
        attributeName: 'measurementUnitCode',
        message: 'quantityContained needs its measurementUnitCode.',
      },
      { path: 'gtin', rule: 'required', bmsId: 67, attributeName: 'gtin', message: 'tradeItem needs its gtin.' },
    ]);
  });

  it('indexes each repeated step of a path', () => {
    const detail = (unit: string) =>
      el('nutrientDetail', el('nutrientTypeCode', 'FAT'), el('quantityContained', '1', { measurementUnitCode: unit }));
    const tree = item(
      module(
        'nutritionalInformationModule',
        el('nutrientHeader', el('preparationStateCode', 'PREPARED'), detail('GRM')),
        el('nutrientHeader', el('preparationStateCode', 'UNPREPARED'), detail('XYZ'), detail('GRM')),
      ),
    );
    expect(check(tree).map((p) => p.path)).toEqual([
      'tradeItemInformation/extension/nutritionalInformationModule/nutrientHeader[2]/nutrientDetail[1]/quantityContained/@measurementUnitCode',
    ]);
  });

  it("validates a component's modules as the trade item's", () => {
    const component = el(
      'tradeItemInformation',
      el(
        'tradeItemComponents',
        el(
          'componentInformation',
          el('componentNumber', '1'),
          el(
            'extension',
            el(
              'allergenInformationModule',
              el(
                'allergenRelatedInformation',
                el('allergen', el('allergenTypeCode', 'AM'), el('levelOfContainmentCode', 'SOMETIMES')),
              ),
            ),
          ),
        ),
      ),
    );
    expect(check(item(component))).toEqual([
      expect.objectContaining({
        path: 'tradeItemInformation/tradeItemComponents/componentInformation/extension/allergenInformationModule/allergenRelatedInformation/allergen/levelOfContainmentCode',
        rule: 'codeList',
      }),
    ]);
  });
});
