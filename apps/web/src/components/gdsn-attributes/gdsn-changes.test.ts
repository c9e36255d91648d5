import { describe, expect, it } from 'vitest';
import type { GdsnElement } from '@tradepool/domain';
import { changedElements, changesByModule, changesWithin } from './gdsn-changes';

const document = (statements: GdsnElement[], gtin = '00012345678905'): GdsnElement => ({
  name: 'tradeItem',
  children: [
    { name: 'gtin', value: gtin },
    {
      name: 'tradeItemInformation',
      children: [{ name: 'extension', children: [{ name: 'foodAndBeverageIngredientModule', children: statements }] }],
    },
  ],
});
const statement = (value: string, languageCode = 'en'): GdsnElement => ({
  name: 'ingredientStatement',
  attributes: { languageCode },
  value,
});
const MODULE = 'tradeItemInformation[1]/extension[1]/foodAndBeverageIngredientModule[1]';

describe('the changes since the version before', () => {
  it('names each changed value by its place, a changed language too, added and removed repeats included', () => {
    const before = document([statement('Oats'), statement('Avoine', 'fr')]);
    expect([...changedElements(before, structuredClone(before))]).toEqual([]);
    expect([...changedElements(document([statement('Oats, salt'), statement('Avoine', 'fr')]), before)]).toEqual([
      `${MODULE}/ingredientStatement[1]`,
    ]);
    expect([...changedElements(document([statement('Oats'), statement('Avoine', 'de')]), before)]).toEqual([
      `${MODULE}/ingredientStatement[2]`,
    ]);
    expect([...changedElements(document([statement('Oats')]), before)]).toEqual([`${MODULE}/ingredientStatement[2]`]);
    expect([
      ...changedElements(document([statement('Oats'), statement('Avoine', 'fr'), statement('Hafer', 'de')]), before),
    ]).toEqual([`${MODULE}/ingredientStatement[3]`]);
  });

  it('changes nothing without a version before', () => {
    expect(changedElements(document([]), null).size).toBe(0);
    expect(changedElements(document([]), undefined).size).toBe(0);
  });

  it('counts changes within an element and by module', () => {
    const changed = changedElements(
      document([statement('Oats, salt')], '00012345678912'),
      document([statement('Oats')]),
    );
    expect(changesWithin(changed, MODULE)).toBe(1);
    expect(changesWithin(changed, `${MODULE}/ingredientStatement[1]`)).toBe(1);
    expect(changesWithin(changed, 'gtin[1]')).toBe(1);
    expect([...changesByModule(changed)]).toEqual([
      ['tradeItem', 1],
      ['foodAndBeverageIngredientModule', 1],
    ]);
  });
});
