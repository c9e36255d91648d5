import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_CODE_ROW,
  CATALOG_COLUMNS,
  CATALOG_DOWNLOAD_ERRORS,
  CATALOG_LABEL_ROW,
  CATALOG_STATUS,
  type GdsnElement,
  type UploadFailure,
  type UploadResponse,
  type UploadSummary,
} from '@tradepool/domain';
import { formatColumnCode } from '../../gdsn/document/column-code.js';
import { moduleColumns } from '../../gdsn/document/module-columns.js';
import { placedLeaves } from '../../gdsn/document/placed-values.js';
import { sectionValues } from '../../gdsn/document/section-view.js';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';
import { filledTemplate } from '../../test/gtin-template.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('pub.admin');
});
afterAll(() => t.close());

const MODULES = ['foodAndBeverageIngredientModule', 'nutritionalInformationModule'];
const HOME = 'tradeItemInformation/extension';
const INGREDIENTS = `${HOME}/foodAndBeverageIngredientModule`;
const NUTRITION = `${HOME}/nutritionalInformationModule`;

/** An ingredient statement in two languages, and what two nutrient details say beyond the sections. */
const GDSN_VALUES = {
  [`${INGREDIENTS}/ingredientStatement`]: 'Rolled oats (100 %).',
  [`${INGREDIENTS}/ingredientStatement/@languageCode`]: 'en',
  [`${INGREDIENTS}/ingredientStatement#2`]: "Flocons d'avoine (100 %).",
  [`${INGREDIENTS}/ingredientStatement#2/@languageCode`]: 'fr',
  [`${NUTRITION}/nutrientHeader/nutrientDetail/nutrientValueDerivationCode`]: 'CALCULATED',
  [`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientValueDerivationCode`]: 'ANALYTICAL',
  [`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientNameOnPackage`]: 'Protein',
  [`${NUTRITION}/nutrientHeader/nutrientDetail#2/nutrientNameOnPackage/@languageCode`]: 'en',
};

const NUTRIENTS = {
  Nutrient1D: [
    { Nutrient1DA: 'FAT', Nutrient1DB: '3', Nutrient1DD: 'GRM' },
    { Nutrient1DA: 'PRO-', Nutrient1DB: '5', Nutrient1DD: 'GRM' },
  ],
};

async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return response;
}

async function workbookOf(payload: Buffer | string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((typeof payload === 'string' ? Buffer.from(payload) : payload) as unknown as ArrayBuffer);
  return workbook;
}

const rowTexts = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1).map((v) => (v === undefined ? null : String(v)));

async function upload(content: Buffer, filename = 'items.xlsx') {
  const { payload, headers } = multipartFile({ filename, content });
  return t.call<UploadResponse>({ method: 'POST', url: '/mds/app/gdsn/upload', payload, headers, token });
}

/** Uploads a file, runs its jobs and answers the upload's outcome and failures. */
async function uploaded(content: Buffer, filename?: string) {
  const response = await upload(content, filename);
  expect(response.status, response.body.error?.message).toBe(200);
  await t.worker.drain();
  const id = response.body.data!.uploadId!;
  const summary = await t.call<UploadSummary>({ method: 'GET', url: `/mds/app/gdsn/upload/${id}`, token });
  const failures = await t.call<UploadFailure[]>({ method: 'GET', url: `/mds/app/gdsn/upload/${id}/failures`, token });
  return { summary: summary.body.data!, failures: failures.body.data! };
}

async function itemOf(gtin: string) {
  return t.context.db
    .selectFrom('catalog_item')
    .select(['id', 'status', 'attributes', 'gdsn_document'])
    .where('gtin', '=', gtin)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
}

/** The item's values outside the sections, by column code. */
const gdsnValues = (json: string | null) =>
  Object.fromEntries(placedLeaves(JSON.parse(json!) as GdsnElement).map(({ code, value }) => [code, value]));

describe('the GTIN template with GS1 modules', () => {
  it('keeps its columns and appends those of the modules asked for, codes in row 2', async () => {
    const response = await download(`/mds/app/gdsn/download/template?modules=${MODULES.join('.')}`);
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    const sheet = workbook.getWorksheet('Catalog')!;
    const codes = rowTexts(sheet, CATALOG_CODE_ROW);
    const added = MODULES.flatMap((module) => moduleColumns(module)!.map(formatColumnCode));
    expect(codes).toEqual([...CATALOG_COLUMNS.map((c) => c.key), ...added]);
    for (const code of Object.keys(GDSN_VALUES)) expect(codes).toContain(code);
    const labels = rowTexts(sheet, CATALOG_LABEL_ROW);
    expect(labels[codes.indexOf(`${INGREDIENTS}/ingredientStatement#2/@languageCode`)]).toBe(
      'ingredientStatement 2 (languageCode)',
    );
    const guide: string[][] = [];
    workbook
      .getWorksheet('Instructions')!
      .eachRow((row) => guide.push([1, 2, 3].map((c) => String(row.getCell(c).value))));
    expect(guide.some(([line]) => line!.includes('An empty cell sets nothing'))).toBe(true);
    expect(guide).toContainEqual([
      `${INGREDIENTS}/ingredientStatement#2/@languageCode`,
      'ingredientStatement 2 (languageCode)',
      'GS1: Food And Beverage Ingredient Module',
    ]);
  });

  it('refuses a name that is no GS1 module', async () => {
    const response = await download('/mds/app/gdsn/download/template?modules=nutritionalInformationModule.soupModule');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(CATALOG_DOWNLOAD_ERRORS.unknownModule('soupModule'));
  });
});

describe('uploading GS1 module columns', () => {
  const gtin = uniqueGtin();

  it('stores an ingredient statement in two languages and two nutrient details in the item document', async () => {
    const file = await filledTemplate(t, token, [catalogItemAttributes(gtin, NUTRIENTS)], {
      modules: MODULES,
      gdsn: [GDSN_VALUES],
    });
    const { summary, failures } = await uploaded(file);
    expect(failures).toEqual([]);
    expect(summary.storedCount).toBe(1);
    const item = await itemOf(gtin);
    expect(gdsnValues(item.gdsn_document)).toEqual(GDSN_VALUES);
    const tree = JSON.parse(item.gdsn_document!) as GdsnElement;
    // The sections read from the tree what the item's attributes hold: the nutrients are the two details.
    expect(sectionValues(tree)).toMatchObject({ Nutrient1D: NUTRIENTS.Nutrient1D });
    expect(JSON.parse(item.attributes)).toMatchObject({ Nutrient1D: NUTRIENTS.Nutrient1D });
    // Nothing in the tree it was given fails validation: the item is as valid as its sections.
    expect(item.status).toBe(CATALOG_STATUS.validated);
  });

  it('sets what a later upload fills and keeps what it leaves empty', async () => {
    const more = `${INGREDIENTS}/ingredientStatement#3`;
    const file = await filledTemplate(t, token, [catalogItemAttributes(gtin, NUTRIENTS)], {
      modules: MODULES,
      gdsn: [
        {
          [`${INGREDIENTS}/ingredientStatement`]: 'Rolled whole oats.',
          [more]: 'Haferflocken.',
          [`${more}/@languageCode`]: 'de',
        },
      ],
    });
    const { failures } = await uploaded(file);
    expect(failures).toEqual([]);
    expect(gdsnValues((await itemOf(gtin)).gdsn_document)).toEqual({
      ...GDSN_VALUES,
      [`${INGREDIENTS}/ingredientStatement`]: 'Rolled whole oats.',
      [more]: 'Haferflocken.',
      [`${more}/@languageCode`]: 'de',
    });
  });

  it('refuses a file whose row 2 names no column it knows, naming the column', async () => {
    const file = await filledTemplate(t, token, [catalogItemAttributes(uniqueGtin())]);
    const workbook = await workbookOf(file);
    const sheet = workbook.worksheets[0]!;
    const at = CATALOG_COLUMNS.length + 1;
    sheet.getRow(CATALOG_CODE_ROW).getCell(at).value = `${INGREDIENTS}/ingredientStatment`;
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.status).toBe(400);
    const letter = sheet.getColumn(at).letter;
    expect(response.body.error!.message).toContain(`Column ${letter} holds "${INGREDIENTS}/ingredientStatment"`);
    expect(response.body.error!.message).toContain('ingredientStatment is not a GDSN 3.1.36 element');
  });

  it('refuses a row with a value longer than GS1 allows, naming the attribute', async () => {
    const long = uniqueGtin();
    const code = `${INGREDIENTS}/ingredientStatement`;
    const file = await filledTemplate(t, token, [catalogItemAttributes(long), catalogItemAttributes(uniqueGtin())], {
      modules: MODULES,
      gdsn: [{ [code]: 'o'.repeat(5001) }, { [code]: 'Oats.' }],
    });
    const { summary, failures } = await uploaded(file);
    expect(summary.storedCount).toBe(1);
    expect(failures).toEqual([
      expect.objectContaining({
        rowNumber: 3,
        attribute: code,
        reason: 'ingredientStatement is 5001 characters long; GS1 allows 5000 at most.',
      }),
    ]);
    const stored = await t.context.db.selectFrom('catalog_item').select('id').where('gtin', '=', long).execute();
    expect(stored).toEqual([]);
  });

  it('downloads the item in the catalog spreadsheet with its GDSN values, which upload again to the same', async () => {
    const { id, gdsn_document: before } = await itemOf(gtin);
    const response = await download(`/mds/app/catalogs/download/spreadsheet?ids=${id}&page=catalog`);
    expect(response.statusCode).toBe(200);
    const sheet = (await workbookOf(response.rawPayload)).getWorksheet('Catalog')!;
    // The GDSN columns, then the item's Digital Link, which the upload below passes over.
    const codes = rowTexts(sheet, CATALOG_CODE_ROW).slice(CATALOG_COLUMNS.length, -1);
    const cells = rowTexts(sheet, CATALOG_CODE_ROW + 1).slice(CATALOG_COLUMNS.length, -1);
    expect(rowTexts(sheet, CATALOG_CODE_ROW).at(-1)).toBe('GS1 Digital Link');
    expect(rowTexts(sheet, CATALOG_CODE_ROW + 1).at(-1)).toBe(`https://id.gs1.org/01/${gtin}`);
    const values = gdsnValues(before);
    expect(Object.fromEntries(codes.map((code, i) => [code, cells[i]]))).toEqual(values);
    // In schema order: each statement's text, then its language.
    expect(codes.slice(0, 2)).toEqual([
      `${INGREDIENTS}/ingredientStatement`,
      `${INGREDIENTS}/ingredientStatement/@languageCode`,
    ]);

    // Uploaded to an item that holds nothing outside the sections: the file alone gives the values back.
    await t.context.db.updateTable('catalog_item').set({ gdsn_document: null }).where('id', '=', id).execute();
    const { failures } = await uploaded(response.rawPayload, 'catalog.xlsx');
    expect(failures).toEqual([]);
    expect(gdsnValues((await itemOf(gtin)).gdsn_document)).toEqual(values);
  });
});
