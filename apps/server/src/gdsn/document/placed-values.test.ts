import { sampleReadyItem, type GdsnElement } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { expectSendable, leafLines } from '../../test/gdsn-trees.js';
import { sectionElement } from '../messages/cin-builder.js';
import { formatColumnCode, parseColumnCode } from './column-code.js';
import { placedLeaves, withPlacedValues, type PlacedValue } from './placed-values.js';
import { sectionValues } from './section-view.js';

const INGREDIENTS = 'tradeItemInformation/extension/foodAndBeverageIngredientModule';
const NUTRITION = 'tradeItemInformation/extension/nutritionalInformationModule';

const item = sampleReadyItem('00614141000012', {
  Parties1A: '0614141000012',
  Parties1B: 'Test Supplier',
  Nutrient1D: [
    { Nutrient1DA: 'FAT', Nutrient1DB: '3', Nutrient1DD: 'GRM' },
    { Nutrient1DA: 'PRO-', Nutrient1DB: '5', Nutrient1DD: 'GRM' },
  ],
});

function placed(values: Record<string, string>): PlacedValue[] {
  return Object.entries(values).map(([code, value]) => {
    const parsed = parseColumnCode(code);
    if ('problem' in parsed) throw new Error(parsed.problem);
    return { place: parsed.place, value };
  });
}

function byCode(tree: GdsnElement) {
  const leaves = placedLeaves(tree);
  for (const { place, code } of leaves) expect(code).toBe(formatColumnCode(place));
  return Object.fromEntries(leaves.map(({ code, value }) => [code, value]));
}

const ingredients = (tree: GdsnElement) =>
  tree
    .children!.find((c) => c.name === 'tradeItemInformation')!
    .children![0]!.children!.find((c) => c.name === 'foodAndBeverageIngredientModule')!;

describe('values set at their places in a tradeItem', () => {
  const values = {
    [`${INGREDIENTS}/ingredientStatement#2/@languageCode`]: 'fr',
    [`${INGREDIENTS}/ingredientStatement`]: 'Rolled oats.',
    [`${INGREDIENTS}/ingredientStatement/@languageCode`]: 'en',
    [`${INGREDIENTS}/ingredientStatement#2`]: "Flocons d'avoine.",
    [`${INGREDIENTS}/juiceContentPercent`]: '0',
    [`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientValueDerivationCode`]: 'CALCULATED',
  };

  it('are made in the schema order, beside what the sections wrote, and read back the same', async () => {
    const base = sectionElement(item);
    const tree = withPlacedValues(base, placed(values));
    expect(byCode(tree)).toEqual(values);
    expect(sectionValues(tree)).toEqual(sectionValues(base));
    expect(ingredients(tree).children!.map((c) => c.name)).toEqual([
      'ingredientStatement',
      'ingredientStatement',
      'juiceContentPercent',
    ]);
    // The nutrient detail the sections wrote second gets the value: its other children stay before it.
    const detail = JSON.stringify(tree).match(/"nutrientTypeCode","value":"PRO-".*?"nutrientValueDerivationCode"/);
    expect(detail).not.toBeNull();
    await expectSendable(tree);
  });

  it('replace the value at a place, keep the others, and add a repeat past those there as the next one', () => {
    const tree = withPlacedValues(sectionElement(item), placed(values));
    const changed = withPlacedValues(
      tree,
      placed({
        [`${INGREDIENTS}/ingredientStatement`]: 'Whole rolled oats.',
        [`${INGREDIENTS}/ingredientStatement#5`]: 'Haferflocken.',
        [`${INGREDIENTS}/ingredientStatement#5/@languageCode`]: 'de',
      }),
    );
    expect(byCode(changed)).toEqual({
      ...values,
      [`${INGREDIENTS}/ingredientStatement`]: 'Whole rolled oats.',
      [`${INGREDIENTS}/ingredientStatement#3`]: 'Haferflocken.',
      [`${INGREDIENTS}/ingredientStatement#3/@languageCode`]: 'de',
    });
    expect(leafLines(tree)).not.toEqual(leafLines(changed));
    expect(byCode(tree)).toEqual(values);
  });

  it('are read from a tree without what the sections show, the pool states or GS1 does not know or allow', () => {
    const tree = withPlacedValues(sectionElement(item), placed(values));
    const information = tree.children!.find((c) => c.name === 'tradeItemInformation')!;
    information.children!.push({ name: 'soupInformation', value: 'hot' });
    tree.children!.push({
      name: 'nextLowerLevelTradeItemInformation',
      children: [{ name: 'quantityOfChildren', value: '1' }],
    });
    ingredients(tree).children![0]!.attributes!['soupTemperature'] = 'hot';
    ingredients(tree).children!.push({ name: 'juiceContentPercent', value: '5' });
    expect(byCode(tree)).toEqual(values);
  });
});
