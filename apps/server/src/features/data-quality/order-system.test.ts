import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_POOL_GLN, SERVER_ERRORS, type OmsTransaction } from '@tradepool/domain';
import { parseCin } from '../../gdsn/messages/cin.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { publishToBuyer, uploadItemMaster, type DmsExchange } from '../../test/dms-exchange.js';
import { omsLine } from '../../test/oms-transactions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DMSOTI_ERRORS } from './dmsoti.js';

const HARBOR_EAST = '0843912000016';
const NORTHWIND_GLN = '0761305000019';

let t: TestApp;
/** Northwind's two items received by Harbor East: the first matched to Harbor's HE-100 by its GTIN, the second not. */
let east: DmsExchange;

const dmsoti = (receivedItemId: number, token = east.sub) =>
  t.call<string>({ method: 'GET', url: `/mds/app/dms/sodexo_dmsoti/${receivedItemId}`, token });

/** What DMSOTI queued: the buyer's outbound CINs. */
const queuedCins = () =>
  t.context.db
    .selectFrom('gdsn_message')
    .selectAll()
    .where('company_id', '=', east.buyer)
    .where('direction', '=', 'out')
    .where('message_type', '=', 'CIN')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  east = await publishToBuyer(t, {
    subscriberGln: HARBOR_EAST,
    firstSerial: 9101,
    count: 2,
    describe: (serial) => (serial === 9101 ? 'Clam chowder 12 x 15 oz' : 'Minestrone 6 x 50 oz'),
  });
  await uploadItemMaster(t, east, `productCode,gtin,description\nHE-100,${east.gtins[0]},Clam chowder\n`);
});
afterAll(async () => t.close());

describe('DMSOTI: GET dms/sodexo_dmsoti/{publisherCatalogId}', () => {
  it("queues a matched item for the buyer's order system: a CIN with the buyer's code, valid against the XSD", async () => {
    const { status, body } = await dmsoti(east.copies[0]!);
    expect(status, body.error?.message).toBe(200);
    expect(body).toEqual({ success: true, data: 'SUCCESS', error: null });

    const [message, ...more] = await queuedCins();
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      status: 'queued',
      sender_gln: DATA_POOL_GLN,
      receiver_gln: HARBOR_EAST,
      catalog_item_id: east.items[0],
      counterpart_company_id: null,
    });
    expect(message!.instance_id).toMatch(new RegExp(`^DMSOTI-${east.copies[0]}-`));
    expect(await validateAgainstXsd(message!.xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    expect(message!.xml).toContain(
      '<additionalTradeItemIdentification additionalTradeItemIdentificationTypeCode="BUYER_ASSIGNED">HE-100</additionalTradeItemIdentification>',
    );
    expect(message!.xml).toContain(`<dataRecipient>${HARBOR_EAST}</dataRecipient>`);
    const { documents, problems } = parseCin(message!.xml);
    expect(problems).toEqual([]);
    expect(documents.map((d) => [d.attributes.Coding1A, d.attributes.Descriptions1E])).toEqual([
      [east.gtins[0], 'Clam chowder 12 x 15 oz'],
    ]);
  });

  it('sends what a broad match confirmed too, every code of the buyer once', async () => {
    const db = t.context.db;
    const { id: own } = await db
      .insertInto('subscriber_item')
      .values({ company_id: east.buyer, product_code: 'HE-077', last_updated: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dms_match')
      .values({
        company_id: east.buyer,
        subscriber_item_id: own,
        received_item_id: east.copies[0]!,
        kind: 'broad',
        created_time: new Date().toISOString(),
      })
      .execute();
    expect((await dmsoti(east.copies[0]!)).body.data).toBe('SUCCESS');
    const latest = (await queuedCins()).at(-1)!;
    const codes = [...latest.xml.matchAll(/"BUYER_ASSIGNED">([^<]+)</g)].map((m) => m[1]);
    expect(codes).toEqual(['HE-077', 'HE-100']);
  });

  it('refuses, saying why, an item not matched, one withdrawn, and a company without an order system', async () => {
    const before = (await queuedCins()).length;
    const unmatched = await dmsoti(east.copies[1]!);
    expect(unmatched).toMatchObject({
      status: 409,
      body: { error: { message: DMSOTI_ERRORS.notMatched(east.gtins[1]!) } },
    });

    const db = t.context.db;
    await db.updateTable('received_item').set({ withdrawn: 1 }).where('id', '=', east.copies[0]!).execute();
    const withdrawn = await dmsoti(east.copies[0]!);
    await db.updateTable('received_item').set({ withdrawn: 0 }).where('id', '=', east.copies[0]!).execute();
    expect(withdrawn).toMatchObject({
      status: 409,
      body: { error: { message: DMSOTI_ERRORS.withdrawn(east.gtins[0]!) } },
    });

    await db.updateTable('company').set({ integ_partner_oms: 0 }).where('id', '=', east.buyer).execute();
    const noOms = await dmsoti(east.copies[0]!);
    await db.updateTable('company').set({ integ_partner_oms: 1 }).where('id', '=', east.buyer).execute();
    expect(noOms).toMatchObject({ status: 409, body: { error: { message: DMSOTI_ERRORS.noOrderSystem } } });

    expect((await queuedCins()).length).toBe(before);
  });

  it('answers 404 for an id that is no received item of the caller’s company', async () => {
    expect((await dmsoti(99_999_999)).status).toBe(404);
    const greenfield = await t.signIn('pubsub.admin');
    expect((await dmsoti(east.copies[0]!, greenfield)).status).toBe(404);
  });

  it('is for users with an order system: an OMS user may, a GDSN-only user and a read-only user may not', async () => {
    expect((await dmsoti(east.copies[0]!, await t.signIn('sub.oms'))).body.data).toBe('SUCCESS');
    expect((await dmsoti(east.copies[0]!, await t.signIn('sub.user'))).status).toBe(403);
    await t.context.db
      .updateTable('app_user')
      .set({ user_type: 'NON_GDSN_OMS' })
      .where('login', '=', 'sub.readonly')
      .execute();
    const readOnly = await dmsoti(east.copies[0]!, await t.signIn('sub.readonly'));
    expect(readOnly).toMatchObject({ status: 403, body: { error: { message: SERVER_ERRORS.forbidden } } });
  });
});

describe('order history: GET dms/oms/{publisherGLN}/transaction/items/{publisherGTIN}', () => {
  const history = (gtin: string, token = east.sub, gln = NORTHWIND_GLN) =>
    t.call<OmsTransaction[]>({ method: 'GET', url: `/mds/app/dms/oms/${gln}/transaction/items/${gtin}`, token });

  beforeAll(async () => {
    const gtin = east.gtins[0]!;
    const greenfield = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Greenfield Provisions')
      .executeTakeFirstOrThrow();
    await t.context.db
      .insertInto('oms_transaction')
      .values([
        omsLine({ company_id: east.buyer, gtin, order_number: 'PO-1001', order_date: '2026-01-06' }),
        omsLine({
          company_id: east.buyer,
          gtin,
          order_number: 'PO-1014',
          order_date: '2026-02-03',
          quantity: 12,
          unit_price_cents: 3_595,
          distribution_centre: 'Hartford DC',
        }),
        omsLine({ company_id: east.buyer, gtin: east.gtins[1]!, order_number: 'PO-1014', order_date: '2026-02-03' }),
        omsLine({
          company_id: east.buyer,
          gtin,
          order_number: 'PO-9',
          order_date: '2026-02-04',
          publisher_gln: '0893076000018',
        }),
        omsLine({ company_id: greenfield.id, gtin, order_number: 'GF-1', order_date: '2026-02-05' }),
      ])
      .execute();
  });

  it("answers the item's lines of the caller's order system, newest first, descr as description and supc as unit descriptor", async () => {
    const { status, body } = await history(east.gtins[0]!);
    expect(status, body.error?.message).toBe(200);
    expect(body.data).toEqual([
      {
        orderNumber: 'PO-1014',
        orderDate: '2026-02-03',
        description: 'SOUP CLAM CHOWDER 12/15 OZ',
        unitDescriptor: 'CASE',
        quantity: 12,
        unitPrice: 35.95,
        currencyCode: 'USD',
        distributionCentre: 'Hartford DC',
      },
      expect.objectContaining({ orderNumber: 'PO-1001', orderDate: '2026-01-06', quantity: 4, unitPrice: 34.5 }),
    ]);
  });

  it('finds a GTIN given in fewer digits, and refuses a GTIN or GLN that is none', async () => {
    await t.context.db
      .insertInto('oms_transaction')
      .values(
        omsLine({ company_id: east.buyer, gtin: '00614141000036', order_number: 'PO-1020', order_date: '2026-02-10' }),
      )
      .execute();
    expect((await history('0614141000036')).body.data!.map((line) => line.orderNumber)).toEqual(['PO-1020']);
    const bad = await history('12345678901234');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain(SERVER_ERRORS.gtinInvalid('12345678901234'));
    expect((await history(east.gtins[0]!, east.sub, '0761305000010')).status).toBe(400);
  });

  it('is empty for an item never ordered, shows each company its own lines, and only to users with an order system', async () => {
    expect((await history('96385074')).body.data).toEqual([]);
    expect((await history(east.gtins[0]!, await t.signIn('sub.oms'))).body.data).toHaveLength(2);
    expect((await history(east.gtins[0]!, await t.signIn('sub.user'))).status).toBe(403);
    const greenfield = (await history(east.gtins[0]!, await t.signIn('pubsub.admin'))).body.data!;
    expect(greenfield.map((line) => line.orderNumber)).toEqual(['GF-1']);
  });
});
