import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseXml, type XmlElement } from '../messages/xml-tree.js';
import { TRADE_ITEM_CHILDREN, insertInOrder } from './trade-item-order.js';

const xsd = (file: string) =>
  parseXml(fs.readFileSync(new URL(`../../resources/gs1-gdsn-3.1/xsd/gs1/${file}`, import.meta.url), 'utf8'));

const complexType = (schema: XmlElement, name: string) =>
  schema.children.find((c) => c.name === 'complexType' && c.attributes.name === name)!;

/** The element names of a type's sequence, an extension's own sequence included; and the type it extends. */
function sequenceOf(type: XmlElement): { names: string[]; base?: string } {
  const out: { names: string[]; base?: string } = { names: [] };
  const visit = (element: XmlElement) => {
    if (element.name === 'extension') out.base = element.attributes.base;
    if (element.name === 'element') out.names.push(element.attributes.name!);
    else element.children.forEach(visit);
  };
  visit(type);
  return out;
}

describe("the tradeItem's children in schema order", () => {
  it('are TradeItemIdentificationType (SharedCommon.xsd) then TradeItemType (TradeItem.xsd)', () => {
    const tradeItem = sequenceOf(complexType(xsd('gdsn/TradeItem.xsd'), 'TradeItemType'));
    expect(tradeItem.base).toBe('shared_common:TradeItemIdentificationType');
    const identification = sequenceOf(complexType(xsd('shared/SharedCommon.xsd'), 'TradeItemIdentificationType'));
    expect(TRADE_ITEM_CHILDREN).toEqual([...identification.names, ...tradeItem.names]);
  });

  it('take an added element after those before it and of its name, before the first after it', () => {
    const names = (children: { name: string }[]) => children.map((c) => c.name);
    const children = ['gtin', 'additionalTradeItemIdentification', 'brandOwner', 'targetMarket'].map((name) => ({
      name,
    }));
    const id = { name: 'additionalTradeItemIdentification', value: 'B-1' };
    expect(names(insertInOrder(children, [id, id]))).toEqual([
      'gtin',
      'additionalTradeItemIdentification',
      'additionalTradeItemIdentification',
      'additionalTradeItemIdentification',
      'brandOwner',
      'targetMarket',
    ]);
    expect(names(insertInOrder(children, [{ name: 'nextLowerLevelTradeItemInformation' }]))).toEqual([
      'gtin',
      'additionalTradeItemIdentification',
      'brandOwner',
      'nextLowerLevelTradeItemInformation',
      'targetMarket',
    ]);
    expect(names(insertInOrder(children, [{ name: 'tradeItemSynchronisationDates' }])).at(-1)).toBe(
      'tradeItemSynchronisationDates',
    );
  });
});
