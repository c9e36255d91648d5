import { describe, expect, it } from 'vitest';
import { modules } from '../dictionary/dictionary.js';
import { formatColumnCode, parseColumnCode } from './column-code.js';
import { MODULE_COLUMN_CAP, moduleColumns } from './module-columns.js';

const codesOf = (module: string) => moduleColumns(module)!.map(formatColumnCode);
const HOME = 'tradeItemInformation/extension';

describe('the template columns of a GS1 module', () => {
  it('number a repeated value 3 times, inside one repeated class 2, deeper once', () => {
    const codes = codesOf('foodAndBeverageIngredientModule');
    const at = `${HOME}/foodAndBeverageIngredientModule`;
    expect(codes).toContain(`${at}/ingredientStatement#3/@languageCode`);
    expect(codes).not.toContain(`${at}/ingredientStatement#4`);
    expect(codes).not.toContain(`${at}/juiceContentPercent#2`);
    const nutrition = codesOf('nutritionalInformationModule');
    const header = `${HOME}/nutritionalInformationModule/nutrientHeader`;
    expect(nutrition).toContain(`${header}#3/nutrientDetail#2/nutrientValueDerivationCode`);
    expect(nutrition).not.toContain(`${header}/nutrientDetail#3/nutrientValueDerivationCode`);
    expect(nutrition).toContain(`${header}/nutrientDetail#2/nutrientNameOnPackage/@languageCode`);
    expect(nutrition).not.toContain(`${header}/nutrientDetail/nutrientNameOnPackage#2`);
  });

  it('leave out what the sections show and the code-list bookkeeping attributes', () => {
    const nutrition = codesOf('nutritionalInformationModule');
    expect(nutrition.some((code) => code.endsWith('/nutrientTypeCode'))).toBe(false);
    expect(nutrition.some((code) => code.includes('quantityContained'))).toBe(false);
    expect(nutrition.some((code) => /@codeList/.test(code))).toBe(false);
  });

  it('shrink the repeats of a module past the cap: the ingredient module repeats its ingredients alone', () => {
    const codes = codesOf('foodAndBeverageIngredientModule');
    const at = `${HOME}/foodAndBeverageIngredientModule/foodAndBeverageIngredient`;
    expect(codes).toContain(`${at}#3/ingredientName#2`);
    expect(codes.some((code) => code.startsWith(`${at}#3/ingredientPlaceOfActivity#2/`))).toBe(false);
  });

  it('every module fits the cap, every column reads back, and all of them fit a worksheet', () => {
    let total = 0;
    for (const { name } of modules()) {
      const codes = codesOf(name);
      expect(codes.length, name).toBeGreaterThan(0);
      expect(codes.length, name).toBeLessThanOrEqual(MODULE_COLUMN_CAP);
      expect(new Set(codes).size, name).toBe(codes.length);
      for (const code of codes) expect(parseColumnCode(code), code).not.toHaveProperty('problem');
      total += codes.length;
    }
    // Excel's 16,384 columns, less the template's own.
    expect(total).toBeLessThan(16_384 - 200);
  });

  it('answers no columns for a name that is no module', () => {
    expect(moduleColumns('soupModule')).toBeUndefined();
  });
});
