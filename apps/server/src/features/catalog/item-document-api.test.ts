import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItemDetail, DmsItemDetail, GdsnElement, ReceivedItemDetail } from '@tradepool/domain';
import { sectionElement } from '../../gdsn/messages/cin-builder.js';
import { itemKeys, uniqueGtin } from '../../test/catalog-items.js';
import { HARBOR_WEST_GLN, publishToBuyer, type DmsExchange } from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MAX_TREE_ELEMENTS } from './edited-tree.js';

/*
 * The whole tradeItem through the API: the item detail answers it (kept, or built from the sections), a save
 * may send it back edited, and the buyer's detail screens show the one delivered and the one before.
 */

let t: TestApp;
let exchange: DmsExchange;

beforeAll(async () => {
  t = await createTestApp();
  exchange = await publishToBuyer(t, {
    subscriberGln: HARBOR_WEST_GLN,
    firstSerial: 93_000,
    count: 2,
    describe: (serial) => `Tomato soup ${serial}`,
  });
});
afterAll(() => t.close());

const EXTENSION = 'tradeItemInformation/extension';

const INGREDIENTS: GdsnElement = {
  name: 'foodAndBeverageIngredientModule',
  children: [
    { name: 'ingredientStatement', attributes: { languageCode: 'en' }, value: 'Tomatoes, water, salt.' },
    { name: 'ingredientStatement', attributes: { languageCode: 'fr' }, value: 'Tomates, eau, sel.' },
  ],
};

/** The element at a path of names from the tree's root, the first of each name. */
function elementAt(tree: GdsnElement, path: string): GdsnElement | undefined {
  let at: GdsnElement | undefined = tree;
  for (const name of path.split('/')) at = at?.children?.find((c) => c.name === name);
  return at;
}

const withModule = (tree: GdsnElement, module: GdsnElement): GdsnElement => {
  const copy = structuredClone(tree);
  elementAt(copy, EXTENSION)!.children!.unshift(module);
  return copy;
};

const ingredientTexts = (tree: GdsnElement | null | undefined) =>
  tree ? elementAt(tree, `${EXTENSION}/foodAndBeverageIngredientModule`)?.children?.map((c) => c.value) : undefined;

const description = (tree: GdsnElement | null | undefined) =>
  tree
    ? elementAt(tree, `${EXTENSION}/tradeItemDescriptionModule/tradeItemDescriptionInformation/tradeItemDescription`)
        ?.value
    : undefined;

const detailUrl = (id: number) => `/mds/app/catalogs/getCatalogItemDetails/${id}`;
const subscriberUrl = (id: number) => `/mds/app/catalogs/subscriber/${id}`;
const dmsUrl = (id: number) => `/mds/app/dms/itemmatching/items/unmatched/publisher/${id}/all`;

async function detail(id: number, token = exchange.pub) {
  const { status, body } = await t.call<CatalogItemDetail>({ method: 'GET', url: detailUrl(id), token });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

const save = (payload: object, token = exchange.pub) =>
  t.call({ method: 'POST', url: '/mds/app/catalogs', token, payload });

/** What a refused save must leave as it was: the item's row and its versions. */
async function written(id: number) {
  const db = t.context.db;
  const [item, versions] = await Promise.all([
    db
      .selectFrom('catalog_item')
      .select(['version', 'attributes', 'gdsn_document', 'modified_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('catalog_item_version').select('version').where('catalog_item_id', '=', id).execute(),
  ]);
  return { item, versions: versions.length };
}

describe('the item detail', () => {
  it('answers the sections’ values as a tradeItem for an item that keeps no tree', async () => {
    const item = await detail(exchange.items[1]!);
    expect(item.gdsnDocument).toEqual(sectionElement(item.attributes));
    expect(elementAt(item.gdsnDocument!, 'gtin')?.value).toBe(exchange.gtins[1]);
  });

  it('answers another company’s user 404', async () => {
    const outsider = await t.signIn('pubsub.admin');
    const { status } = await t.call({ method: 'GET', url: detailUrl(exchange.items[1]!), token: outsider });
    expect(status).toBe(404);
  });
});

describe('a save with the whole tradeItem', () => {
  it('keeps what the editor added and the sections’ edits, and answers the tree kept', async () => {
    const id = exchange.items[0]!;
    const before = await detail(id);
    const sent = withModule(before.gdsnDocument!, INGREDIENTS);
    const saved = await save({
      catalogItemId: id,
      attributes: { ...before.attributes, Descriptions1E: 'Tomato soup, 400 g' },
      gdsnDocument: sent,
    });
    expect(saved.status, saved.body.error?.message).toBe(200);

    const { item } = await written(id);
    const stored = JSON.parse(item.gdsn_document!) as GdsnElement;
    expect(ingredientTexts(stored)).toEqual(['Tomatoes, water, salt.', 'Tomates, eau, sel.']);
    expect(description(stored)).toBe('Tomato soup, 400 g');
    const version = await t.context.db
      .selectFrom('catalog_item_version')
      .select(['gdsn_document', 'changes'])
      .where('catalog_item_id', '=', id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(version.gdsn_document).toBe(item.gdsn_document);
    // The version names each change once: the section's by its code, the tree's own values by their path.
    const module = 'tradeItemInformation[1]/extension[1]/foodAndBeverageIngredientModule[1]';
    expect(JSON.parse(version.changes)).toEqual({
      Descriptions1E: [before.attributes.Descriptions1E ?? null, 'Tomato soup, 400 g'],
      [`${module}/ingredientStatement[1]`]: [null, 'Tomatoes, water, salt.'],
      [`${module}/ingredientStatement[1]/@languageCode`]: [null, 'en'],
      [`${module}/ingredientStatement[2]`]: [null, 'Tomates, eau, sel.'],
      [`${module}/ingredientStatement[2]/@languageCode`]: [null, 'fr'],
    });

    const after = await detail(id);
    expect(after.gdsnDocument).toEqual(stored);
    expect(after.attributes.Descriptions1E).toBe('Tomato soup, 400 g');
  });

  it('creates a new item with the tree sent, the sections written into it', async () => {
    const gtin = uniqueGtin();
    const saved = await save({
      attributes: itemKeys(gtin),
      gdsnDocument: {
        name: 'tradeItem',
        children: [
          { name: 'gtin', value: gtin },
          { name: 'tradeItemInformation', children: [{ name: 'extension', children: [INGREDIENTS] }] },
        ],
      },
    });
    expect(saved.status, saved.body.error?.message).toBe(200);
    const { id } = await t.context.db
      .selectFrom('catalog_item')
      .select('id')
      .where('gtin', '=', gtin)
      .executeTakeFirstOrThrow();
    const { item } = await written(id);
    const stored = JSON.parse(item.gdsn_document!) as GdsnElement;
    expect(ingredientTexts(stored)).toEqual(['Tomatoes, water, salt.', 'Tomates, eau, sel.']);
    expect(description(stored)).toBe(`Test item ${gtin}`);
    expect(elementAt(stored, 'targetMarket/targetMarketCountryCode')?.value).toBe('840');
    expect((await detail(id)).gdsnDocument).toEqual(stored);
  });

  it('is refused, writing nothing, for a value past GS1’s length, another item’s tree or one too large', async () => {
    const id = exchange.items[1]!;
    const before = await detail(id);
    const was = await written(id);
    const refused = async (gdsnDocument: GdsnElement) => {
      const { status, body } = await save({ catalogItemId: id, attributes: before.attributes, gdsnDocument });
      expect(status).toBe(400);
      return body.error!.message;
    };

    const tooLong = withModule(before.gdsnDocument!, {
      name: 'foodAndBeverageIngredientModule',
      children: [{ name: 'ingredientStatement', attributes: { languageCode: 'en' }, value: 'x'.repeat(5001) }],
    });
    expect(await refused(tooLong)).toContain(
      `${EXTENSION}/foodAndBeverageIngredientModule/ingredientStatement: ingredientStatement is 5001 characters long; GS1 allows 5000 at most.`,
    );

    const otherGtin = structuredClone(before.gdsnDocument!);
    elementAt(otherGtin, 'gtin')!.value = exchange.gtins[0]!;
    expect(await refused(otherGtin)).toBe(
      `The GDSN document is the tradeItem of GTIN ${exchange.gtins[0]}, not of this item's GTIN ${exchange.gtins[1]}.`,
    );

    const otherMarket = structuredClone(before.gdsnDocument!);
    elementAt(otherMarket, 'targetMarket/targetMarketCountryCode')!.value = '124';
    expect(await refused(otherMarket)).toContain('target market 124');

    expect(await refused({ name: 'tradeItemInformation', children: [] })).toBe(
      'The GDSN document must be a tradeItem, not tradeItemInformation.',
    );

    const huge: GdsnElement = {
      name: 'tradeItem',
      children: Array.from({ length: MAX_TREE_ELEMENTS }, () => ({ name: 'x' })),
    };
    expect(await refused(huge)).toContain(`more than 20,000 elements`);

    expect(await written(id)).toEqual(was);
  });
});

describe('the buyer’s detail screens', () => {
  it('show the tree delivered and the one before, built from the sections where none was kept', async () => {
    const copy = exchange.copies[0]!;
    await t.worker.drain();
    const subscriber = await t.call<ReceivedItemDetail>({
      method: 'GET',
      url: subscriberUrl(copy),
      token: exchange.sub,
    });
    expect(subscriber.status, subscriber.body.error?.message).toBe(200);
    expect(ingredientTexts(subscriber.body.data!.gdsnDocument)).toEqual([
      'Tomatoes, water, salt.',
      'Tomates, eau, sel.',
    ]);
    expect(description(subscriber.body.data!.gdsnDocument)).toBe('Tomato soup, 400 g');

    const dms = await t.call<DmsItemDetail>({ method: 'GET', url: dmsUrl(copy), token: exchange.sub });
    expect(dms.status, dms.body.error?.message).toBe(200);
    expect(dms.body.data!.gdsnDocument).toEqual(subscriber.body.data!.gdsnDocument);
    // The first delivery kept no tree: the version before is its sections' values.
    const previous = dms.body.data!.previousGdsnDocument!;
    expect(ingredientTexts(previous)).toBeUndefined();
    expect(description(previous)).toBe('Tomato soup 93000');
  });

  it('show a copy received once: its sections as a tree, and nothing before', async () => {
    const copy = exchange.copies[1]!;
    const dms = await t.call<DmsItemDetail>({ method: 'GET', url: dmsUrl(copy), token: exchange.sub });
    expect(dms.status, dms.body.error?.message).toBe(200);
    expect(elementAt(dms.body.data!.gdsnDocument!, 'gtin')?.value).toBe(exchange.gtins[1]);
    expect(description(dms.body.data!.gdsnDocument)).toBe('Tomato soup 93001');
    expect(dms.body.data!.previousGdsnDocument).toBeNull();

    const subscriber = await t.call<ReceivedItemDetail>({
      method: 'GET',
      url: subscriberUrl(copy),
      token: exchange.sub,
    });
    expect(subscriber.body.data!.gdsnDocument).toEqual(dms.body.data!.gdsnDocument);
  });

  it('answer another company’s user 404', async () => {
    const outsider = await t.signIn('pubsub.admin');
    for (const url of [subscriberUrl(exchange.copies[0]!), dmsUrl(exchange.copies[0]!)]) {
      expect((await t.call({ method: 'GET', url, token: outsider })).status, url).toBe(404);
    }
  });
});
