import { describe, expect, it } from 'vitest';
import { columnLabel, comparePlaces, formatColumnCode, parseColumnCode, type TreePlace } from './column-code.js';

const INGREDIENTS = 'tradeItemInformation/extension/foodAndBeverageIngredientModule';
const NUTRITION = 'tradeItemInformation/extension/nutritionalInformationModule';

function place(code: string): TreePlace {
  const parsed = parseColumnCode(code);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.place;
}

const problem = (code: string) => {
  const parsed = parseColumnCode(code);
  return 'problem' in parsed ? parsed.problem : null;
};

describe('GDSN column codes', () => {
  it('read a place: steps with their repeat numbers, an XML attribute last', () => {
    expect(place(`${INGREDIENTS}/ingredientStatement#2/@languageCode`)).toEqual({
      steps: [
        { name: 'tradeItemInformation', repeat: 1 },
        { name: 'extension', repeat: 1 },
        { name: 'foodAndBeverageIngredientModule', repeat: 1 },
        { name: 'ingredientStatement', repeat: 2 },
      ],
      attribute: 'languageCode',
    });
    expect(place('tradeItemTradeChannelCode#3')).toEqual({ steps: [{ name: 'tradeItemTradeChannelCode', repeat: 3 }] });
  });

  it('are written back as read, the first of a repeat without its number', () => {
    for (const code of [
      `${INGREDIENTS}/ingredientStatement`,
      `${INGREDIENTS}/ingredientStatement#2/@languageCode`,
      `${NUTRITION}/nutrientHeader#3/nutrientDetail#2/nutrientValueDerivationCode`,
      `${INGREDIENTS}/foodAndBeverageIngredient#2/ingredientName/@languageCode`,
      'tradeItemTradeChannelCode#2',
    ]) {
      expect(formatColumnCode(place(code))).toBe(code);
    }
    expect(formatColumnCode(place(` ${INGREDIENTS}/ingredientStatement#1 `))).toBe(
      `${INGREDIENTS}/ingredientStatement`,
    );
    expect(
      formatColumnCode(place('tradeItemInformation#2/extension/foodAndBeverageIngredientModule/juiceContentPercent')),
    ).toBe('tradeItemInformation#2/extension/foodAndBeverageIngredientModule/juiceContentPercent');
  });

  it('say why a code names no value a column can hold', () => {
    expect(problem('')).toBe('it names no element.');
    expect(problem(`${INGREDIENTS}/ingredientStatment`)).toBe(
      'ingredientStatment is not a GDSN 3.1.36 element of foodAndBeverageIngredientModule.',
    );
    expect(problem(`${INGREDIENTS}/juiceContentPercent#2`)).toBe(
      'GS1 allows juiceContentPercent once in foodAndBeverageIngredientModule, so there is no #2.',
    );
    expect(problem(`${INGREDIENTS}/ingredientStatement#0`)).toBe(
      'repeat numbers count from 1 (ingredientStatement#0).',
    );
    expect(problem(`${INGREDIENTS}/ingredientStatement/@currencyCode`)).toBe(
      'ingredientStatement has no attribute currencyCode in GDSN 3.1.36.',
    );
    expect(problem(`${INGREDIENTS}/foodAndBeverageIngredient`)).toBe(
      'foodAndBeverageIngredient holds other elements, not a value: name one of them.',
    );
    expect(problem(`${INGREDIENTS}/ingredient Statement`)).toBe(
      '"ingredient Statement" is not an element name, with its repeat number (#2) if it has one.',
    );
    expect(problem(`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientTypeCode`)).toBe(
      "it is one of the template's own attributes: fill it in the template's column.",
    );
    expect(problem(`${NUTRITION}/nutrientHeader/nutrientDetail/quantityContained/@measurementUnitCode`)).toMatch(
      /template's own attributes/,
    );
    expect(problem('nextLowerLevelTradeItemInformation/quantityOfChildren')).toBe(
      'Tradepool writes it in every message it sends.',
    );
  });

  it('label a column by the repeats from the module on, the XML attribute in brackets', () => {
    expect(columnLabel(place(`${INGREDIENTS}/ingredientStatement#2/@languageCode`))).toBe(
      'ingredientStatement 2 (languageCode)',
    );
    expect(columnLabel(place(`${INGREDIENTS}/juiceContentPercent`))).toBe('juiceContentPercent');
    expect(columnLabel(place(`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientValueDerivationCode`))).toBe(
      'nutrientHeader 1 › nutrientDetail 2 › nutrientValueDerivationCode',
    );
    expect(columnLabel(place('tradeItemTradeChannelCode#2'))).toBe('tradeItemTradeChannelCode 2');
  });

  it('sort in schema order: repeats in turn, an element value before its attributes and the next element', () => {
    const codes = [
      `${INGREDIENTS}/ingredientStatement#2`,
      `${INGREDIENTS}/ingredientStatement/@languageCode`,
      `${INGREDIENTS}/juiceContentPercent`,
      `${INGREDIENTS}/ingredientStatement`,
      `${INGREDIENTS}/ingredientStatement#2/@languageCode`,
      `${INGREDIENTS}/ingredientOfConcernCode`,
    ];
    expect(
      codes
        .map(place)
        .sort(comparePlaces)
        .map(formatColumnCode)
        .map((code) => code.slice(INGREDIENTS.length + 1)),
    ).toEqual([
      'ingredientOfConcernCode',
      'ingredientStatement',
      'ingredientStatement/@languageCode',
      'ingredientStatement#2',
      'ingredientStatement#2/@languageCode',
      'juiceContentPercent',
    ]);
  });
});
