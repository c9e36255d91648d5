import { describe, expect, it } from 'vitest';
import type { GdsnElement, GdsnModule } from '@tradepool/domain';
import { entry } from './test-entry';
import {
  childOrderOf,
  codeListsInUse,
  entryTree,
  moduleRootPath,
  moduleValueCounts,
  orderedModules,
  spacedName,
} from './gdsn-modules';

const module = (name: string, title: string): GdsnModule => ({ name, title, definition: null, attributeCount: 3 });

describe('a module of the dictionary', () => {
  it("has its element under the tradeItem's extension; the tradeItem's own are the tradeItem", () => {
    expect(moduleRootPath('allergenInformationModule')).toBe(
      'tradeItemInformation/extension/allergenInformationModule',
    );
    expect(moduleRootPath('tradeItem')).toBe('');
  });

  it('groups its entries under their parents in schema order, XML attributes apart, extensions left to the modules', () => {
    const tree = entryTree([
      entry('gtin'),
      entry('tradeItemInformation', { kind: 'class' }),
      entry('tradeItemInformation/productionVariantDescription'),
      entry('tradeItemInformation/productionVariantDescription/@languageCode'),
      entry('tradeItemInformation/extension', { kind: 'class' }),
      entry('tradeItemInformation/tradeItemComponents/componentInformation/extension', { kind: 'class' }),
      entry('tradeItemInformation/extension/foodAndBeverageIngredientModule', { kind: 'module' }),
      entry('tradeItemInformation/extension/foodAndBeverageIngredientModule/ingredientStatement'),
    ]);
    expect(tree.children.get('')!.map((e) => e.path)).toEqual(['gtin', 'tradeItemInformation']);
    expect(tree.children.get('tradeItemInformation')!.map((e) => e.name)).toEqual(['productionVariantDescription']);
    expect(tree.xmlAttributes.get('tradeItemInformation/productionVariantDescription')!.map((e) => e.name)).toEqual([
      'languageCode',
    ]);
    expect(tree.children.get('tradeItemInformation/extension/foodAndBeverageIngredientModule')).toHaveLength(1);
    expect(tree.children.get('tradeItemInformation/tradeItemComponents/componentInformation')).toBeUndefined();

    const order = childOrderOf(undefined, tree);
    expect(order('')).toEqual(['gtin', 'tradeItemInformation']);
    expect(order('nowhere')).toBeUndefined();
  });
});

describe('the modules an item uses', () => {
  const tree: GdsnElement = {
    name: 'tradeItem',
    children: [
      { name: 'gtin', value: '00012345678905' },
      { name: 'tradeItemUnitDescriptorCode', value: 'BASE_UNIT_OR_EACH' },
      {
        name: 'tradeItemInformation',
        children: [
          {
            name: 'extension',
            children: [
              {
                name: 'foodAndBeverageIngredientModule',
                children: [
                  { name: 'ingredientStatement', value: 'Oats', attributes: { languageCode: 'en' } },
                  { name: 'ingredientStatement', value: 'Avoine', attributes: { languageCode: 'fr' } },
                ],
              },
              { name: 'allergenInformationModule', children: [] },
            ],
          },
        ],
      },
    ],
  };

  it('counts the values of each module, the tradeItem its own outside the extension', () => {
    expect([...moduleValueCounts(tree)]).toEqual([
      ['tradeItem', 2],
      ['foodAndBeverageIngredientModule', 2],
    ]);
    expect(moduleValueCounts(undefined).size).toBe(0);
  });

  it('asks only the code lists its values use, their languages included', () => {
    const path = 'tradeItemInformation/extension/foodAndBeverageIngredientModule';
    const entries = [
      entry(`${path}/ingredientOfConcernCode`, { codeListName: 'IngredientOfConcernCode' }),
      entry(`${path}/ingredientStatement`),
      entry(`${path}/ingredientStatement/@languageCode`, { codeListName: 'LanguageCode' }),
      entry('tradeItemUnitDescriptorCode', { codeListName: 'TradeItemUnitDescriptorCode' }),
    ];
    expect(codeListsInUse(entries, [tree, null])).toEqual(['LanguageCode', 'TradeItemUnitDescriptorCode']);
  });

  it('lists the modules used first, the tradeItem leading, then the rest in the standard order', () => {
    const modules = [
      module('allergenInformationModule', 'Allergen Information Module'),
      module('foodAndBeverageIngredientModule', 'Food And Beverage Ingredient Module'),
      module('tradeItem', 'Trade Item'),
    ];
    const { used, unused } = orderedModules(modules, moduleValueCounts(tree));
    expect(used.map((m) => m.name)).toEqual(['tradeItem', 'foodAndBeverageIngredientModule']);
    expect(unused.map((m) => m.name)).toEqual(['allergenInformationModule']);
  });
});

describe("an attribute's name", () => {
  it('is spaced for people, letters kept as letters', () => {
    expect(spacedName('ingredientStatement')).toBe('Ingredient Statement');
    expect(spacedName('NutrientHeader')).toBe('Nutrient Header');
    expect(spacedName('gtin')).toBe('GTIN');
    expect(spacedName('gdsnTradeItemClassification')).toBe('GDSN Trade Item Classification');
    expect(spacedName('isTradeItemABaseUnit')).toBe('Is Trade Item A Base Unit');
    expect(spacedName('dutyFeeTaxAgencyCode')).toBe('Duty Fee Tax Agency Code');
  });
});
