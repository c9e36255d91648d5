import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_POOL_GLN,
  REGISTRY_STATE,
  SERVER_ERRORS,
  SUBSCRIPTION_STATUS,
  type Page,
  type SubscriberItemRow,
} from '@tradepool/domain';
import { buildRfcin } from '../../gdsn/messages/rfcin.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { DELIVERY_JOB } from '../../jobs/job-names.js';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';
import { gdsnSample, sendGdsnMessage, withParties } from '../../test/gdsn-samples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { XML_NOT_ENABLED } from './service.js';

const HARBOR_EAST = '0843912000016';
const HARBOR_WEST = '0843912000023';
const NORTHWIND = '0761305000019';
const NORTHWIND_SECOND_GLN = '0761305000026';
const SAMPLE_GTIN = '00074562000525';

let t: TestApp;
let pub: string;
let sub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
  sub = await t.signIn('sub.admin');
});
afterAll(async () => t.close());

const sample = gdsnSample;
let sent = 0;
/** Sends the message as a new one: the pool answers a repeated InstanceIdentifier with its first answer. */
const send = (xml: string, token: string, contentType?: string) =>
  sendGdsnMessage(t, xml.replace(/(<sh:InstanceIdentifier>)(\d+)</, `$1$2-${++sent}<`), token, contentType);

async function registeredItem(gtin: string, targetMarket = '840'): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/mds/app/catalogs',
    payload: { attributes: catalogItemAttributes(gtin, { Coding1AF: targetMarket }) },
    token: pub,
  });
  expect(res.status, res.body.error?.message).toBe(200);
  const { id } = await t.context.db
    .selectFrom('catalog_item')
    .select('id')
    .where('gtin', '=', gtin)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  await t.worker.drain();
  await t.context.db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('POST gdsn/messages: GS1 XML from other data pools and integrations', () => {
  let itemId: number;

  beforeAll(async () => {
    itemId = await registeredItem(SAMPLE_GTIN, '124');
  });

  it('answers GS1 samples from parties that are not the caller with a GS1Response error, never a 500', async () => {
    for (const [name, token] of [
      ['CatalogueItemPublication', pub],
      ['CatalogueItemConfirmation', sub],
      ['CatalogueItemSubscription', sub],
    ] as const) {
      const answer = await send(sample(name), token);
      expect(answer.status).toBe(400);
      expect(answer.type).toContain('application/xml');
      expect(parseGs1Response(answer.xml).messageErrors[0]!.code).toBe('DP-NOT-SENDER');
      expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
    }
  });

  it('answers what is not a GS1 message with a GS1Response error', async () => {
    for (const body of [
      'hello',
      '<a>',
      sample('CatalogueItemPublication').slice(0, 400),
      '<?xml version="1.0"?><x:y xmlns:x="urn:other"/>',
    ]) {
      const answer = await send(body, pub);
      expect(answer.status).toBe(400);
      expect(parseGs1Response(answer.xml).messageErrors[0]!.code).toBe('DP-UNREADABLE');
    }
    expect((await send(JSON.stringify({ a: 1 }), pub, 'application/json')).status).toBe(415);
  });

  it('takes the sample CIP with our GLNs: the item is published to Harbor East', async () => {
    const cip = withParties(sample('CatalogueItemPublication'), {
      'sh:Sender': NORTHWIND,
      dataSource: NORTHWIND,
      gln: NORTHWIND,
      publishToGLN: HARBOR_EAST,
    });
    const answer = await send(cip, pub);
    expect(answer.status, answer.xml).toBe(200);
    expect(answer.xml).toContain('ACCEPTED');
    expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
    const publication = await t.context.db
      .selectFrom('publication')
      .selectAll()
      .where('catalog_item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(publication).toMatchObject({ subscriber_gln: HARBOR_EAST, active: 1 });
    const kept = await t.context.db
      .selectFrom('gdsn_message')
      .select(['message_type', 'direction', 'status'])
      .where('instance_id', 'like', '20051101-%')
      .execute();
    expect(kept).toContainEqual({ message_type: 'CIP', direction: 'in', status: 'processed' });
  });

  it('takes the sample CIS from Harbor: the subscription releases the CIN', async () => {
    // The sample subscribes to a GPC brick: the one our item carries.
    const cis = withParties(
      sample('CatalogueItemSubscription'),
      { 'sh:Sender': HARBOR_EAST, dataRecipient: HARBOR_EAST, gln: HARBOR_EAST },
      { '<gpcCategoryCode>10000028<': '<gpcCategoryCode>10000025<' },
    );
    const answer = await send(cis, sub);
    expect(answer.status, answer.xml).toBe(200);
    await t.worker.drain();
    const cin = await t.context.db
      .selectFrom('gdsn_message')
      .select(['direction', 'receiver_gln'])
      .where('message_type', '=', 'CIN')
      .where('catalog_item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(cin).toEqual({ direction: 'in', receiver_gln: HARBOR_EAST });
  });

  it('takes the sample CIC (REVIEW) from Harbor: the item shows on the review list', async () => {
    const cic = withParties(
      sample('CatalogueItemConfirmation'),
      {
        'sh:Sender': HARBOR_EAST,
        gln: HARBOR_EAST,
        recipientGLN: HARBOR_EAST,
        messageCreatorGLN: HARBOR_EAST,
        dataSource: NORTHWIND,
      },
      { '<targetMarketCountryCode>528<': '<targetMarketCountryCode>124<' },
    );
    const answer = await send(cic, sub);
    expect(answer.status, answer.xml).toBe(200);
    const review = await t.call<Page<SubscriberItemRow>>({
      method: 'POST',
      url: '/mds/app/gdsn/publications/subscribers/items/published/search',
      payload: { status: 'REVIEW' },
      token: pub,
    });
    expect(review.body.data!.results.map((r) => r.gtin)).toContain(SAMPLE_GTIN);
  });

  it('refuses a CIC for a subscriber GLN that is not the caller’s', async () => {
    const cic = withParties(sample('CatalogueItemConfirmation'), {
      'sh:Sender': HARBOR_EAST,
      gln: HARBOR_EAST,
      recipientGLN: HARBOR_WEST,
      dataSource: NORTHWIND,
    });
    const answer = await send(cic, sub);
    expect(answer.status).toBe(400);
    expect(parseGs1Response(answer.xml).transactions[0]!.errors[0]!.code).toBe('DP-NOT-OWNER');
  });

  it('takes the sample RFCIN: the CIN is sent again', async () => {
    const rfcin = withParties(
      sample('RequestForCatalogueItemNotification'),
      { 'sh:Sender': HARBOR_EAST, dataRecipient: HARBOR_EAST, gln: HARBOR_EAST },
      { '<gpcCategoryCode>10000028<': '<gpcCategoryCode>10000025<' },
    );
    expect((await send(rfcin, sub)).status).toBe(200);
    await t.worker.drain();
    const cins = await t.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('message_type', '=', 'CIN')
      .where('catalog_item_id', '=', itemId)
      .execute();
    expect(cins).toHaveLength(2);
  });

  describe('an RFCIN re-sends what the delivery’s subscription match meets', () => {
    const cinCount = async () =>
      (
        await t.context.db
          .selectFrom('gdsn_message')
          .select('id')
          .where('message_type', '=', 'CIN')
          .where('catalog_item_id', '=', itemId)
          .execute()
      ).length;
    const rfcin = (criteria: { dataSource?: string; gpcCategoryCode?: string }) =>
      buildRfcin({
        instanceId: `RFCIN-${uniqueGtin()}`,
        senderGln: HARBOR_EAST,
        receiverGln: DATA_POOL_GLN,
        createdAt: new Date(),
        items: [{ entityId: '1', dataRecipient: HARBOR_EAST, isReload: false, ...criteria }],
      });

    it('names the publisher by any GLN of its company, as a subscription does', async () => {
      const before = await cinCount();
      const answer = await send(rfcin({ dataSource: NORTHWIND_SECOND_GLN, gpcCategoryCode: '10000025' }), sub);
      expect(answer.status, answer.xml).toBe(200);
      await t.worker.drain();
      expect(await cinCount()).toBe(before + 1);
    });

    it('sends nothing again, and leaves the publication delivered, when no Valid subscription meets it', async () => {
      const db = t.context.db;
      const valid = await db
        .selectFrom('subscription')
        .select('id')
        .where('subscriber_gln', '=', HARBOR_EAST)
        .where('status', '=', SUBSCRIPTION_STATUS.valid)
        .execute();
      expect(valid.length).toBeGreaterThan(0);
      const subscriptions = db.updateTable('subscription').where(
        'id',
        'in',
        valid.map((v) => v.id),
      );
      await subscriptions.set({ status: SUBSCRIPTION_STATUS.cancelled }).execute();
      const before = await cinCount();
      const answer = await send(rfcin({ gpcCategoryCode: '10000025' }), sub);
      expect(answer.status, answer.xml).toBe(200);
      const queued = await db
        .selectFrom('job')
        .select('id')
        .where('type', '=', DELIVERY_JOB)
        .where('status', '=', 'queued')
        .execute();
      expect(queued).toEqual([]);
      await t.worker.drain();
      expect(await cinCount()).toBe(before);
      const publication = await db
        .selectFrom('publication')
        .select('delivery_status')
        .where('catalog_item_id', '=', itemId)
        .executeTakeFirstOrThrow();
      expect(publication.delivery_status).toBe('delivered');
      await subscriptions.set({ status: SUBSCRIPTION_STATUS.valid }).execute();
    });
  });

  it('takes the sample CIHW with our GLNs: the publication is withdrawn', async () => {
    const cihw = withParties(
      sample('CatalogueItemHierarchicalWithdrawal'),
      { 'sh:Sender': NORTHWIND, gln: NORTHWIND, dataSource: NORTHWIND, dataRecipient: HARBOR_EAST },
      { '<targetMarketCountryCode>528<': '<targetMarketCountryCode>124<' },
    );
    const answer = await send(cihw, pub);
    expect(answer.status, answer.xml).toBe(200);
    const publication = await t.context.db
      .selectFrom('publication')
      .select('active')
      .where('catalog_item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(publication.active).toBe(0);
  });

  it('answers the sample CIN with our GLN as the sender and information provider: its item breaks rule 549, nothing is stored', async () => {
    const before = await t.context.db.selectFrom('catalog_upload').select('id').execute();
    const cin = withParties(
      sample('CatalogueItemNotification'),
      { 'sh:Sender': NORTHWIND },
      { '8712345678913': NORTHWIND, '6612345678944': NORTHWIND },
    );
    const answer = await send(cin, pub);
    expect(answer.status, answer.xml).toBe(400);
    expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
    const [refused] = parseGs1Response(answer.xml).transactions;
    expect(refused).toMatchObject({ entityId: '20051101', ownerGln: NORTHWIND });
    expect(refused!.errors.map((e) => e.code)).toContain('549');
    expect(await t.context.db.selectFrom('catalog_upload').select('id').execute()).toEqual(before);
  });

  it('is refused to a read-only subscriber', async () => {
    const readOnly = await t.signIn('sub.readonly');
    const answer = await send(sample('CatalogueItemConfirmation'), readOnly);
    expect(answer.status).toBe(403);
  });

  it('authorizes each message as the action it carries: another role’s is a 403, and nothing is kept', async () => {
    const kept = async () => (await t.context.db.selectFrom('gdsn_message').select('id').execute()).length;
    const before = await kept();
    const refusals = [
      { xml: sample('CatalogueItemConfirmation'), token: pub, type: 'CIC' },
      { xml: sample('CatalogueItemSubscription'), token: pub, type: 'CIS' },
      { xml: sample('CatalogueItemPublication'), token: sub, type: 'CIP' },
    ];
    for (const { xml, token, type } of refusals) {
      const answer = await send(xml, token);
      expect({ type, status: answer.status, body: JSON.parse(answer.xml) as unknown }).toMatchObject({
        status: 403,
        body: { error: { message: SERVER_ERRORS.messageNotAllowed(type) } },
      });
    }
    expect(await kept()).toBe(before);
  });

  it('is for GDSN users: a non-GDSN user with the subscriber’s actions is refused', async () => {
    const answer = await send(sample('CatalogueItemConfirmation'), await t.signIn('sub.oms'));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.xml)).toMatchObject({ error: { message: SERVER_ERRORS.gdsnUsersOnly } });
  });

  it('is refused to a company with only the outbound XML integration (which is for receiving), and nothing is kept', async () => {
    const harbor = t.context.db.updateTable('company').where('name', '=', 'Harbor Foodservice');
    await harbor.set({ integ_inbound_xml: 0, integ_outbound_xml: 1 }).execute();
    const kept = async () => (await t.context.db.selectFrom('gdsn_message').select('id').execute()).length;
    const before = await kept();
    const answer = await send(sample('CatalogueItemConfirmation'), sub);
    expect({ status: answer.status, body: JSON.parse(answer.xml) as unknown }).toMatchObject({
      status: 403,
      body: { error: { message: XML_NOT_ENABLED } },
    });
    expect(await kept()).toBe(before);
    await harbor.set({ integ_inbound_xml: 1 }).execute();
  });

  it('is refused to a company without the XML integration', async () => {
    const other = await registeredItem(uniqueGtin());
    expect(other).toBeGreaterThan(0);
    await t.context.db
      .updateTable('company')
      .set({ integ_inbound_xml: 0, integ_outbound_xml: 0 })
      .where('name', '=', 'Northwind Foods')
      .execute();
    const answer = await send(sample('CatalogueItemPublication'), pub);
    expect(answer.status).toBe(403);
    await t.context.db
      .updateTable('company')
      .set({ integ_inbound_xml: 1 })
      .where('name', '=', 'Northwind Foods')
      .execute();
  });
});
