import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItemDetail, GdsnElement } from '@tradepool/domain';
import { sectionElement } from '../../gdsn/messages/cin-builder.js';
import { HARBOR_WEST_GLN, publishToBuyer, type DmsExchange } from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let exchange: DmsExchange;

beforeAll(async () => {
  t = await createTestApp();
  exchange = await publishToBuyer(t, {
    subscriberGln: HARBOR_WEST_GLN,
    firstSerial: 91_000,
    count: 1,
    describe: (serial) => `Tomato soup ${serial}`,
  });
});
afterAll(() => t.close());

const INGREDIENTS: GdsnElement = {
  name: 'foodAndBeverageIngredientModule',
  children: [
    { name: 'ingredientStatement', attributes: { languageCode: 'en' }, value: 'Tomatoes, water, salt.' },
    { name: 'ingredientStatement', attributes: { languageCode: 'fr' }, value: 'Tomates, eau, sel.' },
  ],
};

/** The item's document as the sections give it, with an ingredient statement in two languages beside them. */
function withIngredients(tree: GdsnElement): GdsnElement {
  const information = tree.children!.find((c) => c.name === 'tradeItemInformation')!;
  const extension = information.children!.find((c) => c.name === 'extension')!;
  extension.children!.unshift(INGREDIENTS);
  return tree;
}

const ingredientTexts = (json: string | null) => json?.match(/Toma(?:toes|tes),[^"]+/g);

describe('the whole trade item, kept from the catalog to the buyer', () => {
  it('a save of the sections keeps what they do not show, and the CIN and the buyer’s copy carry it', async () => {
    const db = t.context.db;
    const [id] = exchange.items as [number];
    const { body } = await t.call<CatalogItemDetail>({
      method: 'GET',
      url: `/mds/app/catalogs/getCatalogItemDetails/${id}`,
      token: exchange.pub,
    });
    const attributes = body.data!.attributes;
    // What a GS1 XML intake stores: the whole tradeItem (here: the sections' values and an ingredient module).
    await db
      .updateTable('catalog_item')
      .set({ gdsn_document: JSON.stringify(withIngredients(sectionElement(attributes))) })
      .where('id', '=', id)
      .execute();

    const saved = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs',
      token: exchange.pub,
      payload: { catalogItemId: id, attributes: { ...attributes, Descriptions1E: 'Tomato soup, 400 g' } },
    });
    expect(saved.status, saved.body.error?.message).toBe(200);
    await t.worker.drain();

    const item = await db
      .selectFrom('catalog_item')
      .select('gdsn_document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ingredientTexts(item.gdsn_document)).toEqual(['Tomatoes, water, salt.', 'Tomates, eau, sel.']);
    expect(item.gdsn_document).toContain('Tomato soup, 400 g');
    const version = await db
      .selectFrom('catalog_item_version')
      .select('gdsn_document')
      .where('catalog_item_id', '=', id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(version.gdsn_document).toBe(item.gdsn_document);

    const cin = await db
      .selectFrom('gdsn_message')
      .select('xml')
      .where('company_id', '=', exchange.buyer)
      .where('message_type', '=', 'CIN')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(cin.xml).toContain('<ingredientStatement languageCode="fr">Tomates, eau, sel.</ingredientStatement>');
    expect(cin.xml).toContain('Tomato soup, 400 g');

    const copy = await db
      .selectFrom('received_item')
      .select(['gdsn_document', 'previous_gdsn_document', 'description'])
      .where('id', '=', exchange.copies[0]!)
      .executeTakeFirstOrThrow();
    expect(copy.description).toBe('Tomato soup, 400 g');
    expect(copy.gdsn_document).toBe(item.gdsn_document);
    expect(copy.previous_gdsn_document).toBeNull();
  });
});
