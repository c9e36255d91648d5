import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_STATE,
  type CicHistoryRow,
  type DmsSummaryRow,
  type InboxPage,
  type ItemTimeline,
  type Page,
  type ScorecardRow,
  type SubscriberCatalogRow,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { buildCic } from '../../gdsn/messages/cic.js';
import { buildCihw } from '../../gdsn/messages/cihw.js';
import { buildCin, type CinTradeItemNode } from '../../gdsn/messages/cin-builder.js';
import { buildGs1Response, parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { buildRfcin } from '../../gdsn/messages/rfcin.js';
import { poolGln } from '../../gdsn/pool-gln.js';
import { NETWORK_RECEIVE_JOB, NETWORK_SEND_JOB } from '../../jobs/job-names.js';
import { enqueueJob } from '../../jobs/queue.js';
import { catalogItemAttributes, saveItem, uniqueGtin } from '../../test/catalog-items.js';
import { gdsnSample, sendGdsnMessage, withParties } from '../../test/gdsn-samples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveNetworkMessage } from './service.js';

const HARBOR_EAST = '0843912000016';
/** The partner pool, a supplier and a buyer it serves. */
const REMOTE_POOL = '0860000000024';
const REMOTE_SUPPLIER = '4000001000005';
const REMOTE_BUYER = '4000001000012';
/** A GLN neither pool serves. */
const NOBODY = '4000002000004';

let t: TestApp;
let sub: string;
let pub: string;
let partnerId: number;
let harborId: number;
let sequence = 0;
const instance = (kind: string) => `${kind}-NET-${Date.now()}-${++sequence}`;

beforeAll(async () => {
  t = await createTestApp();
  sub = await t.signIn('sub.admin');
  pub = await t.signIn('pub.admin');
  const now = nowIso();
  partnerId = (
    await t.context.db
      .insertInto('network_partner')
      .values({
        name: 'Pool B',
        as2_id: 'POOL-B',
        url: 'http://127.0.0.1:9/mds/app/gdsn/as2',
        certificate_pem: 'unused here',
        enabled: 1,
        created_time: now,
        modified_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.context.db
    .insertInto('network_partner_gln')
    .values([REMOTE_POOL, REMOTE_SUPPLIER, REMOTE_BUYER].map((gln) => ({ partner_id: partnerId, gln })))
    .execute();
  harborId = (
    await t.context.db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', HARBOR_EAST)
      .executeTakeFirstOrThrow()
  ).company_id;
});
afterAll(async () => t.close());

const receive = (xml: string) => receiveNetworkMessage(t.context.db, t.context.receivedCopies, { partnerId, xml });

/** A remote supplier's case of 6 eaches, as the other pool's CIN carries it. */
function remoteCase() {
  const eachGtin = uniqueGtin();
  const caseGtin = uniqueGtin();
  const provider = { Parties1A: REMOTE_SUPPLIER, Parties1B: 'Remote Foods' };
  const each: CinTradeItemNode = { attributes: catalogItemAttributes(eachGtin, provider), children: [] };
  const root: CinTradeItemNode = {
    attributes: catalogItemAttributes(caseGtin, {
      ...provider,
      Coding1AD: 'CASE',
      Coding1E: 'false',
      Coding1F: 'false',
    }),
    children: [{ quantity: 6, node: each }],
  };
  return { eachGtin, caseGtin, root };
}

function remoteCin(root: CinTradeItemNode, recipient = HARBOR_EAST, instanceId = instance('CIN')) {
  return buildCin({
    instanceId,
    senderGln: REMOTE_POOL,
    receiverGln: poolGln(),
    createdAt: new Date(),
    transactions: [
      {
        entityId: 'T1',
        command: 'ADD',
        isReload: false,
        dataRecipientGln: recipient,
        sourceDataPool: REMOTE_POOL,
        root,
      },
    ],
  });
}

/** The remote publisher's CIHW of a hierarchy it sent Harbor East. */
const withdrawal = (rootGtin: string) =>
  buildCihw({
    instanceId: instance('CIHW'),
    senderGln: REMOTE_POOL,
    receiverGln: poolGln(),
    createdAt: new Date(),
    items: [
      {
        entityId: 'W1',
        dataSource: REMOTE_SUPPLIER,
        gtin: rootGtin,
        targetMarket: '840',
        reasonCode: 'PUBLICATION_WITHDRAWAL',
        dataRecipients: [HARBOR_EAST],
        sourceDataPool: REMOTE_POOL,
      },
    ],
  });

const copiesOf = (gtin: string) =>
  t.context.db.selectFrom('received_item').selectAll().where('gtin', '=', gtin).execute();

/** Every level of a hierarchy the buyer received. */
const hierarchyOf = (rootGtin: string) =>
  t.context.db.selectFrom('received_item').selectAll().where('root_gtin', '=', rootGtin).execute();

const answerTo = async (id: number | null) => {
  const row = await t.context.db.selectFrom('gdsn_message').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
  return { row, response: parseGs1Response(row.xml) };
};

describe('a CIN from a publisher of another data pool', () => {
  it("becomes the buyer's received copies, whole, seen by its subscriber catalog, and is answered ACCEPTED", async () => {
    const { root, caseGtin, eachGtin } = remoteCase();
    const outcome = await receive(remoteCin(root));
    expect(outcome).toMatchObject({ type: 'CIN', processed: true, accepted: true, errors: [] });

    const [top] = await copiesOf(caseGtin);
    expect(top).toMatchObject({
      company_id: harborId,
      subscriber_gln: HARBOR_EAST,
      publisher_company_id: null,
      source_item_id: null,
      info_provider_gln: REMOTE_SUPPLIER,
      root_gtin: caseGtin,
      unit_descriptor: 'CASE',
      withdrawn: 0,
      version: 1,
      children: JSON.stringify([{ gtin: eachGtin, quantity: 6 }]),
    });
    expect(JSON.parse(top!.gdsn_document!)).toMatchObject({ name: 'tradeItem' });
    const [each] = await copiesOf(eachGtin);
    expect(each).toMatchObject({ root_gtin: caseGtin, cin_message_id: top!.cin_message_id });

    const inbound = await t.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('id', '=', top!.cin_message_id!)
      .executeTakeFirstOrThrow();
    expect(inbound).toMatchObject({
      company_id: harborId,
      direction: 'in',
      message_type: 'CIN',
      sender_gln: REMOTE_POOL,
    });

    const found = await t.call<Page<SubscriberCatalogRow>>({
      method: 'POST',
      url: '/mds/app/catalogs/subscriber/search',
      payload: { keyword: caseGtin },
      token: sub,
    });
    expect(found.body.data!.results.map((r) => r.gtin)).toEqual([caseGtin]);
    // Data quality's work list and the score card count the remote publisher's items as any publisher's.
    const dms = await t.call<Page<DmsSummaryRow>>({
      method: 'POST',
      url: '/mds/app/dms/summary/search',
      payload: {},
      token: sub,
    });
    expect(dms.body.data!.results.find((r) => r.publisherGln === REMOTE_SUPPLIER)).toMatchObject({
      publishedItemsCount: expect.any(Number),
    });
    const scores = await t.call<Page<ScorecardRow>>({
      method: 'POST',
      url: '/mds/app/scorecard/subscriberScore',
      payload: {},
      token: sub,
    });
    expect(scores.body.data!.results.map((r) => r.publisherGln)).toContain(REMOTE_SUPPLIER);

    const { row, response } = await answerTo(outcome.responseId);
    expect(row).toMatchObject({
      direction: 'out',
      status: 'queued',
      receiver_gln: REMOTE_POOL,
      transport_partner_id: partnerId,
      transport_status: 'sending',
    });
    expect(response.messageErrors).toEqual([]);
    expect(response.accepted).toHaveLength(1);
    const send = await t.context.db
      .selectFrom('job')
      .select('payload')
      .where('type', '=', NETWORK_SEND_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(send.map((j) => JSON.parse(j.payload) as unknown)).toContainEqual({ partnerId });
  });

  it("keeps GS1's sample CIN whole: the tradeItem tree as sent", async () => {
    const xml = withParties(
      gdsnSample('CatalogueItemNotification'),
      {
        'sh:Sender': REMOTE_POOL,
        'sh:Receiver': poolGln(),
        dataRecipient: HARBOR_EAST,
        informationProviderOfTradeItem: REMOTE_SUPPLIER,
        manufacturerOfTradeItem: REMOTE_SUPPLIER,
      },
      { '<sh:InstanceIdentifier>': `<sh:InstanceIdentifier>${instance('S')}-` },
    );
    const outcome = await receive(xml);
    expect(outcome.errors).toEqual([]);
    const [copy] = await copiesOf('00074562000525');
    expect(copy).toMatchObject({
      company_id: harborId,
      publisher_company_id: null,
      info_provider_gln: REMOTE_SUPPLIER,
    });
    const tree = JSON.stringify(JSON.parse(copy!.gdsn_document!));
    expect(tree).toContain('tradeItemMeasurements');
  });

  it('is processed once however often it comes, and a CIN for a GLN this pool does not serve is REJECTED', async () => {
    const { root, caseGtin } = remoteCase();
    const xml = remoteCin(root);
    const first = await receive(xml);
    const again = await receive(xml);
    expect(again).toMatchObject({ processed: false, responseId: first.responseId, messageId: first.messageId });
    expect(await copiesOf(caseGtin)).toHaveLength(1);
    const answers = await t.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('message_type', '=', 'GS1Response')
      .where('correlation_id', '=', parseGs1Response((await answerTo(first.responseId)).row.xml).correlationId)
      .execute();
    expect(answers).toHaveLength(1);

    const lost = remoteCase();
    const refused = await receive(remoteCin(lost.root, NOBODY));
    expect(refused.accepted).toBe(false);
    const { response } = await answerTo(refused.responseId);
    expect(response.transactions[0]!.errors[0]).toMatchObject({ code: 'DP-NOT-FOUND' });
    expect(await copiesOf(lost.caseGtin)).toEqual([]);

    // Northwind publishes through this pool: another pool's CIN may not stand for its items.
    const gtin = uniqueGtin();
    const forged = await receive(
      remoteCin({ attributes: catalogItemAttributes(gtin, { Parties1A: '0761305000019' }), children: [] }),
    );
    expect((await answerTo(forged.responseId)).response.transactions[0]!.errors[0]).toMatchObject({
      code: 'DP-NOT-OWNER',
    });
    expect(await copiesOf(gtin)).toEqual([]);
  });

  it('is refused whole, unanswered, from a sender the partner does not serve', async () => {
    const { root } = remoteCase();
    const xml = remoteCin(root).replace(
      new RegExp(`(<sh:Sender>\\s*<sh:Identifier Authority="GS1">)${REMOTE_POOL}`),
      `$1${NOBODY}`,
    );
    const outcome = await receive(xml);
    expect(outcome).toMatchObject({ accepted: false, responseId: null });
    expect(outcome.errors[0]).toContain('DP-NOT-SENDER');
  });

  it("arrives through the network-receive job from network_inbound, each partner's payloads in order", async () => {
    const { root, caseGtin } = remoteCase();
    const inbound = async (xml: string) =>
      (
        await t.context.db
          .insertInto('network_inbound')
          .values({
            partner_id: partnerId,
            as2_message_id: `<${instance('AS2')}@pool-b>`,
            mic: null,
            payload_xml: xml,
            received_time: nowIso(),
            status: 'received',
            error: null,
            gdsn_message_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const cin = await inbound(remoteCin(root));
    const cihw = await inbound(withdrawal(caseGtin));
    // The CIHW's job runs first (another worker took it): the CIN before it is processed first all the same.
    await enqueueJob(t.context.db, NETWORK_RECEIVE_JOB, { inboundId: cihw });
    await t.worker.drain();
    await enqueueJob(t.context.db, NETWORK_RECEIVE_JOB, { inboundId: cin });
    await t.worker.drain();
    const rows = await t.context.db
      .selectFrom('network_inbound')
      .selectAll()
      .where('id', 'in', [cin, cihw])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ['processed', null],
      ['processed', null],
    ]);
    expect((await hierarchyOf(caseGtin)).map((c) => c.withdrawn)).toEqual([1, 1]);
  });

  it("is withdrawn by the publisher's CIHW, and another company sees none of it", async () => {
    const { root, caseGtin } = remoteCase();
    await receive(remoteCin(root));
    const outcome = await receive(withdrawal(caseGtin));
    expect(outcome.errors).toEqual([]);
    expect((await hierarchyOf(caseGtin)).map((c) => c.withdrawn)).toEqual([1, 1]);

    // Both companies read their messages through the inbox of integrated systems.
    await t.context.db.updateTable('company').set({ integ_outbound_xml: 1 }).execute();
    const northwind = await t.call<InboxPage>({
      method: 'GET',
      url: '/mds/app/gdsn/messages?messageType=CIHW',
      token: pub,
    });
    expect(northwind.body.data!.results.some((m) => m.instanceId === outcome.instanceId)).toBe(false);
    const harbor = await t.call<InboxPage>({
      method: 'GET',
      url: '/mds/app/gdsn/messages?messageType=CIHW',
      token: sub,
    });
    expect(harbor.body.data!.results.some((m) => m.instanceId === outcome.instanceId)).toBe(true);
  });
});

describe("the buyer's CIC on a copy from another data pool", () => {
  it('is queued to the publisher as an out CIC, and the buyer sees its state and history', async () => {
    const { root, caseGtin } = remoteCase();
    await receive(remoteCin(root));
    const [top] = await copiesOf(caseGtin);
    const res = await t.call<{ results: { success: boolean; error: string | null }[] }>({
      method: 'POST',
      url: '/mds/app/dms/gdsn/subscriptions/cic',
      payload: { catalogItemIds: [top!.id], status: 'REVIEW', confirmationStatusCode: 'CIC100' },
      token: sub,
    });
    expect(res.status, res.body.error?.message).toBe(200);
    expect(res.body.data!.results).toEqual([expect.objectContaining({ success: true })]);
    const cic = await t.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('company_id', '=', harborId)
      .where('message_type', '=', 'CIC')
      .where('direction', '=', 'out')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(cic).toMatchObject({
      status: 'queued',
      receiver_gln: REMOTE_SUPPLIER,
      sender_gln: HARBOR_EAST,
      transport_partner_id: partnerId,
      transport_status: 'sending',
    });
    expect(cic.xml).toContain('CIC100');
    expect((await copiesOf(caseGtin))[0]!.cic_status).toBe('REVIEW');

    const history = await t.call<CicHistoryRow[]>({
      method: 'GET',
      url: `/mds/app/gdsn/subscriptions/${REMOTE_SUPPLIER}/cichistory/${top!.id}`,
      token: sub,
    });
    expect(history.status, history.body.error?.message).toBe(200);
    expect(history.body.data!.map((h) => [h.status, h.reasons[0]?.code])).toEqual([['REVIEW', 'CIC100']]);

    // The partner's GS1Response to it sets its status.
    const answered = await receive(
      buildGs1Response({
        instanceId: instance('R'),
        senderGln: REMOTE_POOL,
        receiverGln: HARBOR_EAST,
        createdAt: new Date(),
        correlationId: cic.instance_id,
        messageErrors: [],
        transactions: [],
        accepted: [{ entityId: 'T1', ownerGln: REMOTE_SUPPLIER }],
      }),
    );
    expect(answered).toMatchObject({ type: 'GS1Response', responseId: null });
    const kept = await t.context.db
      .selectFrom('gdsn_message')
      .select(['status'])
      .where('id', '=', cic.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('accepted');
    const response = await t.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('id', '=', answered.messageId!)
      .executeTakeFirstOrThrow();
    expect(response).toMatchObject({ company_id: harborId, direction: 'in', correlation_id: cic.instance_id });
  });
});

describe("the buyer's RFCIN through its integration", () => {
  it('is forwarded to the pool of a publisher this pool does not serve', async () => {
    await t.context.db.updateTable('company').set({ integ_inbound_xml: 1 }).where('id', '=', harborId).execute();
    const xml = buildRfcin({
      instanceId: instance('RFCIN'),
      senderGln: HARBOR_EAST,
      receiverGln: poolGln(),
      createdAt: new Date(),
      items: [{ entityId: 'R1', dataRecipient: HARBOR_EAST, dataSource: REMOTE_SUPPLIER, isReload: false }],
    });
    const answer = await sendGdsnMessage(t, xml, sub);
    expect(answer.status, answer.xml).toBe(200);
    const forwarded = await t.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('company_id', '=', harborId)
      .where('message_type', '=', 'RFCIN')
      .where('direction', '=', 'out')
      .executeTakeFirstOrThrow();
    expect(forwarded).toMatchObject({
      status: 'queued',
      sender_gln: HARBOR_EAST,
      receiver_gln: REMOTE_SUPPLIER,
      transport_partner_id: partnerId,
    });
  });
});

describe('a publisher of this pool and a subscriber of another', () => {
  let top: number;
  let caseGtin: string;

  beforeAll(async () => {
    caseGtin = uniqueGtin();
    top = await saveItem(t, pub, catalogItemAttributes(caseGtin));
    await t.worker.drain();
    await t.context.db
      .updateTable('catalog_item')
      .set({ status: 5, reg_status: REGISTRY_STATE.registered })
      .where('id', '=', top)
      .execute();
    const published = await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/publications/subscribers/publish',
      payload: { catalogItemId: [top], gln: [REMOTE_BUYER] },
      token: pub,
    });
    expect(published.status).toBe(200);
    await t.worker.drain();
  });

  const outCins = () =>
    t.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('catalog_item_id', '=', top)
      .where('message_type', '=', 'CIN')
      .where('direction', '=', 'out')
      .orderBy('id')
      .execute();

  it("takes the remote subscriber's CIC into the publication center", async () => {
    const [cin] = await outCins();
    expect(cin).toMatchObject({ status: 'queued', receiver_gln: REMOTE_BUYER, transport_partner_id: partnerId });
    const northwind = await t.context.db
      .selectFrom('catalog_item')
      .select('info_provider_gln')
      .where('id', '=', top)
      .executeTakeFirstOrThrow();
    const outcome = await receive(
      buildCic({
        instanceId: instance('CIC'),
        senderGln: REMOTE_POOL,
        receiverGln: poolGln(),
        createdAt: new Date(),
        items: [
          {
            entityId: 'C1',
            dataSource: northwind.info_provider_gln,
            gtin: caseGtin,
            targetMarket: '840',
            state: 'REVIEW',
            recipientGln: REMOTE_BUYER,
            messageCreatorGln: REMOTE_BUYER,
            details: [
              {
                item: { dataSource: northwind.info_provider_gln, gtin: caseGtin, targetMarket: '840' },
                statuses: [{ code: 'CIC100', description: 'Attribute Analysis Requested' }],
              },
            ],
          },
        ],
      }),
    );
    expect(outcome.errors).toEqual([]);
    const publication = await t.context.db
      .selectFrom('publication')
      .select(['cic_status'])
      .where('catalog_item_id', '=', top)
      .where('subscriber_gln', '=', REMOTE_BUYER)
      .executeTakeFirstOrThrow();
    expect(publication.cic_status).toBe('REVIEW');
    const { response } = await answerTo(outcome.responseId);
    expect(response.accepted).toHaveLength(1);
  });

  it("re-sends the CIN on the remote subscriber's RFCIN, queued for the partner", async () => {
    const before = (await outCins()).length;
    const outcome = await receive(
      buildRfcin({
        instanceId: instance('RFCIN'),
        senderGln: REMOTE_POOL,
        receiverGln: poolGln(),
        createdAt: new Date(),
        items: [{ entityId: 'R1', dataRecipient: REMOTE_BUYER, gtin: caseGtin, isReload: true }],
      }),
    );
    expect(outcome.errors).toEqual([]);
    await t.worker.drain();
    const cins = await outCins();
    expect(cins.length).toBe(before + 1);
    expect(cins.at(-1)).toMatchObject({ receiver_gln: REMOTE_BUYER, transport_partner_id: partnerId });
  });

  it("correlates the partner's GS1Response, and the timeline shows each hop", async () => {
    const [cin] = await outCins();
    await t.context.db
      .updateTable('gdsn_message')
      .set({
        status: 'sent',
        transport_status: 'sent',
        as2_message_id: '<abc@pool-a>',
        transport_time: nowIso(),
        mdn_time: nowIso(),
        transport_attempts: 1,
      })
      .where('id', '=', cin!.id)
      .execute();
    await receive(
      buildGs1Response({
        instanceId: instance('R'),
        senderGln: REMOTE_POOL,
        receiverGln: poolGln(),
        createdAt: new Date(),
        correlationId: cin!.instance_id,
        messageErrors: [],
        transactions: [
          {
            entityId: 'T1',
            ownerGln: REMOTE_POOL,
            errors: [{ code: 'DP-INVALID-ITEM', description: 'No brand.' }],
          },
        ],
      }),
    );
    const rejected = await t.context.db
      .selectFrom('gdsn_message')
      .select(['status', 'error'])
      .where('id', '=', cin!.id)
      .executeTakeFirstOrThrow();
    expect(rejected).toMatchObject({ status: 'rejected', error: expect.stringContaining('No brand.') });
    const publication = await t.context.db
      .selectFrom('publication')
      .select(['delivery_status', 'delivery_error'])
      .where('catalog_item_id', '=', top)
      .where('subscriber_gln', '=', REMOTE_BUYER)
      .executeTakeFirstOrThrow();
    expect(publication).toMatchObject({
      delivery_status: 'failed',
      delivery_error: expect.stringContaining('No brand.'),
    });

    const support = await t.signIn('support.admin');
    const timeline = await t.call<ItemTimeline>({
      method: 'GET',
      url: `/mds/app/support/timeline/${top}`,
      token: support,
    });
    expect(timeline.status, timeline.body.error?.message).toBe(200);
    const details = timeline.body
      .data!.steps.filter((s) => s.subscriberGln === REMOTE_BUYER)
      .map((s) => `${s.step}: ${s.detail}`);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CIN: CIN for .* queued for its data pool: it goes to partner data pool Pool B/),
        'Sent: CIN sent to partner data pool Pool B (AS2 message id <abc@pool-a>).',
        expect.stringMatching(/^MDN: Positive MDN from partner data pool Pool B/),
        'GS1Response: partner data pool Pool B rejected the CIN: DP-INVALID-ITEM No brand..',
        expect.stringMatching(/^CIC: REVIEW from .*through its data pool Pool B: CIC100/),
      ]),
    );
    expect(JSON.stringify(timeline.body.data)).not.toContain('does not run');
  });

  it('says when no partner serves a subscriber GLN', async () => {
    const gtin = uniqueGtin();
    const item = await saveItem(t, pub, catalogItemAttributes(gtin));
    await t.worker.drain();
    await t.context.db
      .updateTable('catalog_item')
      .set({ status: 5, reg_status: REGISTRY_STATE.registered })
      .where('id', '=', item)
      .execute();
    await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/publications/subscribers/publish',
      payload: { catalogItemId: [item], gln: [NOBODY] },
      token: pub,
    });
    await t.worker.drain();
    const support = await t.signIn('support.admin');
    const timeline = await t.call<ItemTimeline>({
      method: 'GET',
      url: `/mds/app/support/timeline/${item}`,
      token: support,
    });
    const diagnosis = timeline.body.data!.diagnoses.find((d) => d.subscriberGln === NOBODY)!;
    expect(diagnosis.text).toContain(`no partner data pool serves GLN ${NOBODY}: add a partner profile`);
  });
});
