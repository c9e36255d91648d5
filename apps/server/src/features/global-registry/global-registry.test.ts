import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_STATUS, GLOBAL_REGISTRY_GLN, type RegisterResult, type Subscriber } from '@tradepool/domain';
import { buildBpr } from '../../gdsn/messages/bpr.js';
import { buildCis, parseCis, type CisItem } from '../../gdsn/messages/cis.js';
import { identifyMessage } from '../../gdsn/messages/message-type.js';
import { queuePartyRegistrations } from '../../gdsn/party-registration.js';
import { remoteRegistry } from '../../gdsn/registry-client.js';
import type { CertifiedPool } from '../../registry-node/registry-config.js';
import { catalogItemAttributes, saveItem, uniqueGtin } from '../../test/catalog-items.js';
import { startFakePool, startTestRegistry, type FakePool, type TestRegistry } from '../../test/registry-harness.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveRegistrationResponses } from '../registration/service.js';

const POOL = '0860000000017';
const POOL_B = '0860000000024';
const TOKEN = 'token-of-this-pool-0123456789';
const TOKEN_B = 'token-of-pool-b-0123456789';
const NORTHWIND = '0761305000019';
const HARBOR_EAST = '0843912000016';
const URL = '/mds/app/gdsn/registry';

let t: TestApp;
let registry: TestRegistry;
let poolB: FakePool;
const pools: CertifiedPool[] = [];
let sequence = 0;

beforeAll(async () => {
  poolB = await startFakePool();
  registry = await startTestRegistry(() => pools);
  t = await createTestApp({ globalRegistry: { url: registry.url, token: TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  pools.push({ gln: POOL, url: `http://127.0.0.1:${port}`, token: TOKEN });
  pools.push({ gln: POOL_B, url: poolB.url, token: TOKEN_B });
});
afterAll(async () => {
  await t.close();
  await registry.close();
  await poolB.close();
});

/** The pool's jobs, then the registry's, then the pool's again: one round trip. */
async function roundTrip() {
  await t.worker.drain();
  await registry.deliver();
  await t.worker.drain();
}

const header = () => ({
  instanceId: `B-${++sequence}`,
  senderGln: POOL_B,
  receiverGln: GLOBAL_REGISTRY_GLN,
  createdAt: new Date(),
});

const cisFromPoolB = (item: Partial<CisItem>) =>
  buildCis({
    ...header(),
    items: [
      { entityId: 'b-sub-1', command: 'ADD', dataRecipient: '0614141000098', recipientDataPool: POOL_B, ...item },
    ],
  });

const itemOf = (id: number) =>
  t.context.db
    .selectFrom('catalog_item')
    .select(['status', 'reg_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function registerNewItem(token: string): Promise<number> {
  const id = await saveItem(t, token, catalogItemAttributes(uniqueGtin()));
  await t.worker.drain();
  expect((await itemOf(id)).status).toBe(CATALOG_STATUS.validated);
  const { body } = await t.call<RegisterResult>({
    method: 'POST',
    url: '/mds/app/gdsn/tradeitems/registration/register',
    token,
    payload: { catalogItemIds: [id] },
  });
  expect(body.data!.submitted).toBe(1);
  return id;
}

describe('a pool with a Global Registry of its own process', () => {
  it('registers its companies’ GLNs once: a BPR each, answered by a PRR', async () => {
    expect(await queuePartyRegistrations(t.context.db)).toBeGreaterThan(0);
    await roundTrip();
    const states = await t.context.db
      .selectFrom('registry_party_registration')
      .select(['party_gln', 'status'])
      .execute();
    expect(states).toContainEqual({ party_gln: NORTHWIND, status: 'registered' });
    expect(states.every((s) => s.status === 'registered')).toBe(true);
    const parties = await fetch(`${registry.url}/registry/parties`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await parties.json()) as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({
        gln: NORTHWIND,
        name: 'Northwind Foods',
        dataPool: POOL,
        role: 'INFORMATION_PROVIDER',
      }),
    );
    expect(await queuePartyRegistrations(t.context.db)).toBe(0);
    const kept = await t.context.db
      .selectFrom('gdsn_message')
      .select(['message_type', 'status'])
      .where('message_type', 'in', ['BPR', 'PRR'])
      .execute();
    expect(kept.filter((m) => m.message_type === 'BPR').every((m) => m.status === 'processed')).toBe(true);
    expect(kept.some((m) => m.message_type === 'PRR')).toBe(true);
  });

  it('sends a refused registration again only at start', async () => {
    const refused = t.context.db.updateTable('registry_party_registration').where('party_gln', '=', HARBOR_EAST);
    await refused.set({ status: 'refused', error: 'GR-NOT-SENDER: …' }).execute();
    expect(await queuePartyRegistrations(t.context.db)).toBe(0);
    expect(await queuePartyRegistrations(t.context.db, { retryRefused: true })).toBe(1);
    await roundTrip();
    const state = await t.context.db
      .selectFrom('registry_party_registration')
      .select(['status', 'error'])
      .where('party_gln', '=', HARBOR_EAST)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ status: 'registered', error: null });
  });

  it('sends an RCI to the registry and takes its CIRR: the item is Registered', async () => {
    const token = await t.signIn('pub.admin');
    const id = await registerNewItem(token);
    expect((await itemOf(id)).status).toBe(CATALOG_STATUS.inProcess);
    await roundTrip();
    expect(await itemOf(id)).toEqual({ status: CATALOG_STATUS.validated, reg_status: 'Registered' });
    const outbox = await t.context.db.selectFrom('registry_outbox').select('status').distinct().execute();
    expect(outbox).toEqual([{ status: 'sent' }]);
  });

  it('fails an item the registry rejects, with its reason, and one whose RCI it refuses whole', async () => {
    const token = await t.signIn('pub.admin');
    const duplicate = await registerNewItem(token);
    const { gtin } = await t.context.db
      .selectFrom('catalog_item')
      .select('gtin')
      .where('id', '=', duplicate)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await registry.node.handle.db
      .insertInto('registry_item')
      .values({
        gtin,
        info_provider_gln: NORTHWIND,
        target_market: '840',
        gpc_code: '10000025',
        source_data_pool: POOL_B,
        source_item_ref: 'b-1',
        state: 'REGISTERED',
        registered_time: now,
        last_changed_time: now,
      })
      .execute();
    await roundTrip();
    expect(await itemOf(duplicate)).toEqual({ status: CATALOG_STATUS.failed, reg_status: 'Rejected' });
    const reasons = await t.context.db
      .selectFrom('catalog_item_error')
      .select('rule_id')
      .where('catalog_item_id', '=', duplicate)
      .execute();
    expect(reasons).toEqual([{ rule_id: 'GR-DUPLICATE' }]);
    const responses = await t.context.db
      .selectFrom('gdsn_message')
      .select('status')
      .where('message_type', '=', 'GS1Response')
      .where('catalog_item_id', '=', duplicate)
      .execute();
    expect(responses).toEqual([{ status: 'processed' }]);

    // The registry knows this token as another pool's: the RCI is refused whole, with a 400.
    pools[0] = { ...pools[0]!, gln: '0614141000012' };
    const refused = await registerNewItem(token);
    await t.worker.drain();
    pools[0] = { ...pools[0]!, gln: POOL };
    expect(await itemOf(refused)).toEqual({ status: CATALOG_STATUS.failed, reg_status: 'Rejected' });
    const refusal = await t.context.db
      .selectFrom('catalog_item_error')
      .select('rule_id')
      .where('catalog_item_id', '=', refused)
      .execute();
    expect(refusal).toEqual([{ rule_id: 'GR-NOT-SENDER' }]);
  });

  it('sends a subscriber’s CIS to a publisher outside the pool to the registry, which forwards it once that publisher’s pool is known', async () => {
    const outside = '0614141000104';
    const sub = await t.signIn('sub.admin');
    const created = await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/subscriptions',
      token: sub,
      payload: { subscriberGLN: HARBOR_EAST, publisherGLN: outside },
    });
    expect(created.status).toBe(200);
    await roundTrip();
    const cis = await t.context.db
      .selectFrom('gdsn_message')
      .select(['receiver_gln', 'status'])
      .where('message_type', '=', 'CIS')
      .where('direction', '=', 'out')
      .orderBy('id')
      .execute();
    expect(cis).toEqual([
      { receiver_gln: POOL, status: 'sent' },
      { receiver_gln: GLOBAL_REGISTRY_GLN, status: 'sent' },
    ]);
    expect(poolB.received).toEqual([]);

    const bpr = buildBpr({
      ...header(),
      items: [
        {
          entityId: outside,
          partyGln: outside,
          name: 'Outside Foods',
          role: 'INFORMATION_PROVIDER',
          partyDataPool: POOL_B,
          transmittingDataPool: POOL_B,
          active: true,
        },
      ],
    });
    expect((await registry.post(TOKEN_B, bpr)).status).toBe(202);
    await registry.deliver();
    const forwarded = poolB.received.map((r) => r.body).filter((xml) => identifyMessage(xml).type === 'CIS');
    expect(forwarded.map((xml) => parseCis(xml).items[0])).toEqual([
      expect.objectContaining({
        command: 'ADD',
        dataRecipient: HARBOR_EAST,
        dataSource: outside,
        recipientDataPool: POOL,
      }),
    ]);
  });

  it('lists another pool’s subscriber the registry forwards among the publisher’s subscribers, until its DELETE', async () => {
    const listed = async () => {
      const { body } = await t.call<Subscriber[]>({
        method: 'GET',
        url: '/mds/app/gdsn/publications/subscribers',
        token: await t.signIn('pub.admin'),
      });
      return body.data!.filter((s) => s.gln === '0614141000098');
    };
    expect((await registry.post(TOKEN_B, cisFromPoolB({ dataSource: NORTHWIND }))).status).toBe(202);
    await registry.deliver();
    expect(await listed()).toEqual([
      { gln: '0614141000098', name: `GLN 0614141000098 (pool ${POOL_B})`, inTradepool: false },
    ]);
    const kept = await t.context.db
      .selectFrom('gdsn_message as m')
      .innerJoin('company as c', 'c.id', 'm.company_id')
      .select(['c.name', 'm.status', 'm.sender_gln'])
      .where('m.message_type', '=', 'CIS')
      .where('m.direction', '=', 'in')
      .execute();
    expect(kept).toEqual([{ name: 'Northwind Foods', status: 'processed', sender_gln: GLOBAL_REGISTRY_GLN }]);

    expect((await registry.post(TOKEN_B, cisFromPoolB({ dataSource: NORTHWIND, command: 'DELETE' }))).status).toBe(202);
    await registry.deliver();
    expect(await listed()).toEqual([]);
  });

  it('keeps what the registry could not take queued, in order, and sends it when it answers again', async () => {
    const db = t.context.db;
    await db
      .updateTable('company')
      .set({ name: 'Northwind Foods Ltd' })
      .where('name', '=', 'Northwind Foods')
      .execute();
    expect(await queuePartyRegistrations(db)).toBe(2);
    const send = remoteRegistry(registry.url, TOKEN).sendJobHandler;
    const job = { job: {} as never, progress: async () => {} };
    const down = send(db, receiveRegistrationResponses, async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    });
    await expect(down({}, job)).rejects.toThrow(/ECONNREFUSED/);
    const waiting = await db
      .selectFrom('registry_outbox')
      .select(['status', 'attempts'])
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    expect(waiting).toEqual([
      { status: 'queued', attempts: 1 },
      { status: 'queued', attempts: 0 },
    ]);
    const posted: string[] = [];
    const up = send(db, receiveRegistrationResponses, async (_url, init) => {
      posted.push(identifyMessage(String(init.body)).type);
      return new Response(null, { status: 202 });
    });
    expect(await up({}, job)).toEqual({ sent: 2 });
    expect(posted).toEqual(['BPR', 'BPR']);
  });

  it.runIf(process.env.DATABASE_URL)('lets one node at a time send to the registry (PostgreSQL)', async () => {
    const send = remoteRegistry(registry.url, TOKEN).sendJobHandler(t.context.db, receiveRegistrationResponses);
    await t.context.db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(18002, 0)`.execute(session);
      try {
        await expect(send({}, { job: {} as never, progress: async () => {} })).rejects.toThrow(/Another node/);
      } finally {
        await sql`select pg_advisory_unlock(18002, 0)`.execute(session);
      }
    });
  });

  it('takes the registry’s messages only with its token, and only GS1 XML', async () => {
    const post = (headers: Record<string, string>, payload = '<x/>') =>
      t.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': 'application/xml', ...headers } });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer token-of-pool-b-0123456789' })).statusCode).toBe(401);
    expect((await post({ authorization: `Bearer ${await t.signIn('site.admin')}` })).statusCode).toBe(401);
    expect((await post({ authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await post({ authorization: `Bearer ${TOKEN}` }, '<not-closed>')).statusCode).toBe(400);
    // A message not from the registry to this pool.
    const fromPoolB = cisFromPoolB({ dataSource: NORTHWIND });
    expect((await post({ authorization: `Bearer ${TOKEN}` }, fromPoolB)).statusCode).toBe(400);
  });
});
