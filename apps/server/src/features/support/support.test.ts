import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_STATUS,
  SERVER_ERRORS,
  SUPPORT_TEXTS,
  type ItemMessageAnswer,
  type ItemTimeline,
  type Page,
  type SupportMessage,
  type SupportResultRow,
} from '@tradepool/domain';
import { companyItemBlock } from '../publication/service.js';
import { validateAgainstXsd, type GdsnMessageSchema } from '../../gdsn/xsd-validate.js';
import { HARBOR_WEST_GLN, NORTHWIND_GLN, publishToBuyer, type DmsExchange } from '../../test/dms-exchange.js';
import { insertTestItems } from '../../test/catalog-bulk-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { zipEntry } from '../../test/zip-entry.js';

const HARBOR_EAST_GLN = '0843912000016';
const OUTSIDE_GLN = '4000001000005';
const SCHEMAS: Record<string, GdsnMessageSchema> = {
  RCI: 'RegistryCatalogueItem',
  CIRR: 'CatalogueItemRegistrationResponse',
  GS1Response: 'GS1Response',
  CIN: 'CatalogueItemNotification',
  CIC: 'CatalogueItemConfirmation',
  CIP: 'CatalogueItemPublication',
};

const usDay = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
const daysFromNow = (days: number) => usDay(new Date(Date.now() + days * 86_400_000));

let t: TestApp;
let support: string;
let exchange: DmsExchange;

async function expectValid(message: Pick<SupportMessage, 'xml' | 'messageType'>) {
  expect(await validateAgainstXsd(message.xml, SCHEMAS[message.messageType]!), message.messageType).toEqual({
    valid: true,
    errors: [],
  });
}

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = support) =>
  t.call<T>({ method, url: `/mds/app/${url}`, token, ...(payload ? { payload } : {}) });

const search = (extra: object = {}) => ({
  publisherGln: '0761',
  fromDate: daysFromNow(-1),
  toDate: daysFromNow(0),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  support = await t.signIn('support.admin');
  exchange = await publishToBuyer(t, {
    subscriberGln: HARBOR_WEST_GLN,
    firstSerial: 7001,
    count: 3,
    describe: (serial) => `Support bisque ${serial}`,
  });
  const { pub, sub, items, copies } = exchange;
  // items[0]: synchronised by Harbor West, and published to Harbor East, which has no subscription.
  // items[1]: rejected by Harbor West, and published to a subscriber of another data pool (queued).
  // items[2]: registered again through the Global Registry (RCI, CIRR).
  await call(
    'POST',
    'gdsn/publications/subscribers/publish',
    { catalogItemId: [items[0]], gln: [HARBOR_EAST_GLN] },
    pub,
  );
  await call('POST', 'gdsn/publications/subscribers/publish', { catalogItemId: [items[1]], gln: [OUTSIDE_GLN] }, pub);
  await t.context.db.updateTable('catalog_item').set({ reg_status: null }).where('id', '=', items[2]!).execute();
  const registered = await call('POST', 'gdsn/tradeitems/registration/register', { catalogItemIds: [items[2]] }, pub);
  expect(registered.status, registered.body.error?.message).toBe(200);
  await t.worker.drain();
  await call(
    'POST',
    'gdsn/subscriptions/cic',
    { catalogItemIds: [copies[0]], publisherGln: NORTHWIND_GLN, status: 'SYNCHRONISED' },
    sub,
  );
  const rejected = await call(
    'POST',
    'dms/gdsn/subscriptions/cic',
    {
      catalogItemIds: [copies[1]],
      status: 'REJECTED',
      confirmationStatusCode: 'CIC104',
      correctiveActionCode: 'CORRECTION_MESSAGE',
    },
    sub,
  );
  expect(rejected.status, rejected.body.error?.message).toBe(200);
});
afterAll(() => t.close());

describe('support searches', () => {
  it('finds the publisher’s items changed within the dates, 20 rows by gtin, with their registration', async () => {
    const { status, body } = await call<Page<SupportResultRow>>(
      'POST',
      'support/publisher/upload/registration/search',
      search(),
    );
    expect(status, body.error?.message).toBe(200);
    const rows = body.data!.results.filter((r) => exchange.gtins.includes(r.gtin));
    expect(rows.map((r) => r.gtin)).toEqual([...exchange.gtins].sort());
    const gtins = body.data!.results.map((r) => r.gtin);
    expect(gtins).toEqual([...gtins].sort());
    expect(body.data!.results.length).toBeLessThanOrEqual(20);
    const registered = rows.find((r) => r.catalogItemId === exchange.items[2])!;
    expect(registered).toMatchObject({
      publisherGln: NORTHWIND_GLN,
      publisherName: 'Northwind Foods',
      uploadStatus: 'Validated',
      rciStatus: 'ACCEPTED',
      subscriberGln: null,
      cinInstanceId: null,
    });
    // One space between date and time: the screen splits them there.
    for (const value of [registered.uploadDateTime, registered.rciTime, registered.cirrDateTime]) {
      expect(value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    }
    expect(registered.grResponseInstanceId).toBeTruthy();
    const cirr = await call<SupportMessage>(
      'GET',
      `support/${registered.grResponseInstanceId}/0860000000093/messageDetails`,
    );
    expect(cirr.body.data).toMatchObject({ messageType: 'CIRR', receiverGln: '0860000000017' });
    await expectValid(cirr.body.data!);
  });

  it('finds nothing outside the dates or for another GLN', async () => {
    const old = await call<Page<SupportResultRow>>(
      'POST',
      'support/publisher/upload/registration/search',
      search({ fromDate: daysFromNow(-40), toDate: daysFromNow(-30) }),
    );
    expect(old.body.data).toEqual({ totalRows: 0, results: [] });
    const other = await call<Page<SupportResultRow>>(
      'POST',
      'support/publisher/upload/registration/search',
      search({ publisherGln: '0843912000016' }),
    );
    expect(other.body.data!.totalRows).toBe(0);
  });

  it('lists one row per publication with its CIN and CIC, filtered by subscriber or one item', async () => {
    const { body } = await call<Page<SupportResultRow>>(
      'POST',
      'support/publisher/upload/publication/search',
      search({ subscriberGln: [HARBOR_WEST_GLN], gtin: exchange.gtins[1] }),
    );
    expect(body.data!.results).toEqual([
      expect.objectContaining({
        gtin: exchange.gtins[1],
        subscriberGln: HARBOR_WEST_GLN,
        subscriberName: 'Harbor Foodservice',
        cicStatus: 'REJECTED',
        publicationResult: 'Delivered',
        cinInstanceId: expect.stringMatching(/^CIN-/),
        cicDateTime: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    const details = await call<Page<SupportResultRow>>(
      'POST',
      'support/publisher/upload/publication/search',
      search({ gdsnCatalogItemId: exchange.items[0], fromDate: daysFromNow(-300), toDate: daysFromNow(-200) }),
    );
    expect(details.body.data!.results.map((r) => [r.subscriberGln, r.publicationResult, r.cicStatus])).toEqual([
      [HARBOR_EAST_GLN, 'Waiting for a subscription', null],
      [HARBOR_WEST_GLN, 'Delivered', 'SYNCHRONISED'],
    ]);
  });

  it('refuses a range over 365 days, a future date, an empty GLN and wrong dates', async () => {
    const problem = async (extra: object) =>
      (await call('POST', 'support/publisher/upload/registration/search', search(extra))).body.error?.message;
    expect(await problem({ fromDate: daysFromNow(-365), toDate: daysFromNow(0) })).toContain(SUPPORT_TEXTS.dateRange);
    expect(await problem({ fromDate: daysFromNow(-364), toDate: daysFromNow(0) })).toBeUndefined();
    expect(await problem({ toDate: daysFromNow(3) })).toContain(SUPPORT_TEXTS.dateFuture);
    expect(await problem({ publisherGln: '' })).toContain(SUPPORT_TEXTS.publisherGlnRequired);
    expect(await problem({ fromDate: '2026-01-01' })).toContain(SUPPORT_TEXTS.dateFormat);
    expect(await problem({ fromDate: daysFromNow(0), toDate: daysFromNow(-1) })).toContain(SUPPORT_TEXTS.dateOrder);
    const { status } = await call(
      'POST',
      'support/publisher/upload/publication/search',
      search({ toDate: '02/30/2026' }),
    );
    expect(status).toBe(400);
  });
});

describe('support messages', () => {
  it('answers the CIN and the CIC as stored, each valid against its XSD, with the SBDH summary', async () => {
    const tradeItem = await call<ItemMessageAnswer>('POST', 'support/tradeItem', {
      gtin: exchange.gtins[1],
      tm: '840',
      subscriberGln: HARBOR_WEST_GLN,
      publisherGln: NORTHWIND_GLN,
      msgType: 'TradeItem',
    });
    const stored = await t.context.db
      .selectFrom('gdsn_message')
      .select(['id', 'xml'])
      .where('message_type', '=', 'CIN')
      .where('catalog_item_id', '=', exchange.items[1]!)
      .where('receiver_gln', '=', HARBOR_WEST_GLN)
      .executeTakeFirstOrThrow();
    expect(tradeItem.body.data!.emptyText).toBeNull();
    expect(tradeItem.body.data!.message).toMatchObject({
      messageId: stored.id,
      xml: stored.xml,
      messageType: 'CIN',
      documentType: 'catalogueItemNotification',
      receiverGln: HARBOR_WEST_GLN,
      senderGln: '0860000000017',
    });
    await expectValid(tradeItem.body.data!.message!);

    const cic = await call<ItemMessageAnswer>('POST', 'support/cic', {
      gtin: exchange.gtins[1],
      subscriberGln: HARBOR_WEST_GLN,
      msgType: 'Cic',
    });
    const cicMessage = cic.body.data!.message!;
    expect(cicMessage).toMatchObject({ messageType: 'CIC', senderGln: HARBOR_WEST_GLN });
    expect(cicMessage.xml).toContain('CIC104');
    await expectValid(cicMessage);

    const byInstance = await call<SupportMessage>(
      'GET',
      `support/${cicMessage.instanceId}/${HARBOR_WEST_GLN}/messageDetails`,
    );
    expect(byInstance.body.data!.xml).toBe(cicMessage.xml);
    const wrongSender = await call('GET', `support/${cicMessage.instanceId}/${NORTHWIND_GLN}/messageDetails`);
    expect(wrongSender.status).toBe(404);
  });

  it('says so, in a successful answer with data, when the item has no upload message or no CIC', async () => {
    // Published to Harbor East, which subscribes to nothing: no CIN went there, and no CIC came back.
    const item = { gtin: exchange.gtins[0], subscriberGln: HARBOR_EAST_GLN };
    const noCin = await call<ItemMessageAnswer>('POST', 'support/tradeItem', { ...item, msgType: 'TradeItem' });
    expect(noCin.status).toBe(200);
    expect(noCin.body).toEqual({
      success: true,
      data: { message: null, emptyText: 'No upload message for this item' },
      error: null,
    });
    const noCic = await call<ItemMessageAnswer>('POST', 'support/cic', { gtin: exchange.gtins[2], msgType: 'Cic' });
    expect(noCic.body).toEqual({
      success: true,
      data: { message: null, emptyText: 'No CIC for this item' },
      error: null,
    });
    // No such item at all reads the same.
    const unknown = await call<ItemMessageAnswer>('POST', 'support/tradeItem', { gtin: '00614141999996' });
    expect(unknown.body.data).toEqual({ message: null, emptyText: 'No upload message for this item' });
  });

  it('downloads one message as its XML file and several as a zip, named by content-disposition', async () => {
    const one = await t.app.inject({
      method: 'POST',
      url: '/mds/app/support/download',
      headers: { authorization: `Bearer ${support}` },
      payload: { gtin: exchange.gtins[1], subscriberGln: HARBOR_WEST_GLN, msgType: 'Cic' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toMatch(/^attachment; filename="CIC_.+\.xml"/);
    expect(one.body).toContain('catalogueItemConfirmationMessage');

    const many = await t.app.inject({
      method: 'POST',
      url: '/mds/app/support/download',
      headers: { authorization: `Bearer ${support}` },
      payload: { gtin: exchange.gtins[1], msgType: 'TradeItem' },
    });
    expect(many.statusCode).toBe(200);
    expect(many.headers['content-disposition']).toContain(`_${exchange.gtins[1]}_TradeItem.zip`);
    const cins = await t.context.db
      .selectFrom('gdsn_message')
      .select(['instance_id', 'xml'])
      .where('message_type', '=', 'CIN')
      .where('catalog_item_id', '=', exchange.items[1]!)
      .execute();
    expect(cins).toHaveLength(2);
    for (const cin of cins) {
      expect(zipEntry(many.rawPayload, `CIN_${cin.instance_id}.xml`)?.toString('utf8')).toBe(cin.xml);
    }

    const empty = await call('POST', 'support/download', { gtin: exchange.gtins[2], msgType: 'Cic' });
    expect(empty).toMatchObject({ status: 404, body: { error: { message: 'No data available for download.' } } });
  });
});

describe('the item timeline', () => {
  const timeline = async (id: number) => (await call<ItemTimeline>('GET', `support/timeline/${id}`)).body.data!;

  it('tells synchronised from waiting for a subscription, every message openable and valid', async () => {
    const line = await timeline(exchange.items[0]!);
    expect(line.diagnoses.map((d) => [d.subscriberGln, d.tone])).toEqual([
      [null, 'done'],
      [HARBOR_EAST_GLN, 'waiting'],
      [HARBOR_WEST_GLN, 'done'],
    ]);
    expect(line.diagnoses[1]!.text).toContain('has no subscription that matches this item');
    expect(line.diagnoses[2]!.text).toContain('synchronised the item');
    expect(line.steps.map((s) => s.step)).toEqual(expect.arrayContaining(['Created', 'CIP', 'CIN', 'CIC']));
    for (const step of line.steps.filter((s) => s.message)) {
      const { body } = await call<SupportMessage>(
        'GET',
        `support/${step.message!.instanceId}/${step.message!.senderGln}/messageDetails`,
      );
      expect(body.data!.messageType).toBe(step.message!.messageType);
      await expectValid(body.data!);
    }
  });

  it('tells a rejection with its reason and a CIN queued for another data pool', async () => {
    const line = await timeline(exchange.items[1]!);
    const bySubscriber = Object.fromEntries(line.diagnoses.map((d) => [d.subscriberGln, d]));
    expect(bySubscriber[HARBOR_WEST_GLN]).toMatchObject({ tone: 'failed' });
    expect(bySubscriber[HARBOR_WEST_GLN]!.text).toContain('rejected the item (CIC REJECTED');
    expect(bySubscriber[HARBOR_WEST_GLN]!.text).toContain('CIC104');
    expect(bySubscriber[OUTSIDE_GLN]).toMatchObject({ tone: 'waiting' });
    expect(bySubscriber[OUTSIDE_GLN]!.text).toContain('served by another data pool');
  });

  it('tells an item not registered, and one not complete', async () => {
    const [validated, draft] = await insertTestItems(t.context.db, exchange.northwind, 2, { firstSerial: 7101 });
    await t.context.db
      .updateTable('catalog_item')
      .set({ status: CATALOG_STATUS.validated })
      .where('id', '=', validated!)
      .execute();
    expect((await timeline(validated!)).diagnoses).toEqual([
      expect.objectContaining({ tone: 'failed', text: expect.stringContaining('not registered') }),
    ]);
    expect((await timeline(draft!)).diagnoses[0]!.text).toContain('must be complete and validated');
    expect((await call('GET', 'support/timeline/999999')).status).toBe(404);
  });

  it("advises registering an item only where publication's rule asks for it", async () => {
    const db = t.context.db;
    const { id: _northwind, ...columns } = await db
      .selectFrom('company')
      .selectAll()
      .where('id', '=', exchange.northwind)
      .executeTakeFirstOrThrow();
    const { id: outside } = await db
      .insertInto('company')
      .values({ ...columns, name: 'Outside GDSN Foods', is_gdsn: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [outsideItem] = await insertTestItems(db, outside, 1, { firstSerial: 7201 });
    const [gdsnItem] = await insertTestItems(db, exchange.northwind, 1, { firstSerial: 7202 });
    const ids = [outsideItem!, gdsnItem!];
    await db
      .updateTable('catalog_item')
      .set({ status: CATALOG_STATUS.validated, reg_status: null })
      .where('id', 'in', ids)
      .execute();
    const rows = await db
      .selectFrom('catalog_item')
      .select(['id', 'gtin', 'status', 'reg_status'])
      .where('id', 'in', ids)
      .execute();
    const row = (id: number) => rows.find((r) => r.id === id)!;

    expect(companyItemBlock(row(outsideItem!), { isGdsn: false })).toBeNull();
    const [outsideDiagnosis] = (await timeline(outsideItem!)).diagnoses;
    expect(outsideDiagnosis!.text).not.toMatch(/regist/i);
    expect(outsideDiagnosis!.text).toContain('not published to any subscriber');

    const reason = companyItemBlock(row(gdsnItem!), { isGdsn: true });
    expect(reason).toContain('register it');
    expect((await timeline(gdsnItem!)).diagnoses).toEqual([
      { subscriberGln: null, subscriberName: null, tone: 'failed', text: reason },
    ]);
  });
});

describe('re-send', () => {
  it('hands a failed RCI back to the send job once, and refuses one already sent', async () => {
    const db = t.context.db;
    const rci = await db
      .selectFrom('gdsn_message')
      .select(['id', 'status'])
      .where('catalog_item_id', '=', exchange.items[2]!)
      .where('message_type', '=', 'RCI')
      .executeTakeFirstOrThrow();
    expect(rci.status).toBe('processed');
    expect((await call('POST', 'support/resend', { kind: 'rci', messageId: rci.id })).status).toBe(409);

    await db
      .updateTable('gdsn_message')
      .set({ status: 'failed', error: 'registry unreachable' })
      .where('id', '=', rci.id)
      .execute();
    const line = await call<ItemTimeline>('GET', `support/timeline/${exchange.items[2]}`);
    expect(line.body.data!.steps.find((s) => s.step === 'RCI')!.resend).toEqual({ kind: 'rci', messageId: rci.id });
    const resent = await call('POST', 'support/resend', { kind: 'rci', messageId: rci.id });
    expect(resent).toMatchObject({ status: 200, body: { data: { queued: true } } });
    await t.worker.drain();
    const after = await db
      .selectFrom('gdsn_message')
      .select(['status', 'xml'])
      .where('id', '=', rci.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('processed');
    await expectValid({ xml: after.xml, messageType: 'RCI' });
  });

  it('re-delivers a failed CIN through the delivery job, never a second copy of one delivered', async () => {
    const db = t.context.db;
    const publication = await db
      .selectFrom('publication')
      .select(['id'])
      .where('catalog_item_id', '=', exchange.items[1]!)
      .where('subscriber_gln', '=', OUTSIDE_GLN)
      .executeTakeFirstOrThrow();
    const delivered = await db
      .selectFrom('publication')
      .select('id')
      .where('catalog_item_id', '=', exchange.items[1]!)
      .where('subscriber_gln', '=', HARBOR_WEST_GLN)
      .executeTakeFirstOrThrow();
    expect((await call('POST', 'support/resend', { kind: 'cin', publicationId: delivered.id })).status).toBe(409);
    expect((await call('POST', 'support/resend', { kind: 'cin', publicationId: publication.id })).status).toBe(409);

    // As if the delivery batch had failed before storing its CIN.
    await db
      .deleteFrom('gdsn_message')
      .where('catalog_item_id', '=', exchange.items[1]!)
      .where('receiver_gln', '=', OUTSIDE_GLN)
      .execute();
    await db
      .updateTable('publication')
      .set({ delivery_status: 'failed', delivery_error: 'connection reset', delivered_time: null })
      .where('id', '=', publication.id)
      .execute();
    const line = await call<ItemTimeline>('GET', `support/timeline/${exchange.items[1]}`);
    expect(line.body.data!.diagnoses.find((d) => d.subscriberGln === OUTSIDE_GLN)).toMatchObject({
      tone: 'failed',
      text: expect.stringContaining('connection reset'),
    });
    const step = line.body.data!.steps.find((s) => s.resend?.kind === 'cin')!;
    expect(step.resend).toEqual({ kind: 'cin', publicationId: publication.id });
    expect((await call('POST', 'support/resend', step.resend!)).status).toBe(200);
    expect((await call('POST', 'support/resend', step.resend!)).status).toBe(200);
    await t.worker.drain();
    const cins = await db
      .selectFrom('gdsn_message')
      .select(['xml', 'status'])
      .where('catalog_item_id', '=', exchange.items[1]!)
      .where('receiver_gln', '=', OUTSIDE_GLN)
      .where('message_type', '=', 'CIN')
      .execute();
    // Two re-sends while it was failed: the first job sends it, the second finds it queued and leaves it.
    expect(cins.map((c) => c.status)).toEqual(['queued']);
    await expectValid({ xml: cins[0]!.xml, messageType: 'CIN' });
    expect((await call('POST', 'support/resend', step.resend!)).status).toBe(409);
  });
});

describe('authorization', () => {
  it('refuses every other user, and the support admin working in another company', async () => {
    for (const login of ['pub.admin', 'site.admin', 'sub.admin']) {
      const token = await t.signIn(login);
      const { status, body } = await call('POST', 'support/publisher/upload/registration/search', search(), token);
      expect({ login, status, body }).toEqual({
        login,
        status: 403,
        body: { success: false, data: null, error: { message: SERVER_ERRORS.forbidden } },
      });
    }
    const supportUser = await t.context.db
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', 'support.admin')
      .executeTakeFirstOrThrow();
    await t.context.db
      .insertInto('user_company')
      .values({ user_id: supportUser.id, company_id: exchange.northwind })
      .execute();
    const elsewhere = await t.signIn('support.admin');
    await call('GET', `users/company/${exchange.northwind}/select`, undefined, elsewhere);
    expect((await call('GET', `support/timeline/${exchange.items[0]}`, undefined, elsewhere)).status).toBe(403);
    const user = await call<{ auth: string[] }>('GET', 'users', undefined, elsewhere);
    expect(user.body.data!.auth).toEqual(['CATALOG_VIEW', 'COMPANY_VIEW', 'USER_ACCOUNT_VIEW']);
    const home = await call<{ auth: string[] }>('GET', 'users', undefined, support);
    expect(home.body.data!.auth).toContain('SUPPORT_WORKFLOW');
  });
});

describe('the support search’s GTIN as a GS1 Digital Link', () => {
  it('finds the item of a Digital Link URI as of its GTIN, and refuses a URI that is not a GTIN’s', async () => {
    const url = 'support/publisher/upload/publication/search';
    const gtin = exchange.gtins[1]!;
    const byGtin = await call<Page<SupportResultRow>>('POST', url, search({ gtin }));
    const byLink = await call<Page<SupportResultRow>>(
      'POST',
      url,
      search({ gtin: `https://brand.example/products/01/${gtin}?17=261231` }),
    );
    expect(byLink.status, byLink.body.error?.message).toBe(200);
    expect(byLink.body.data!.results.length).toBeGreaterThan(0);
    expect(byLink.body.data).toEqual(byGtin.body.data);
    const sscc = await call('POST', url, search({ gtin: 'https://id.gs1.org/00/106141411234567897' }));
    expect(sscc.status).toBe(400);
    expect(sscc.body.error!.message).toContain(SUPPORT_TEXTS.gtinDigits);
  });
});
