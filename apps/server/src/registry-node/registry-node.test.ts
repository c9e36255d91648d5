import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GLOBAL_REGISTRY_GLN } from '@tradepool/domain';
import { buildBpr, type PartyRegistration } from '../gdsn/messages/bpr.js';
import { parseCirr } from '../gdsn/messages/cirr.js';
import { buildCis, parseCis, type CisItem } from '../gdsn/messages/cis.js';
import { parseGs1Response } from '../gdsn/messages/gs1-response.js';
import { identifyMessage } from '../gdsn/messages/message-type.js';
import { parsePrr } from '../gdsn/messages/prr.js';
import { buildRci, type RciItem } from '../gdsn/messages/rci.js';
import { validateAgainstXsd } from '../gdsn/xsd-validate.js';
import { startFakePool, startTestRegistry, type FakePool, type TestRegistry } from '../test/registry-harness.js';
import { loadRegistryConfig } from './registry-config.js';

const POOL_A = '0860000000017';
const POOL_B = '0860000000024';
const TOKEN_A = 'token-of-pool-a-0123456789';
const TOKEN_B = 'token-of-pool-b-0123456789';
const PUBLISHER = '0614141000029';
const SUBSCRIBER = '0614141000036';

let registry: TestRegistry;
let poolA: FakePool;
let poolB: FakePool;
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

beforeAll(async () => {
  poolA = await startFakePool();
  poolB = await startFakePool();
  registry = await startTestRegistry(() => [
    { gln: POOL_A, url: poolA.url, token: TOKEN_A },
    { gln: POOL_B, url: poolB.url, token: TOKEN_B },
  ]);
});
afterAll(async () => {
  await registry.close();
  await poolA.close();
  await poolB.close();
});
beforeEach(() => {
  poolA.received.length = 0;
  poolB.received.length = 0;
  poolA.status = 202;
  poolB.status = 202;
});

const header = (sender: string) => ({
  instanceId: nextId('MSG'),
  senderGln: sender,
  receiverGln: GLOBAL_REGISTRY_GLN,
  createdAt: new Date(),
});

function rci(pool: string, item: Partial<RciItem> = {}): string {
  return buildRci({
    ...header(pool),
    items: [
      {
        entityId: nextId('item'),
        documentCommand: 'ADD',
        gtin: '00614141000036',
        infoProviderGln: PUBLISHER,
        targetMarket: '840',
        gpcCode: '10000025',
        sourceDataPool: pool,
        state: 'REGISTERED',
        ...item,
      },
    ],
  });
}

function bpr(pool: string, party: Partial<PartyRegistration> = {}): string {
  return buildBpr({
    ...header(pool),
    items: [
      {
        entityId: nextId('party'),
        partyGln: PUBLISHER,
        name: 'Northwind Foods',
        role: 'INFORMATION_PROVIDER',
        partyDataPool: pool,
        transmittingDataPool: pool,
        active: true,
        ...party,
      },
    ],
  });
}

function cis(pool: string, item: Partial<CisItem> = {}): string {
  return buildCis({
    ...header(pool),
    items: [
      {
        entityId: nextId('sub'),
        command: 'ADD',
        dataRecipient: SUBSCRIBER,
        recipientDataPool: pool,
        dataSource: PUBLISHER,
        ...item,
      },
    ],
  });
}

/** The messages a pool was sent, by type, in order. */
const sent = (pool: FakePool) => pool.received.map((r) => ({ ...r, type: identifyMessage(r.body).type }));

describe('the Global Registry process', () => {
  it('answers its health without a token', async () => {
    const response = await fetch(`${registry.url}/registry/health`);
    expect(response.status).toBe(200);
  });

  it('refuses a caller without a certified pool’s token (401) and a body that is not XML (415)', async () => {
    expect((await registry.post(null, rci(POOL_A))).status).toBe(401);
    expect((await registry.post('not-a-token-of-any-pool', rci(POOL_A))).status).toBe(401);
    expect((await registry.post(TOKEN_A, rci(POOL_A), 'text/plain')).status).toBe(415);
    expect((await fetch(`${registry.url}/registry/parties`)).status).toBe(401);
  });

  it('answers a message it cannot take with a 400 and a GS1Response naming the error, never a 500', async () => {
    const broken = await registry.post(TOKEN_A, '<not-closed>');
    expect(broken.status).toBe(400);
    expect(parseGs1Response(broken.body).messageErrors[0]!.code).toBe('GR-UNREADABLE');

    const asAnother = await registry.post(TOKEN_B, rci(POOL_A));
    expect(asAnother.status).toBe(400);
    expect(parseGs1Response(asAnother.body)).toMatchObject({
      receiverGln: POOL_B,
      messageErrors: [{ code: 'GR-NOT-SENDER' }],
    });

    const elsewhere = rci(POOL_A).replace(`>${GLOBAL_REGISTRY_GLN}<`, `>${POOL_B}<`);
    expect(parseGs1Response((await registry.post(TOKEN_A, elsewhere)).body).messageErrors[0]!.code).toBe(
      'GR-NOT-RECEIVER',
    );

    const invalid = rci(POOL_A).replace('<gpcCategoryCode>10000025</gpcCategoryCode>', '');
    const schema = await registry.post(TOKEN_A, invalid);
    expect(schema.status).toBe(400);
    expect(parseGs1Response(schema.body).messageErrors[0]!.code).toBe('GR-SCHEMA');

    const forAnother = await registry.post(TOKEN_A, cis(POOL_A, { recipientDataPool: POOL_B }));
    expect(parseGs1Response(forAnother.body).messageErrors[0]!.description).toContain('its own recipients');

    const tooLarge = await registry.post(TOKEN_A, `<x>${'a'.repeat(70 * 1024)}</x>`);
    expect(tooLarge.status).toBe(413);
  });

  it('registers an RCI and answers its pool with a CIRR; the same key from another pool is a duplicate', async () => {
    const taken = await registry.post(TOKEN_A, rci(POOL_A, { gtin: '00614141000043' }));
    expect(taken.status).toBe(202);
    expect(await registry.deliver()).toBeGreaterThan(0);
    const [answer] = sent(poolA);
    expect(answer).toMatchObject({ type: 'CIRR', path: '/mds/app/gdsn/registry', authorization: `Bearer ${TOKEN_A}` });
    expect(parseCirr(answer!.body).items[0]!.status).toBe('ACCEPTED');
    expect(await validateAgainstXsd(answer!.body, 'CatalogueItemRegistrationResponse')).toMatchObject({ valid: true });

    expect((await registry.post(TOKEN_B, rci(POOL_B, { gtin: '00614141000043' }))).status).toBe(202);
    await registry.deliver();
    expect(sent(poolB).map((m) => m.type)).toEqual(['GS1Response', 'CIRR']);
    const [response, cirr] = sent(poolB);
    expect(parseCirr(cirr!.body, response!.body).items[0]).toMatchObject({
      status: 'REJECTED',
      errors: [{ code: 'GR-DUPLICATE' }],
    });

    const items = await fetch(`${registry.url}/registry/items?gtin=00614141000043`, {
      headers: { authorization: `Bearer ${TOKEN_B}` },
    });
    expect(((await items.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ informationProvider: PUBLISHER, sourceDataPool: POOL_A }),
    ]);
  });

  it('takes a message its pool sends again once (the same InstanceIdentifier)', async () => {
    const message = rci(POOL_A, { gtin: '00614141000050' });
    expect((await registry.post(TOKEN_A, message)).status).toBe(202);
    expect((await registry.post(TOKEN_A, message)).status).toBe(202);
    await registry.deliver();
    expect(sent(poolA).map((m) => m.type)).toEqual(['CIRR']);
  });

  it('registers a party with a PRR, and refuses its GLN to another pool', async () => {
    const party = '0614141000067';
    expect((await registry.post(TOKEN_A, bpr(POOL_A, { partyGln: party, name: 'Alpha' }))).status).toBe(202);
    await registry.deliver();
    const [prr] = sent(poolA);
    expect(prr!.type).toBe('PRR');
    expect(parsePrr(prr!.body).items[0]).toMatchObject({ partyGln: party, status: 'ACCEPTED' });
    expect(await validateAgainstXsd(prr!.body, 'PartyRegistrationResponse')).toMatchObject({ valid: true });

    expect((await registry.post(TOKEN_B, bpr(POOL_B, { partyGln: party, name: 'Beta' }))).status).toBe(202);
    await registry.deliver();
    const [reasons, refused] = sent(poolB);
    expect(parsePrr(refused!.body).items[0]!.status).toBe('REJECTED');
    expect(parseGs1Response(reasons!.body).transactions[0]!.errors[0]!.code).toBe('GR-PARTY-OTHER-POOL');

    const parties = await fetch(`${registry.url}/registry/parties`, {
      headers: { authorization: `Bearer ${TOKEN_B}` },
    });
    expect(((await parties.json()) as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ gln: party, name: 'Alpha', dataPool: POOL_A }),
    );
  });

  it('forwards a CIS to the pool serving its publisher at once, and its DELETE after it', async () => {
    // PUBLISHER registered items with pool A above.
    const add = cis(POOL_B);
    expect((await registry.post(TOKEN_B, add)).status).toBe(202);
    await registry.deliver();
    const [forwarded] = sent(poolA);
    expect(forwarded!.type).toBe('CIS');
    expect(await validateAgainstXsd(forwarded!.body, 'CatalogueItemSubscription')).toMatchObject({ valid: true });
    expect(parseCis(forwarded!.body)).toMatchObject({
      senderGln: GLOBAL_REGISTRY_GLN,
      receiverGln: POOL_A,
      items: [{ command: 'ADD', dataRecipient: SUBSCRIBER, dataSource: PUBLISHER, recipientDataPool: POOL_B }],
    });
    expect(sent(poolB)).toEqual([]);

    const entityId = parseCis(add).items[0]!.entityId;
    expect((await registry.post(TOKEN_B, cis(POOL_B, { entityId, command: 'DELETE' }))).status).toBe(202);
    await registry.deliver();
    expect(parseCis(sent(poolA)[1]!.body).items[0]).toMatchObject({ command: 'DELETE', dataRecipient: SUBSCRIBER });
  });

  it('keeps a CIS whose publisher no pool serves, and forwards it once that publisher registers as a party', async () => {
    const newcomer = '0614141000074';
    await registry.post(TOKEN_A, cis(POOL_A, { dataSource: newcomer }));
    await registry.deliver();
    expect(sent(poolB)).toEqual([]);

    await registry.post(TOKEN_B, bpr(POOL_B, { partyGln: newcomer }));
    await registry.deliver();
    expect(sent(poolB).map((m) => m.type)).toEqual(['PRR', 'CIS']);
    expect(parseCis(sent(poolB)[1]!.body).items[0]).toMatchObject({ dataSource: newcomer, recipientDataPool: POOL_A });

    // Once per pool: the party's registration refreshed forwards nothing again.
    poolB.received.length = 0;
    await registry.post(TOKEN_B, bpr(POOL_B, { partyGln: newcomer, name: 'Renamed' }));
    await registry.deliver();
    expect(sent(poolB).map((m) => m.type)).toEqual(['PRR']);
  });

  it('forwards a held CIS when an item meeting it is registered, and not for one that does not', async () => {
    const publisher = '0614141000081';
    await registry.post(TOKEN_A, cis(POOL_A, { dataSource: publisher, targetMarket: '840', gtin: '00614141000098' }));
    await registry.post(TOKEN_B, rci(POOL_B, { infoProviderGln: publisher, gtin: '00614141000104' }));
    await registry.deliver();
    expect(sent(poolB).map((m) => m.type)).toEqual(['CIRR']);

    await registry.post(TOKEN_B, rci(POOL_B, { infoProviderGln: publisher, gtin: '00614141000098' }));
    await registry.deliver();
    expect(sent(poolB).map((m) => m.type)).toEqual(['CIRR', 'CIRR', 'CIS']);
    expect(parseCis(sent(poolB)[2]!.body).items[0]).toMatchObject({ dataSource: publisher, gtin: '00614141000098' });
  });

  it('delivers to a pool in order, waiting while it is down', async () => {
    poolA.status = 503;
    await registry.post(TOKEN_A, rci(POOL_A, { gtin: '00614141000111' }));
    await registry.post(TOKEN_A, rci(POOL_A, { gtin: '00614141000128' }));
    await registry.deliver();
    expect(poolA.received).toEqual([]);
    const queued = await registry.node.handle.db
      .selectFrom('registry_message')
      .select(['status', 'attempts', 'error'])
      .where('direction', '=', 'out')
      .where('pool_gln', '=', POOL_A)
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    expect(queued).toEqual([
      expect.objectContaining({ error: expect.stringContaining('503') }),
      expect.objectContaining({ attempts: 0 }),
    ]);

    poolA.status = 202;
    await registry.node.handle.db
      .updateTable('job')
      .set({ run_at: new Date(0).toISOString() })
      .execute();
    await registry.deliver();
    expect(sent(poolA).map((m) => parseCirr(m.body).items[0]!.gtin)).toEqual(['00614141000111', '00614141000128']);
  });
});

describe('the registry’s configuration', () => {
  it('reads the certified pools from REGISTRY_POOLS and refuses a bad list', () => {
    const pools = JSON.stringify([{ gln: POOL_A, url: 'http://pool-a.example/', token: TOKEN_A }]);
    expect(loadRegistryConfig({ REGISTRY_POOLS: pools })).toMatchObject({
      port: 8090,
      registryGln: GLOBAL_REGISTRY_GLN,
      pools: [{ gln: POOL_A, url: 'http://pool-a.example', token: TOKEN_A }],
    });
    expect(() => loadRegistryConfig({ REGISTRY_POOLS: '[{"gln":"123"}]' })).toThrow(/certified pools/);
    expect(() => loadRegistryConfig({ REGISTRY_POOLS: 'nope' })).toThrow(/not JSON/);
  });
});
