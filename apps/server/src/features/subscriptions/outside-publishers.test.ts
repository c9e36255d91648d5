import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GLOBAL_REGISTRY_GLN, type PublisherSuggestion } from '@tradepool/domain';
import { buildBpr, type PartyRegistration } from '../../gdsn/messages/bpr.js';
import { parseCis } from '../../gdsn/messages/cis.js';
import { identifyMessage } from '../../gdsn/messages/message-type.js';
import { registryPublisherSearch } from '../../gdsn/registry-publishers.js';
import type { CertifiedPool } from '../../registry-node/registry-config.js';
import { startFakePool, startTestRegistry, type FakePool, type TestRegistry } from '../../test/registry-harness.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const POOL = '0860000000017';
const POOL_B = '0860000000024';
const TOKEN = 'token-of-this-pool-0123456789';
const TOKEN_B = 'token-of-pool-b-0123456789';
const NORTHWIND = '0761305000019';
const HARBOR_EAST = '0843912000016';
const FJORD = '0614141000203';
const NORTHERN_LIGHTS = '0614141000210';
const QUIET_BUYER = '0614141000227';

let t: TestApp;
let registry: TestRegistry;
let poolB: FakePool;
const pools: CertifiedPool[] = [];

const party = (partyGln: string, name: string, role: string): PartyRegistration => ({
  entityId: partyGln,
  partyGln,
  name,
  role,
  partyDataPool: POOL_B,
  transmittingDataPool: POOL_B,
  active: true,
});

beforeAll(async () => {
  poolB = await startFakePool();
  registry = await startTestRegistry(() => pools);
  t = await createTestApp({ globalRegistry: { url: registry.url, token: TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  pools.push({ gln: POOL, url: `http://127.0.0.1:${port}`, token: TOKEN });
  pools.push({ gln: POOL_B, url: poolB.url, token: TOKEN_B });
  const bpr = buildBpr({
    instanceId: 'B-parties',
    senderGln: POOL_B,
    receiverGln: GLOBAL_REGISTRY_GLN,
    createdAt: new Date(),
    items: [
      party(FJORD, 'Fjord Fisheries', 'INFORMATION_PROVIDER'),
      party(NORTHERN_LIGHTS, 'Northern Lights Dairy', 'INFORMATION_PROVIDER'),
      party(QUIET_BUYER, 'Fjord Buyers', 'DATA_RECIPIENT'),
    ],
  });
  expect((await registry.post(TOKEN_B, bpr)).status).toBe(202);
  await registry.deliver();
});
afterAll(async () => {
  await t.close();
  await registry.close();
  await poolB.close();
});

const suggestions = async (app: TestApp, term: string) => {
  const { status, body } = await app.call<PublisherSuggestion[]>({
    method: 'GET',
    url: `/mds/app/gdsn/subscriptions/publishers/${term}`,
    token: await app.signIn('sub.admin'),
  });
  expect(status).toBe(200);
  return body.data!;
};

const OWN_NORTH = [
  { value: NORTHWIND, name: 'Northwind Foods' },
  { value: '0761305000026', name: 'Northwind Foods' },
];

describe('publisher suggestions with a Global Registry', () => {
  it('offers the publishers another pool serves, after the pool’s own, with that pool', async () => {
    expect(await suggestions(t, 'fjord')).toEqual([{ value: FJORD, name: 'Fjord Fisheries', dataPool: POOL_B }]);
    expect(await suggestions(t, '06141410002')).toEqual([
      { value: FJORD, name: 'Fjord Fisheries', dataPool: POOL_B },
      { value: NORTHERN_LIGHTS, name: 'Northern Lights Dairy', dataPool: POOL_B },
    ]);
    expect(await suggestions(t, 'north')).toEqual([
      ...OWN_NORTH,
      { value: NORTHERN_LIGHTS, name: 'Northern Lights Dairy', dataPool: POOL_B },
    ]);
  });

  it('searches the registry’s parties by term, role, pool and number, with a pool’s token', async () => {
    const get = (query: string, token: string | null = TOKEN) =>
      fetch(`${registry.url}/registry/parties${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const found = await get('?term=FJORD&role=INFORMATION_PROVIDER&active=true&otherPools=true&limit=5');
    expect(((await found.json()) as { data: { gln: string }[] }).data.map((p) => p.gln)).toEqual([FJORD]);
    const own = await get('?term=fjord&otherPools=true', TOKEN_B);
    expect(((await own.json()) as { data: unknown[] }).data).toEqual([]);
    const all = await get('?term=fjord&limit=1');
    expect(((await all.json()) as { data: { gln: string }[] }).data.map((p) => p.gln)).toEqual([QUIET_BUYER]);
    expect((await get('?limit=0')).status).toBe(400);
    expect((await get('?term=fjord', null)).status).toBe(401);
  });

  it('subscribes a buyer to a suggested publisher of another pool: its CIS goes through the registry to that pool', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/subscriptions',
      token: await t.signIn('sub.admin'),
      payload: { subscriberGLN: HARBOR_EAST, publisherGLN: FJORD },
    });
    expect(created.status).toBe(200);
    await t.worker.drain();
    await registry.deliver();
    const forwarded = poolB.received.map((r) => r.body).filter((xml) => identifyMessage(xml).type === 'CIS');
    expect(forwarded.map((xml) => parseCis(xml).items[0])).toEqual([
      expect.objectContaining({
        command: 'ADD',
        dataRecipient: HARBOR_EAST,
        dataSource: FJORD,
        recipientDataPool: POOL,
      }),
    ]);
  });
});

describe('publisher suggestions without an answer from a Global Registry', () => {
  it('are the pool’s own alone without a registry, as before', async () => {
    expect((await suggestions(t, 'north')).slice(0, -1)).toEqual(OWN_NORTH);
    const alone = await createTestApp();
    try {
      expect(await suggestions(alone, 'north')).toEqual(OWN_NORTH);
      expect(await suggestions(alone, 'fjord')).toEqual([]);
    } finally {
      await alone.close();
    }
  });

  it('are the pool’s own when the registry is down, never an error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApp({ globalRegistry: { url: `http://127.0.0.1:${port}`, token: TOKEN } });
    try {
      expect(await suggestions(down, 'north')).toEqual(OWN_NORTH);
    } finally {
      await down.close();
    }
  });

  it('gives up on a registry slower than its timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const log = { warn: vi.fn() };
    try {
      const search = registryPublisherSearch(
        { url: `http://127.0.0.1:${port}`, token: TOKEN },
        log as unknown as Parameters<typeof registryPublisherSearch>[1],
        fetch,
        100,
      );
      const started = Date.now();
      expect(await search('fjord', 20)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(log.warn).toHaveBeenCalledOnce();
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
