import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit, REGISTRY_STATE, type ItemTimeline, type NetworkIdentity } from '@tradepool/domain';
import { buildRfcin } from '../../gdsn/messages/rfcin.js';
import { setPoolGln } from '../../gdsn/pool-gln.js';
import { catalogItemAttributes, saveItem, uniqueGtin } from '../../test/catalog-items.js';
import { sendGdsnMessage } from '../../test/gdsn-samples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The choreography between two pools in one process, over real loopback AS2: pool A's supplier publishes to
 * a buyer of pool B, whose CIC comes back, then an unpublish. Both pools hold the same demo companies, so
 * each side's party is given a GLN of its own; the process has one pool GLN at a time (`poolGln`), set to
 * the pool that acts.
 */
const gln = (base: string) => `${base}${gs1CheckDigit(base)}`;
const A_POOL = '0860000000017';
const B_POOL = '0860000000024';
const A_SUPPLIER = gln('096000000001');
const B_BUYER = gln('095000000001');

let a: TestApp;
let b: TestApp;
/** Pool A's SQLite file when pool B is on PostgreSQL. */
let sqliteDir: string | null = null;

/** Runs `work` as pool `t`: its GLN is the process's. */
async function as<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  setPoolGln(t === a ? A_POOL : B_POOL);
  return work();
}

/** Both pools' workers until neither has a job left: the messages and their answers cross over. */
async function settle() {
  for (let round = 0; round < 6; round++) {
    const ran = (await as(a, () => a.worker.drain())) + (await as(b, () => b.worker.drain()));
    if (ran === 0) return;
  }
}

async function identityOf(t: TestApp): Promise<NetworkIdentity> {
  const { body } = await t.call<NetworkIdentity>({
    method: 'GET',
    url: '/mds/app/network/identity',
    token: await t.signIn('site.admin'),
  });
  return body.data!;
}

async function addPartner(t: TestApp, payload: object) {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/mds/app/network/partners',
    token: await t.signIn('site.admin'),
    payload,
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

async function companyOf(t: TestApp, name: string) {
  return (await t.context.db.selectFrom('company').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

let item: number;
let gtin: string;
let harborB: number;

beforeAll(async () => {
  // With DATABASE_URL, pool A keeps SQLite and pool B takes PostgreSQL: the two dialects meet over AS2.
  sqliteDir = process.env.DATABASE_URL ? await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-pool-a-')) : null;
  const sqlite = sqliteDir ? { sqliteFile: path.join(sqliteDir, 'pool-a.db') } : {};
  [a, b] = await Promise.all([createTestApp({ as2Id: 'POOL-A', ...sqlite }), createTestApp({ as2Id: 'POOL-B' })]);
  const [urlA, urlB] = await Promise.all([
    a.app.listen({ port: 0, host: '127.0.0.1' }),
    b.app.listen({ port: 0, host: '127.0.0.1' }),
  ]);
  await a.context.db
    .insertInto('company_gln')
    .values({ company_id: await companyOf(a, 'Northwind Foods'), gln: A_SUPPLIER, position: 9 })
    .execute();
  harborB = (
    await b.context.db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', '0843912000016')
      .executeTakeFirstOrThrow()
  ).company_id;
  await b.context.db.insertInto('company_gln').values({ company_id: harborB, gln: B_BUYER, position: 9 }).execute();
  const [idA, idB] = await Promise.all([identityOf(a), identityOf(b)]);
  await as(a, () =>
    addPartner(a, {
      name: 'Pool B',
      as2Id: idB.as2Id,
      url: `${urlB}/mds/app/gdsn/as2`,
      certificatePem: idB.certificatePem,
      glns: [B_POOL, B_BUYER],
    }),
  );
  await as(b, () =>
    addPartner(b, {
      name: 'Pool A',
      as2Id: idA.as2Id,
      url: `${urlA}/mds/app/gdsn/as2`,
      certificatePem: idA.certificatePem,
      glns: [A_POOL, A_SUPPLIER],
    }),
  );

  gtin = uniqueGtin();
  const pub = await a.signIn('pub.admin');
  item = await saveItem(a, pub, catalogItemAttributes(gtin, { Parties1A: A_SUPPLIER }));
  await as(a, () => a.worker.drain());
  await a.context.db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', '=', item)
    .execute();
}, 60_000);
afterAll(async () => {
  setPoolGln(A_POOL);
  await Promise.all([a?.close(), b?.close()]);
  if (sqliteDir) await fs.rm(sqliteDir, { recursive: true, force: true });
});

const copyInB = () => b.context.db.selectFrom('received_item').selectAll().where('gtin', '=', gtin).executeTakeFirst();

describe('two pools over AS2', () => {
  it("a publication in pool A reaches the buyer's catalog in pool B, and B's GS1Response comes back", async () => {
    const published = await as(a, async () =>
      a.call({
        method: 'POST',
        url: '/mds/app/gdsn/publications/subscribers/publish',
        payload: { catalogItemId: [item], gln: [B_BUYER] },
        token: await a.signIn('pub.admin'),
      }),
    );
    expect(published.status).toBe(200);
    await settle();
    expect(await copyInB()).toMatchObject({
      company_id: harborB,
      subscriber_gln: B_BUYER,
      info_provider_gln: A_SUPPLIER,
      publisher_company_id: null,
      withdrawn: 0,
    });
    const cin = await a.context.db
      .selectFrom('gdsn_message')
      .selectAll()
      .where('catalog_item_id', '=', item)
      .where('message_type', '=', 'CIN')
      .executeTakeFirstOrThrow();
    expect(cin).toMatchObject({ direction: 'out', status: 'accepted', transport_status: 'sent' });
    expect(cin.as2_message_id).toBeTruthy();
    const publication = await a.context.db
      .selectFrom('publication')
      .select('delivery_status')
      .where('catalog_item_id', '=', item)
      .executeTakeFirstOrThrow();
    expect(publication.delivery_status).toBe('delivered');
  });

  it("B's buyer's REVIEW, then SYNCHRONISED, reach A's publication center", async () => {
    const copy = (await copyInB())!;
    const sub = await b.signIn('sub.admin');
    for (const [status, code] of [
      ['REVIEW', 'CIC100'],
      ['SYNCHRONISED', null],
    ] as const) {
      const res = await as(b, () =>
        b.call({
          method: 'POST',
          url: '/mds/app/dms/gdsn/subscriptions/cic',
          payload: { catalogItemIds: [copy.id], status, ...(code ? { confirmationStatusCode: code } : {}) },
          token: sub,
        }),
      );
      expect(res.status).toBe(200);
      await settle();
      const publication = await a.context.db
        .selectFrom('publication')
        .select('cic_status')
        .where('catalog_item_id', '=', item)
        .where('subscriber_gln', '=', B_BUYER)
        .executeTakeFirstOrThrow();
      expect(publication.cic_status).toBe(status);
    }
    expect((await copyInB())!.cic_status).toBe('SYNCHRONISED');
    const cics = await b.context.db
      .selectFrom('gdsn_message')
      .select('status')
      .where('company_id', '=', harborB)
      .where('message_type', '=', 'CIC')
      .where('direction', '=', 'out')
      .execute();
    expect(cics.map((c) => c.status)).toEqual(['accepted', 'accepted']);

    const timeline = await as(a, async () =>
      a.call<ItemTimeline>({
        method: 'GET',
        url: `/mds/app/support/timeline/${item}`,
        token: await a.signIn('support.admin'),
      }),
    );
    const steps = timeline.body.data!.steps.filter((s) => s.subscriberGln === B_BUYER).map((s) => s.step);
    expect(steps).toEqual(expect.arrayContaining(['CIN', 'Sent', 'MDN', 'GS1Response', 'CIC']));
  });

  it("B's buyer's RFCIN from its integration makes A send the CIN again", async () => {
    await b.context.db.updateTable('company').set({ integ_inbound_xml: 1 }).where('id', '=', harborB).execute();
    const cinsBefore = await b.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('company_id', '=', harborB)
      .where('message_type', '=', 'CIN')
      .execute();
    const sent = await as(b, async () =>
      sendGdsnMessage(
        b,
        buildRfcin({
          instanceId: `RFCIN-${gtin}`,
          senderGln: B_BUYER,
          receiverGln: B_POOL,
          createdAt: new Date(),
          items: [{ entityId: 'R1', dataRecipient: B_BUYER, dataSource: A_SUPPLIER, gtin, isReload: true }],
        }),
        await b.signIn('sub.admin'),
      ),
    );
    expect(sent.status, sent.xml).toBe(200);
    await settle();
    const cinsAfter = await b.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('company_id', '=', harborB)
      .where('message_type', '=', 'CIN')
      .execute();
    expect(cinsAfter.length).toBe(cinsBefore.length + 1);
    expect((await copyInB())!.cin_message_id).toBe(Math.max(...cinsAfter.map((c) => c.id)));
  });

  it("an unpublish in A withdraws B's copy", async () => {
    const res = await as(a, async () =>
      a.call({
        method: 'POST',
        url: '/mds/app/gdsn/publications/subscribers/unpublish',
        payload: { catalogItemId: [item], gln: [B_BUYER], delete: true },
        token: await a.signIn('pub.admin'),
      }),
    );
    expect(res.status).toBe(200);
    await settle();
    expect((await copyInB())!.withdrawn).toBe(1);
  });
});
