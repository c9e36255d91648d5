import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogItemDetail,
  ItemHistoryPage,
  ItemVersionCompare,
  ReceivedVersionPage,
  UploadResponse,
} from '@tradepool/domain';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';
import { cinXml, wholeEach } from '../../test/cin-xml.js';
import { publishToBuyer } from '../../test/dms-exchange.js';
import { sendGdsnMessage } from '../../test/gdsn-samples.js';
import { filledTemplate } from '../../test/gtin-template.js';
import { multipartFile } from '../../test/multipart.js';
import { NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Harbor Foodservice's first GLN: the company of sub.admin and sub.readonly. */
const HARBOR_EAST_GLN = '0843912000016';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(() => t.close());

const history = (id: number, query = '', token = pub) =>
  t.call<ItemHistoryPage>({ method: 'GET', url: `/mds/app/catalogs/${id}/history${query}`, token });

const compare = (id: number, version: number, token = pub) =>
  t.call<ItemVersionCompare>({ method: 'GET', url: `/mds/app/catalogs/${id}/history/${version}/compare`, token });

async function idOf(gtin: string): Promise<number> {
  const row = await t.context.db
    .selectFrom('catalog_item')
    .select('id')
    .where('gtin', '=', gtin.padStart(14, '0'))
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function save(attributes: Record<string, unknown>, catalogItemId?: number, gdsnDocument?: unknown) {
  const res = await t.call({
    method: 'POST',
    url: '/mds/app/catalogs',
    token: pub,
    payload: { attributes, ...(catalogItemId ? { catalogItemId } : {}), ...(gdsnDocument ? { gdsnDocument } : {}) },
  });
  expect(res.status, res.body.error?.message).toBe(200);
}

describe('an item history (issue 20)', () => {
  let id: number;
  let gtin: string;

  beforeAll(async () => {
    gtin = uniqueGtin();
    await save(catalogItemAttributes(gtin, { Descriptions1E: 'Rolled oats' }));
    id = await idOf(gtin);
    await save(catalogItemAttributes(gtin, { Descriptions1E: 'Rolled oats, large flakes' }), id);
    // The whole trade item: a value beyond the sections, by its dictionary place.
    const detail = await t.call<CatalogItemDetail>({
      method: 'GET',
      url: `/mds/app/catalogs/getCatalogItemDetails/${id}`,
      token: pub,
    });
    const tree = detail.body.data!.gdsnDocument!;
    tree.children = [
      ...(tree.children ?? []),
      {
        name: 'tradeItemInformation',
        children: [
          {
            name: 'extension',
            children: [
              {
                name: 'foodAndBeverageIngredientModule',
                children: [
                  { name: 'ingredientStatement', attributes: { languageCode: 'en' }, value: 'Rolled oats (100 %).' },
                ],
              },
            ],
          },
        ],
      },
    ];
    await save(catalogItemAttributes(gtin, { Descriptions1E: 'Rolled oats, large flakes' }), id, tree);
  });

  it('lists the versions newest first, who and how, each change named old → new', async () => {
    const { status, body } = await history(id);
    expect(status, body.error?.message).toBe(200);
    const page = body.data!;
    expect(page.totalRows).toBe(3);
    expect(page.currentVersion).toBe(3);
    expect(page.results.map((v) => v.version)).toEqual([3, 2, 1]);
    for (const version of page.results) {
      expect(version).toMatchObject({ source: 'editor', changedBy: 'Paul Publisher' });
    }
    expect(page.results[2]!.changeType).toBe('create');
    const description = page.results[1]!.changes.find((c) => c.key === 'Descriptions1E');
    expect(description).toEqual({
      key: 'Descriptions1E',
      kind: 'section',
      label: 'Trade Item Description',
      group: expect.any(String),
      before: 'Rolled oats',
      after: 'Rolled oats, large flakes',
    });
    const ingredient = page.results[0]!.changes.find(
      (c) => c.kind === 'gdsn' && c.key.endsWith('ingredientStatement[1]'),
    );
    expect(ingredient).toMatchObject({
      label: 'ingredientStatement 1',
      group: 'foodAndBeverageIngredientModule',
      before: null,
      after: 'Rolled oats (100 %).',
    });
  });

  it('pages and sorts in SQL', async () => {
    const first = (await history(id, '?rowCount=2')).body.data!;
    expect(first.results.map((v) => v.version)).toEqual([3, 2]);
    const second = (await history(id, '?rowCount=2&pageNumber=2')).body.data!;
    expect(second).toMatchObject({ totalRows: 3 });
    expect(second.results.map((v) => v.version)).toEqual([1]);
    const oldest = (await history(id, '?rowCount=2&sortDesc=false')).body.data!;
    expect(oldest.results.map((v) => v.version)).toEqual([1, 2]);
    expect((await history(id, '?rowCount=0')).status).toBe(400);
    expect((await history(id, '?pageNumber=x')).status).toBe(400);
  });

  it('compares a version with the item now, section attributes and GDSN values', async () => {
    const { status, body } = await compare(id, 1);
    expect(status, body.error?.message).toBe(200);
    const result = body.data!;
    expect(result).toMatchObject({ version: 1, currentVersion: 3 });
    expect(result.differences.find((d) => d.key === 'Descriptions1E')).toMatchObject({
      before: 'Rolled oats',
      after: 'Rolled oats, large flakes',
    });
    expect(result.differences.some((d) => d.kind === 'gdsn' && d.after === 'Rolled oats (100 %).')).toBe(true);
    expect((await compare(id, 3)).body.data!.differences).toEqual([]);
    expect((await compare(id, 99)).status).toBe(404);
  });

  it("lets the company's users and a read-only user who may see it read it, and answers another company 404", async () => {
    // site.user: the support company's read-only role (CATALOG_VIEW alone), which sees every company.
    for (const login of ['pub.user', 'site.user']) {
      const token = await t.signIn(login);
      expect((await history(id, '', token)).status, login).toBe(200);
      expect((await compare(id, 1, token)).status, login).toBe(200);
    }
    // A read-only user of another company, and another publisher's admin.
    for (const login of ['sub.readonly', 'pubsub.admin']) {
      const token = await t.signIn(login);
      expect((await history(id, '', token)).status, login).toBe(404);
      expect((await compare(id, 1, token)).status, login).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: `/mds/app/catalogs/${id}/history` })).status).toBe(401);
  });

  it('records a template upload and an inbound CIN as such', async () => {
    const uploaded = uniqueGtin();
    const file = await filledTemplate(t, pub, [catalogItemAttributes(uploaded, { Descriptions1E: 'Uploaded oats' })]);
    const res = await t.call<UploadResponse>({
      method: 'POST',
      url: '/mds/app/gdsn/upload',
      token: pub,
      ...multipartFile({ filename: 'items.xlsx', content: file }),
    });
    expect(res.status, res.body.error?.message).toBe(200);
    await t.worker.drain();
    const fromUpload = (await history(await idOf(uploaded))).body.data!;
    expect(fromUpload.results[0]).toMatchObject({ source: 'upload', changedBy: 'Paul Publisher' });

    const sent = uniqueGtin();
    const answer = await sendGdsnMessage(t, cinXml(NORTHWIND_GLN, [wholeEach(sent, NORTHWIND_GLN)]), pub);
    expect(answer.status).toBe(200);
    const fromCin = (await history(await idOf(sent))).body.data!;
    expect(fromCin.results[0]).toMatchObject({ source: 'cin', changeType: 'create' });
  });

  it('answers a page of an item with 1,000 versions from the page alone', async () => {
    const many = uniqueGtin();
    await save(catalogItemAttributes(many, { Descriptions1E: 'Version 1' }));
    const manyId = await idOf(many);
    const base = await t.context.db
      .selectFrom('catalog_item_version')
      .selectAll()
      .where('catalog_item_id', '=', manyId)
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 999 }, (_, i) => ({
      catalog_item_id: manyId,
      company_id: base.company_id,
      version: i + 2,
      change_type: 'update' as const,
      source: 'editor' as const,
      changes: JSON.stringify({ Descriptions1E: [`Version ${i + 1}`, `Version ${i + 2}`] }),
      attributes: base.attributes,
      gdsn_document: base.gdsn_document,
      changed_by: base.changed_by,
      changed_time: base.changed_time,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.context.db
        .insertInto('catalog_item_version')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    await t.context.db.updateTable('catalog_item').set({ version: 1000 }).where('id', '=', manyId).execute();
    const page = (await history(manyId, '?rowCount=20&pageNumber=3')).body.data!;
    expect(page.totalRows).toBe(1000);
    expect(page.results.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => 960 - i));
    expect(page.results[0]!.changes[0]).toMatchObject({ before: 'Version 959', after: 'Version 960' });
    const last = (await history(manyId, '?rowCount=100&pageNumber=10')).body.data!;
    expect(last.results.at(-1)!.version).toBe(1);
  });
});

describe('the versions a buyer received (issue 20)', () => {
  it('lists each CIN that brought the copy, newest first, with its version and command', async () => {
    const exchange = await publishToBuyer(t, {
      subscriberGln: HARBOR_EAST_GLN,
      firstSerial: 611,
      count: 1,
      describe: (serial) => `History soup ${serial}`,
    });
    const [itemId] = exchange.items;
    const detail = await t.call<CatalogItemDetail>({
      method: 'GET',
      url: `/mds/app/catalogs/getCatalogItemDetails/${itemId}`,
      token: pub,
    });
    await save({ ...detail.body.data!.attributes, Descriptions1E: 'History soup, new recipe' }, itemId);
    await t.context.db.updateTable('catalog_item').set({ status: 5 }).where('id', '=', itemId!).execute();
    await t.worker.drain();
    const versions = (url: string, token = exchange.sub) => t.call<ReceivedVersionPage>({ method: 'GET', url, token });
    const url = `/mds/app/catalogs/subscriber/${exchange.copies[0]}/versions`;
    const { status, body } = await versions(url);
    expect(status, body.error?.message).toBe(200);
    expect(body.data!.totalRows).toBe(2);
    expect(body.data!.results.map((v) => [v.version, v.command])).toEqual([
      [2, 'CHANGE_BY_REFRESH'],
      [1, 'ADD'],
    ]);
    const paged = (await versions(`${url}?rowCount=1&pageNumber=2`)).body.data!;
    expect(paged.results.map((v) => v.command)).toEqual(['ADD']);
    expect((await versions(url, await t.signIn('sub.readonly'))).status).toBe(200);
    expect((await versions(url, await t.signIn('pubsub.admin'))).status).toBe(404);
  });
});
