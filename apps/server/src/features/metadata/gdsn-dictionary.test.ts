import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_ERRORS,
  type GdsnCode,
  type GdsnEntry,
  type GdsnModule,
  type GdsnModuleEntries,
} from '@tradepool/domain';
import { readDictionaryFile } from '../../gdsn/dictionary/dictionary-file.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('sub.readonly');
});
afterAll(() => t.close());

const BASE = '/mds/app/metadata/gdsn';
const get = <T>(url: string) => t.call<T>({ method: 'GET', url, token });
const moduleEntries = async (name: string) => (await get<GdsnModuleEntries>(`${BASE}/modules/${name}`)).body.data!;

const DESCRIPTION = 'tradeItemInformation/extension/tradeItemDescriptionModule/tradeItemDescriptionInformation';
const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

describe('GET metadata/gdsn/modules', () => {
  it('lists the tradeItem’s own first, then every GS1 module, each with its attribute count', async () => {
    const { status, body } = await get<GdsnModule[]>(`${BASE}/modules`);
    expect(status).toBe(200);
    const modules = body.data!;
    expect(modules[0]).toMatchObject({ name: 'tradeItem', title: 'Trade Item', definition: expect.any(String) });
    expect(modules).toHaveLength(readDictionaryFile().modules.length + 1);
    expect(modules.find((m) => m.name === 'nutritionalInformationModule')).toMatchObject({
      title: 'Nutritional Information Module',
      definition: expect.stringContaining('nutri'),
    });
    expect(modules.find((m) => m.name === 'oNIXPublicationFileInformationModule')!.title).toBe(
      'ONIX Publication File Information Module',
    );

    // Every row of the dictionary is in exactly one module, and each count is the module's attributes.
    let rows = 0;
    for (const module of modules) {
      const { entries } = await moduleEntries(module.name);
      rows += entries.length;
      expect(entries.filter((e) => e.kind === 'attribute').length, module.name).toBe(module.attributeCount);
      expect(new Set(entries.map((e) => e.module)), module.name).toEqual(new Set([module.name]));
    }
    expect(rows).toBe(readDictionaryFile().entries.length);
  });
});

describe('GET metadata/gdsn/modules/{module}', () => {
  it('answers a module and its entries depth-first in schema order', async () => {
    const { module, entries } = await moduleEntries('tradeItemDescriptionModule');
    expect(module).toMatchObject({ name: 'tradeItemDescriptionModule', title: 'Trade Item Description Module' });
    expect(entries[0]).toMatchObject({
      path: 'tradeItemInformation/extension/tradeItemDescriptionModule',
      kind: 'module',
      section: null,
    });
    // Depth-first: each entry's element comes before it, and a subtree is never interrupted.
    const open: string[] = [];
    for (const entry of entries.slice(1)) {
      while (open.length > 0 && !entry.path.startsWith(`${open.at(-1)}/`)) open.pop();
      expect(parentOf(entry.path), entry.path).toBe(open.at(-1) ?? entries[0]!.path);
      open.push(entry.path);
    }
    // Siblings in their XSD sequence: the description, then the variant, then the brand.
    const at = (path: string) => entries.findIndex((e) => e.path === `${DESCRIPTION}/${path}`);
    expect(at('tradeItemDescription')).toBeGreaterThan(0);
    expect(at('tradeItemDescription')).toBeLessThan(at('variantDescription'));
    expect(at('variantDescription')).toBeLessThan(at('brandNameInformation/brandName'));
  });

  it('says which section field shows an entry, and describes its value', async () => {
    const { entries } = await moduleEntries('tradeItemDescriptionModule');
    const entry = (path: string) => entries.find((e) => e.path === `${DESCRIPTION}/${path}`)!;
    expect(entry('tradeItemDescription')).toMatchObject({
      module: 'tradeItemDescriptionModule',
      kind: 'attribute',
      xmlAttribute: false,
      name: 'tradeItemDescription',
      multiplicity: { min: 0, max: null },
      length: { min: 1, max: 200 },
      dataType: 'Description200',
      valueType: null,
      flags: { language: 'yes', uom: 'no', currency: 'no' },
      definition: expect.any(String),
      section: { code: 'Descriptions1E', label: 'Trade Item Description', section: 'Descriptions' },
    } satisfies Partial<GdsnEntry>);
    // The language the section writes on it is the field's too.
    expect(entry('tradeItemDescription/@languageCode')).toMatchObject({
      xmlAttribute: true,
      codeListName: 'LanguageCode',
      section: { code: 'Descriptions1E' },
    });

    const nutrients = await moduleEntries('nutritionalInformationModule');
    const unit = nutrients.entries.find((e) =>
      e.path.endsWith('nutrientDetail/quantityContained/@measurementUnitCode'),
    );
    expect(unit!.section).toEqual({ code: 'Nutrient1DD', label: 'Unit', section: 'Nutrients' });

    const ingredients = await moduleEntries('foodAndBeverageIngredientModule');
    const statement = ingredients.entries.find((e) => e.name === 'ingredientStatement')!;
    expect(statement).toMatchObject({ section: null, length: { min: 1, max: 5000 }, flags: { language: 'yes' } });
  });

  it('gives the tradeItem’s own classes and attributes, outside the modules', async () => {
    const { module, entries } = await moduleEntries('tradeItem');
    expect(module.attributeCount).toBeGreaterThan(100);
    expect(entries[0]).toMatchObject({ path: '', kind: 'class', name: 'TradeItem', module: 'tradeItem' });
    expect(entries[1]).toMatchObject({
      path: 'gtin',
      valueType: 'gtin',
      section: { code: 'Coding1A', section: 'Coding' },
    });
    expect(entries.map((e) => e.path)).toContain('tradeItemInformation/extension');
    expect(entries.some((e) => e.path.startsWith('tradeItemInformation/extension/'))).toBe(false);
  });

  it('keeps every module’s answer small enough to load with its screen', async () => {
    const modules = (await get<GdsnModule[]>(`${BASE}/modules`)).body.data!;
    const sizes = await Promise.all(
      modules.map(async (m) => JSON.stringify((await get(`${BASE}/modules/${m.name}`)).body).length),
    );
    // The largest, the ONIX publication module's 468 entries with their definitions, is about 300 kB.
    expect(Math.max(...sizes)).toBeLessThan(400_000);
  });

  it('answers 404 naming an unknown module', async () => {
    const { status, body } = await get(`${BASE}/modules/noSuchModule`);
    expect(status).toBe(404);
    expect(body.error?.message).toContain('There is no GDSN module named noSuchModule');
  });
});

describe('GET metadata/gdsn/search', () => {
  it('finds entries by name first, then by definition, 50 at most', async () => {
    const { status, body } = await get<GdsnEntry[]>(`${BASE}/search?text=${'IngredientStatement'}`);
    expect(status).toBe(200);
    expect(body.data!.map((e) => e.path)).toContain(
      'tradeItemInformation/extension/foodAndBeverageIngredientModule/ingredientStatement',
    );

    const many = (await get<GdsnEntry[]>(`${BASE}/search?text=code`)).body.data!;
    expect(many).toHaveLength(50);
    expect(many.every((e) => e.name.toLowerCase().includes('code'))).toBe(true);

    const byDefinition = (await get<GdsnEntry[]>(`${BASE}/search?text=constituent%20ingredient`)).body.data!;
    expect(byDefinition.map((e) => e.name)).toContain('ingredientStatement');

    expect((await get(`${BASE}/search?text=a`)).status).toBe(400);
  });
});

describe('GET metadata/gdsn/codes/{codeListName}', () => {
  const codes = async (list: string) => {
    const { status, body } = await get<GdsnCode[]>(`${BASE}/codes/${list}`);
    expect(status).toBe(200);
    return body.data!;
  };

  it('answers a GS1 code list with its labels, by the dictionary’s name for it', async () => {
    expect(await codes('TradeItemUnitDescriptorCode')).toContainEqual({ code: 'CASE', label: 'Case' });
    // A `_GDSN` list is the list the pool holds without the suffix; CurrencyCode is ISO 4217.
    expect(await codes('PackageTypeCode_GDSN')).toEqual(await codes('PackageTypeCode'));
    expect((await codes('CurrencyCode')).map((c) => c.code)).toContain('USD');
  });

  it('answers an XSD enumeration’s codes, which its entries also carry', async () => {
    expect((await codes('NonBinaryLogicEnumeration')).map((c) => c.code)).toEqual([
      'FALSE',
      'NOT_APPLICABLE',
      'TRUE',
      'UNSPECIFIED',
    ]);
    const { entries } = await moduleEntries('marketingInformationModule');
    expect(entries.find((e) => e.name === 'isTradeItemSeasonal')).toMatchObject({
      codeListName: 'NonBinaryLogicEnumeration',
      enumeration: ['FALSE', 'NOT_APPLICABLE', 'TRUE', 'UNSPECIFIED'],
    });
  });

  it('answers an empty list for a list the pool does not hold', async () => {
    expect(await codes('NoSuchListCode')).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 to an anonymous caller', async () => {
    for (const url of [
      `${BASE}/modules`,
      `${BASE}/modules/tradeItem`,
      `${BASE}/search?text=gtin`,
      `${BASE}/codes/TradeItemUnitDescriptorCode`,
    ]) {
      const { status, body } = await t.call({ method: 'GET', url });
      expect(status, url).toBe(401);
      expect(body.error?.message).toBe(SERVER_ERRORS.notAuthenticated);
    }
  });
});
