import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTRIBUTES,
  CODE_LIST_NAMES,
  CODE_LIST_FIRST,
  ITEM_LIST_DISPLAY_NAMES,
  NUTRIENT_DEFAULT_UNITS,
  SERVED_CODE_LIST_NAMES,
  SERVER_ERRORS,
  TYPEAHEAD_MAX_SUGGESTIONS,
  type AllCodeProperties,
  type GpcItem,
  type TargetMarket,
} from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gpcBrickCount } from '../../gdsn/gpc/gpc-classification.js';
import { codeListEntries, hasCode, hasGs1Code } from './code-lists.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('pub.user');
});
afterAll(() => t.close());

const PROPERTIES_URL = '/mds/app/metadata/dms/attributes/allCodeProperties';
const gpc = (keyword: string) =>
  t.call<GpcItem[]>({ method: 'GET', url: `/mds/app/metadata/gpc?keyword=${encodeURIComponent(keyword)}`, token });

const resource = (name: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../resources/codelists/${name}`, import.meta.url), 'utf8')) as unknown[];
const ISO_COUNTRIES = resource('iso3166-countries.json') as { code: string; name: string }[];
const GS1_LISTS = JSON.parse(
  fs.readFileSync(new URL('../../resources/codelists/gdsn-codelists.json', import.meta.url), 'utf8'),
) as Record<string, { code: string; name: string }[]>;
const gs1Codes = (list: string) => GS1_LISTS[list]!.map((e) => e.code);

describe('GET metadata/dms/attributes/allCodeProperties', () => {
  let data: AllCodeProperties;

  beforeAll(async () => {
    const { status, body } = await t.call<AllCodeProperties>({ method: 'GET', url: PROPERTIES_URL, token });
    expect(status).toBe(200);
    data = body.data!;
  });

  it('serves every code list but GPC, each non-empty and without repeated keys', () => {
    expect(Object.keys(data).sort()).toEqual([...SERVED_CODE_LIST_NAMES, 'NutrientCodeWithUOM'].sort());
    expect(CODE_LIST_NAMES.length - SERVED_CODE_LIST_NAMES.length).toBe(1);
    expect(data).not.toHaveProperty('GPC');
    for (const name of SERVED_CODE_LIST_NAMES) {
      const keys = data[name].map((e) => e.key);
      expect(keys.length, name).toBeGreaterThan(0);
      expect(new Set(keys).size, name).toBe(keys.length);
    }
  });

  it('lists target markets and countries from ISO 3166: 840 and 124 first, then by name', () => {
    for (const list of [data.TARGET_MARKET, data.COUNTRY]) {
      expect(list).toHaveLength(ISO_COUNTRIES.length);
      expect(list.slice(0, 2)).toEqual([
        { key: '840', value: 'United States of America' },
        { key: '124', value: 'Canada' },
      ]);
      const rest = list.slice(2).map((e) => e.value);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    }
    expect(data.TARGET_MARKET.find((e) => e.key === '036')?.value).toBe('Australia');
  });

  it('puts the default units and language first', () => {
    expect(data.LENGTH_UNIT[0]).toEqual({ key: 'INH', value: 'Inches' });
    expect(data.WEIGHT_UNIT[0]).toEqual({ key: 'LBR', value: 'Pound' });
    expect(data.LANGUAGE[0]).toEqual({ key: 'en', value: 'English' });
    expect(data.CURRENCY[0]).toEqual({ key: 'USD', value: 'US Dollar' });
    // Smallest to largest.
    expect(data.UNIT_DESCRIPTOR.map((e) => e.key)).toEqual(CODE_LIST_FIRST.UNIT_DESCRIPTOR);
  });

  it('serves the official GS1 lists whole: every nutrient, language, allergen and unit', () => {
    const keys = (list: (typeof SERVED_CODE_LIST_NAMES)[number]) => data[list].map((e) => e.key).sort();
    expect(keys('NUTRIENT')).toEqual(gs1Codes('NutrientTypeCode').sort());
    expect(data.NUTRIENT).toHaveLength(1084);
    expect(keys('LANGUAGE')).toEqual(gs1Codes('LanguageCode').sort());
    expect(keys('ALLERGEN_TYPE')).toEqual(gs1Codes('AllergenTypeCode').sort());
    expect(keys('CONTENT_UNIT')).toEqual(gs1Codes('MeasurementUnitCode_GDSN').sort());
    expect(keys('NUTRIENT_UNIT')).toEqual(gs1Codes('MeasurementUnitCode_GDSN').sort());
    expect(keys('PREPARATION_STATE')).toEqual(gs1Codes('PreparationTypeCode').sort());
    expect(keys('DIET_TYPE')).toEqual(gs1Codes('DietTypeCode').sort());
    // The 2020 PackageTypeCode copy plus the GS1 codes it lacks.
    expect(keys('PACKAGING_TYPE')).toEqual(expect.arrayContaining([...gs1Codes('PackageTypeCode'), 'BA', 'CNG']));
    for (const code of ['VITC-', 'ENERC', 'FIB-', 'SALTEQ']) expect(keys('NUTRIENT')).toContain(code);
    for (const code of ['sv', 'fi', 'da', 'pl']) expect(keys('LANGUAGE')).toContain(code);
    expect(keys('PREPARATION_STATE')).toContain('AS_DRAINED');
  });

  it('narrows the weight, length and temperature units to their dimension', () => {
    const keys = (list: 'WEIGHT_UNIT' | 'LENGTH_UNIT' | 'TEMPERATURE_UNIT') => data[list].map((e) => e.key);
    expect(keys('WEIGHT_UNIT')).toEqual(expect.arrayContaining(['LBR', 'ONZ', 'GRM', 'KGM', 'MGM', 'MC', 'TNE']));
    expect(keys('WEIGHT_UNIT')).not.toContain('MLT');
    expect(keys('LENGTH_UNIT')).toEqual(expect.arrayContaining(['INH', 'CMT', 'MMT', 'MTR', 'FOT', 'YRD']));
    expect(keys('LENGTH_UNIT')).not.toContain('GRM');
    expect(keys('TEMPERATURE_UNIT')).toEqual(['FAH', 'CEL', 'KEL']);
    for (const unit of [...keys('WEIGHT_UNIT'), ...keys('LENGTH_UNIT')]) {
      expect(gs1Codes('MeasurementUnitCode_GDSN')).toContain(unit);
    }
  });

  it('maps every nutrient to its label (CODE) and the usual ones to the unit a blank unit means (UOM)', () => {
    const { CODE, UOM } = data.NutrientCodeWithUOM;
    expect(Object.keys(CODE)).toEqual(data.NUTRIENT.map((n) => n.key));
    expect(UOM).toEqual(NUTRIENT_DEFAULT_UNITS);
    for (const nutrient of Object.keys(UOM)) expect(CODE, nutrient).toHaveProperty(nutrient);
    expect(CODE['VITC-']).toBe('Vitamin C (Unknown)');
    expect(UOM['ENER-']).toBe('E14');
    expect(UOM['CHOL-']).toBe('MGM');
  });

  it('lets the browser keep the lists for an hour', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: PROPERTIES_URL,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers 401 to an anonymous caller', async () => {
    const { status, body } = await t.call({ method: 'GET', url: PROPERTIES_URL });
    expect(status).toBe(401);
    expect(body.error?.message).toBe(SERVER_ERRORS.notAuthenticated);
  });
});

describe('GET metadata/gpc', () => {
  it('loads all 5,259 GPC bricks', () => {
    expect(gpcBrickCount()).toBe(5259);
  });

  it('finds bricks whose title contains the keyword, case-insensitively, at most 20', async () => {
    const { status, body } = await gpc('FROZEN');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(TYPEAHEAD_MAX_SUGGESTIONS);
    for (const item of body.data!) expect(item.classCategoryName.toLowerCase()).toContain('frozen');
  });

  it('answers a brick by the start of its code, with its title, class, family and segment', async () => {
    const { body } = await gpc('10000002');
    expect(body.data).toEqual([
      {
        classCategoryCode: 10000002,
        classCategoryName: 'Fruit – Unprepared/Unprocessed (Frozen)',
        level: 'brick',
        ancestors: [
          { level: 'class', code: 50270100, title: 'Fruits - unprepared/unprocessed (frozen)' },
          { level: 'family', code: 50270000, title: 'Fruits - unprepared/unprocessed (frozen)' },
          { level: 'segment', code: 50000000, title: 'Food/beverage/tobacco' },
        ],
      },
    ]);
    const byPrefix = await gpc('1000000');
    expect(byPrefix.body.data!.length).toBeGreaterThan(1);
    for (const item of byPrefix.body.data!) expect(String(item.classCategoryCode)).toMatch(/^1000000/);
  });

  it('lists title-prefix matches before matches inside the title', async () => {
    const { body } = await gpc('vegetables');
    const names = body.data!.map((i) => i.classCategoryName.toLowerCase());
    const firstInner = names.findIndex((n) => !n.startsWith('vegetables'));
    expect(firstInner).toBeGreaterThan(0);
    expect(names.slice(firstInner).every((n) => !n.startsWith('vegetables'))).toBe(true);
  });

  it('offers bricks only: a class or segment is found by neither its code nor its title', async () => {
    for (const keyword of ['50131700', 'milk/milk substitute', 'food/beverage/tobacco']) {
      const { body } = await gpc(keyword);
      expect(
        body.data!.every((item) => item.level === 'brick'),
        keyword,
      ).toBe(true);
      expect(
        body.data!.map((item) => item.classCategoryCode),
        keyword,
      ).not.toContain(50131700);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await gpc('no such brick anywhere');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses a keyword under 3 characters (spaces not counted) with 400', async () => {
    for (const keyword of ['fr', '  fr  ', '']) {
      const { status, body } = await gpc(keyword);
      expect(status, keyword).toBe(400);
      expect(body.error?.message).toContain(SERVER_ERRORS.typeaheadTooShort(3));
    }
    const missing = await t.call({ method: 'GET', url: '/mds/app/metadata/gpc', token });
    expect(missing.status).toBe(400);
  });

  it('answers 401 to an anonymous caller', async () => {
    const { status } = await t.call({ method: 'GET', url: '/mds/app/metadata/gpc?keyword=fruit' });
    expect(status).toBe(401);
  });
});

describe('GET metadata/targetmarkets', () => {
  it('lists every ISO 3166 country, 840 and 124 first', async () => {
    const { status, body } = await t.call<TargetMarket[]>({
      method: 'GET',
      url: '/mds/app/metadata/targetmarkets',
      token,
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(ISO_COUNTRIES.length);
    expect(body.data!.slice(0, 3)).toEqual([
      { countryIsoNumericCode: '840', countryName: 'United States of America' },
      { countryIsoNumericCode: '124', countryName: 'Canada' },
      { countryIsoNumericCode: '004', countryName: 'Afghanistan' },
    ]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const { status } = await t.call({ method: 'GET', url: '/mds/app/metadata/targetmarkets' });
    expect(status).toBe(401);
  });
});

describe('hasCode', () => {
  it('checks codes of small and large lists alike', () => {
    expect(hasCode('LENGTH_UNIT', 'INH')).toBe(true);
    expect(hasCode('LENGTH_UNIT', 'LBR')).toBe(false);
    expect(hasCode('TARGET_MARKET', '840')).toBe(true);
    expect(hasCode('COUNTRY', '999')).toBe(false);
    expect(hasCode('GPC', '10000002')).toBe(true);
    expect(hasCode('GPC', '1000000')).toBe(false);
  });
});

describe('hasGs1Code', () => {
  it("answers by GS1's list names, as the GDSN dictionary writes them", () => {
    expect(hasGs1Code('TradeItemUnitDescriptorCode', 'CASE')).toBe(true);
    expect(hasGs1Code('TradeItemUnitDescriptorCode', 'BOX')).toBe(false);
    expect(hasGs1Code('MeasurementUnitCode_GDSN', 'GRM')).toBe(true);
    expect(hasGs1Code('DietTypeSubCode', gs1Codes('DietTypeSubcode')[0]!)).toBe(true);
    expect(hasGs1Code('CurrencyCode', 'EUR')).toBe(true);
  });

  it('reads a _GDSN list from the list without the suffix, with the codes the project adds to it', () => {
    expect(hasGs1Code('PackageTypeCode_GDSN', 'BG')).toBe(true);
    expect(hasGs1Code('PackageTypeCode_GDSN', 'CNG')).toBe(true);
    expect(hasGs1Code('PackageTypeCode_GDSN', 'NOPE')).toBe(false);
  });

  it('answers undefined for a list the pool does not hold', () => {
    expect(hasGs1Code('ContactTypeCode', 'CYC')).toBeUndefined();
  });
});

describe('the attribute dictionary against the code lists', () => {
  it('starts every new value and unit with a code its list holds', () => {
    for (const field of ATTRIBUTES.flatMap((a) => [a, ...(a.fields ?? [])])) {
      if (field.defaultValue && field.codeList)
        expect(hasCode(field.codeList, field.defaultValue), field.code).toBe(true);
      if (field.defaultUnit) expect(hasCode(field.codeList!, field.defaultUnit), field.code).toBe(true);
    }
  });

  it('fits every code of its list into an attribute', () => {
    for (const field of ATTRIBUTES.flatMap((a) => [a, ...(a.fields ?? [])])) {
      if (field.type !== 'code' || field.maxLength === undefined || field.codeList === 'GPC') continue;
      for (const entry of codeListEntries(field.codeList!)) {
        expect(entry.key.length, `${field.code} ${entry.key}`).toBeLessThanOrEqual(field.maxLength);
      }
    }
  });
});

describe('GET metadata/dms/attributes/displayname and itemlist/displayname', () => {
  it('labels every attribute and group column from the dictionary', async () => {
    const { status, body } = await t.call<Record<string, string>>({
      method: 'GET',
      url: '/mds/app/metadata/dms/attributes/displayname',
      token,
    });
    expect(status).toBe(200);
    expect(body.data?.Coding1A).toBe('GTIN');
    expect(body.data?.Measure1C).toBe('Depth');
    expect(body.data?.Allergen1BA).toBe('Allergens: Allergen');
    expect(Object.keys(body.data!).length).toBe(ATTRIBUTES.reduce((n, a) => n + 1 + (a.fields?.length ?? 0), 0));
  });

  it('labels the catalog grid columns', async () => {
    const { body } = await t.call<Record<string, string>>({
      method: 'GET',
      url: '/mds/app/metadata/dms/attributes/itemlist/displayname',
      token,
    });
    expect(body.data).toEqual(ITEM_LIST_DISPLAY_NAMES);
  });
});
