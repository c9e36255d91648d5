import { describe, expect, it } from 'vitest';
import { addInSchemaOrder } from '../../gdsn/document/section-view.js';
import { sectionElement } from '../../gdsn/messages/cin-builder.js';
import { treeFailures } from './tree-failures.js';

const NOT_READY = {
  Coding1A: '00614141000036',
  Coding1AF: '840',
  Coding1AD: 'BASE_UNIT_OR_EACH',
  Parties1A: '0614141000029',
  Descriptions1E: 'Rolled oats',
  Dates1A: '01/15/2026',
};

describe('the failures of a tree beyond its sections', () => {
  it('leave out what readiness names missing (a GPC brick) and the last change the pool writes', () => {
    const tree = sectionElement(NOT_READY);
    expect(tree.children!.some((c) => c.name === 'gdsnTradeItemClassification')).toBe(false);
    expect(treeFailures(tree)).toEqual([]);
  });

  it('name what is wrong where the sections do not look', () => {
    const tree = sectionElement(NOT_READY);
    addInSchemaOrder(tree, ['tradeItemInformation', 'extension', 'foodAndBeverageIngredientModule'], {
      name: 'ingredientStatement',
      value: 'Oats.',
    });
    expect(treeFailures(tree)).toEqual([
      'tradeItemInformation/extension/foodAndBeverageIngredientModule/ingredientStatement/@languageCode: ingredientStatement needs its languageCode.',
    ]);
  });
});
