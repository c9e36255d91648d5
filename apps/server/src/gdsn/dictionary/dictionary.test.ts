import { describe, expect, it } from 'vitest';
import { childEntries, entryAt, entryByBmsId, dictionaryNamespace, modules, searchEntries } from './dictionary.js';

const NUTRIENTS = 'tradeItemInformation/extension/nutritionalInformationModule/nutrientHeader/nutrientDetail';

describe('the GDSN 3.1.36 trade-item dictionary', () => {
  it('holds the tradeItem and 5,308 rows under it: classes, modules, attributes and XML attributes', () => {
    expect(entryAt('')).toMatchObject({
      bmsId: 54,
      kind: 'class',
      name: 'TradeItem',
      multiplicity: { min: 1, max: 1 },
    });
    expect(modules()).toHaveLength(76);
  });

  it('finds an entry by its path, module steps by local name, an XML attribute last, names exactly', () => {
    const quantity = entryAt(`${NUTRIENTS}/quantityContained`);
    expect(quantity).toMatchObject({
      bmsId: 1734,
      kind: 'attribute',
      xmlAttribute: false,
      module: 'nutritionalInformationModule',
      multiplicity: { min: 0, max: null },
      length: { min: 1, max: 70, note: '1..70 {30.39}' },
      dataType: 'Measurement',
      valueType: 'decimal',
      inXsd: true,
      flags: { uom: 'yes', multipleUom: 'yes', language: 'no' },
    });
    expect(quantity!.definition).toMatch(/./);
    expect(entryAt(`${NUTRIENTS}/quantityContained/@measurementUnitCode`)).toMatchObject({
      xmlAttribute: true,
      name: 'measurementUnitCode',
      multiplicity: { min: 1, max: 1 },
      codeListName: 'MeasurementUnitCode_GDSN',
    });
    expect(entryAt(`${NUTRIENTS}/quantityContained/@measurementunitcode`)).toBeUndefined();
    expect(entryAt('tradeItemInformation/extension/*[local-name()="nutritionalInformationModule"]')).toBeUndefined();
  });

  it('spells what the workbook miswrites as the XSDs do', () => {
    expect(entryAt('gdsnTradeItemClassification/gpcCategoryCode')?.bmsId).toBe(161);
    expect(entryAt('gDSNTradeItemClassification')).toBeUndefined();
    const weight = entryByBmsId(2404)!;
    expect(weight.path).toMatch(/\/@measurementUnitCode$/);
    expect(entryByBmsId(6422)!.path).toBe(
      'globalModelInformation/globalModelContactInformation/afterHoursCommunicationChannel/communicationValue',
    );
    expect(entryByBmsId(6340)).toBeUndefined();
  });

  it('answers by bmsId, and says what the shipped 3.1.35 XSDs lack', () => {
    expect(entryByBmsId(67)).toMatchObject({ path: 'gtin', valueType: 'gtin', multiplicity: { min: 1, max: 1 } });
    expect(entryByBmsId(8886)).toMatchObject({ name: 'totalNetLiquidContentInSet', inXsd: false });
    expect(entryByBmsId(1)).toBeUndefined();
  });

  it("lists a class's children in XSD order, XML attributes first, though GS1 numbered them otherwise", () => {
    const names = childEntries('').map((e) => e.path);
    expect(names.slice(0, 4)).toEqual([
      'gtin',
      'additionalTradeItemIdentification',
      'contextIdentification',
      'isTradeItemABaseUnit',
    ]);
    expect(names.indexOf('tradeItemUnitDescriptorCode')).toBeLessThan(names.indexOf('tradeItemTradeChannelCode'));
    expect(names.at(-1)).toBe('avpList');
    const detail = childEntries(`${NUTRIENTS}/quantityContained`).map((e) => e.name);
    expect(detail).toEqual(['measurementUnitCode']);
    const positions = childEntries(NUTRIENTS).map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a! - b!));
  });

  it("reads a component's modules as the trade item's, GS1 listing each module once", () => {
    const component = 'tradeItemInformation/tradeItemComponents/componentInformation/extension';
    expect(childEntries(component)).toHaveLength(76);
    expect(
      entryAt(`${component}/nutritionalInformationModule/nutrientHeader/nutrientDetail/quantityContained`)?.bmsId,
    ).toBe(1734);
  });

  it('gives each module its namespace, GS1 title and definition', () => {
    expect(dictionaryNamespace('nutritionalInformationModule')).toBe('urn:gs1:gdsn:nutritional_information:xsd:3');
    expect(dictionaryNamespace('materialModule')).toBe('urn:gs1:gdsn:material:xsd:3');
    expect(dictionaryNamespace('nutrientHeader')).toBeUndefined();
    expect(modules().find((m) => m.name === 'allergenInformationModule')).toEqual({
      name: 'allergenInformationModule',
      namespace: 'urn:gs1:gdsn:allergen_information:xsd:3',
      title: 'AllergenInformationModule',
      definition: 'A module containing information on allergens for a trade item.',
    });
  });

  it('searches names first, then definitions, case-insensitively', () => {
    const found = searchEntries('NETCONTENT');
    expect(found.length).toBeGreaterThan(1);
    expect(found[0]!.name.toLowerCase()).toContain('netcontent');
    const byDefinition = searchEntries('gluten');
    expect(byDefinition.every((e) => e.definition?.toLowerCase().includes('gluten') || /gluten/i.test(e.name))).toBe(
      true,
    );
    expect(searchEntries('  ')).toEqual([]);
    expect(searchEntries('a', 5)).toHaveLength(5);
  });
});
