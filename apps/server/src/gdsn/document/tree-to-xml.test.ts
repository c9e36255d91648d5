import { describe, expect, it } from 'vitest';
import { GdsnMessageError, parseXml } from '../messages/xml-tree.js';
import { treeFromXml } from './tree-from-xml.js';
import { treeToXml } from './tree-to-xml.js';

describe('treeToXml', () => {
  it('writes modules with the prefix and namespace GS1 names them by, declaring a sender schema-instance attribute', () => {
    const tree = treeFromXml(
      parseXml(
        `<tradeItem><tradeItemInformation><extension><d:dairyFishMeatPoultryItemModule xmlns:d="urn:gs1:gdsn:dairy_fish_meat_poultry:xsd:3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:gs1:gdsn:dairy_fish_meat_poultry:xsd:3 x.xsd"><dairyFishMeatPoultryInformation><isHomogenised>TRUE</isHomogenised></dairyFishMeatPoultryInformation></d:dairyFishMeatPoultryItemModule></extension></tradeItemInformation></tradeItem>`,
      ),
    );
    expect(tree.children![0]!.children![0]!.children![0]).toMatchObject({
      name: 'dairyFishMeatPoultryItemModule',
      attributes: { 'xsi:schemaLocation': 'urn:gs1:gdsn:dairy_fish_meat_poultry:xsd:3 x.xsd' },
    });
    expect(treeToXml(tree)).toBe(
      '<tradeItem><tradeItemInformation><extension><dairy_fish_meat_poultry:dairyFishMeatPoultryItemModule xmlns:dairy_fish_meat_poultry="urn:gs1:gdsn:dairy_fish_meat_poultry:xsd:3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:gs1:gdsn:dairy_fish_meat_poultry:xsd:3 x.xsd"><dairyFishMeatPoultryInformation><isHomogenised>TRUE</isHomogenised></dairyFishMeatPoultryInformation></dairy_fish_meat_poultry:dairyFishMeatPoultryItemModule></extension></tradeItemInformation></tradeItem>',
    );
  });

  it('escapes values and attributes, and writes an empty element empty', () => {
    const tree = {
      name: 'tradeItem',
      children: [
        { name: 'partyName', attributes: { note: `"A" & 'B'` }, value: '<Northwind> & Co' },
        { name: 'contextIdentification' },
      ],
    };
    const xml = treeToXml(tree);
    expect(xml).toBe(
      '<tradeItem><partyName note="&quot;A&quot; &amp; &apos;B&apos;">&lt;Northwind&gt; &amp; Co</partyName><contextIdentification></contextIdentification></tradeItem>',
    );
    expect(treeFromXml(parseXml(xml))).toEqual(tree);
  });

  it('refuses a name that is no XML name, so no tree writes markup through one', () => {
    expect(() => treeToXml({ name: 'tradeItem', children: [{ name: 'a><b' }] })).toThrow(GdsnMessageError);
    expect(() => treeToXml({ name: 'tradeItem', attributes: { 'x="1" y': '2' } })).toThrow(GdsnMessageError);
  });
});
