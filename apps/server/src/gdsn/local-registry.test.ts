import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCode } from '../features/metadata/code-lists.js';
import { uniqueGtin } from '../test/catalog-items.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { REGISTRY_ERRORS, processRegistration } from './local-registry.js';
import { parseCirr } from './messages/cirr.js';
import { buildRci, type RciItem } from './messages/rci.js';
import { GdsnMessageError } from './messages/xml-tree.js';
import { validateAgainstXsd } from './xsd-validate.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DATA_POOL = '0614141000012';
const OTHER_POOL = '0614141000050';
const REGISTRY = '0614141999996';
const PROVIDER = '0614141000029';
const isTargetMarket = (code: string) => hasCode('TARGET_MARKET', code);

let sequence = 0;
function item(overrides: Partial<RciItem> = {}): RciItem {
  sequence += 1;
  return {
    entityId: String(sequence),
    documentCommand: 'ADD',
    gtin: uniqueGtin(),
    infoProviderGln: PROVIDER,
    targetMarket: '840',
    gpcCode: '10000025',
    sourceDataPool: DATA_POOL,
    state: 'REGISTERED',
    ...overrides,
  };
}

function rci(items: RciItem[], senderGln = DATA_POOL) {
  sequence += 1;
  return buildRci({
    instanceId: `RCI-${sequence}`,
    senderGln,
    receiverGln: REGISTRY,
    createdAt: new Date(),
    items,
  });
}

/** The same GTIN with its last digit off by one: 14 digits, a wrong check digit. */
function wrongCheckDigit(gtin: string): string {
  return gtin.slice(0, 13) + String((Number(gtin.slice(13)) + 1) % 10);
}

const registered = (gtin: string) =>
  t.context.db.selectFrom('registry_item').selectAll().where('gtin', '=', gtin).execute();

describe('processRegistration: the local Global Registry', () => {
  it('registers valid items and answers with a CIRR that validates, correlated to the RCI', async () => {
    const first = item();
    const second = item({ targetMarket: '124', documentCommand: 'CHANGE_BY_REFRESH' });
    const xml = rci([first, second]);
    const now = new Date('2026-01-15T10:00:00.000Z');
    const answer = await processRegistration(t.context.db, xml, now, isTargetMarket);

    expect(answer.results).toEqual([
      {
        gtin: first.gtin,
        infoProviderGln: PROVIDER,
        targetMarket: '840',
        entityId: first.entityId,
        accepted: true,
        errors: [],
      },
      {
        gtin: second.gtin,
        infoProviderGln: PROVIDER,
        targetMarket: '124',
        entityId: second.entityId,
        accepted: true,
        errors: [],
      },
    ]);
    expect(answer.gs1ResponseXml).toBeNull();
    expect(await validateAgainstXsd(answer.cirrXml, 'CatalogueItemRegistrationResponse')).toEqual({
      valid: true,
      errors: [],
    });
    const cirr = parseCirr(answer.cirrXml);
    expect(cirr).toMatchObject({ senderGln: REGISTRY, receiverGln: DATA_POOL, correlationId: `RCI-${sequence}` });
    expect(cirr.items.map((i) => [i.entityId, i.status])).toEqual([
      [first.entityId, 'ACCEPTED'],
      [second.entityId, 'ACCEPTED'],
    ]);
    expect(await registered(first.gtin)).toEqual([
      {
        id: expect.any(Number),
        gtin: first.gtin,
        info_provider_gln: PROVIDER,
        target_market: '840',
        gpc_code: '10000025',
        source_data_pool: DATA_POOL,
        source_item_ref: first.entityId,
        state: 'REGISTERED',
        registered_time: now.toISOString(),
        last_changed_time: now.toISOString(),
      },
    ]);
  });

  it('accepts a re-registration of the same source item, keeping its registration date', async () => {
    const original = item();
    const registeredAt = new Date('2026-01-01T00:00:00.000Z');
    await processRegistration(t.context.db, rci([original]), registeredAt, isTargetMarket);

    const later = new Date('2026-02-01T00:00:00.000Z');
    for (const documentCommand of ['ADD', 'CHANGE_BY_REFRESH'] as const) {
      const again = { ...original, documentCommand, gpcCode: '10000028' };
      const answer = await processRegistration(t.context.db, rci([again]), later, isTargetMarket);
      expect(answer.results[0]).toMatchObject({ accepted: true, errors: [] });
      expect(parseCirr(answer.cirrXml).items[0]).toMatchObject({ registeredAt, lastChangedAt: later });
    }
    expect(await registered(original.gtin)).toMatchObject([
      { gpc_code: '10000028', registered_time: registeredAt.toISOString(), last_changed_time: later.toISOString() },
    ]);
  });

  it('rejects the same GTIN, provider and market from another data pool, with the reason in a GS1Response', async () => {
    const original = item();
    await processRegistration(t.context.db, rci([original]), new Date(), isTargetMarket);

    const fromOtherPool = item({ gtin: original.gtin, sourceDataPool: OTHER_POOL });
    const answer = await processRegistration(
      t.context.db,
      rci([fromOtherPool], OTHER_POOL),
      new Date(),
      isTargetMarket,
    );

    expect(answer.results.map((r) => [r.accepted, r.errors.map((e) => e.code)])).toEqual([
      [false, [REGISTRY_ERRORS.duplicate]],
    ]);
    expect(answer.results[0]!.errors[0]!.description).toBe(
      `GTIN ${original.gtin} is already registered for information provider ${PROVIDER} and target market 840 by another data pool.`,
    );
    expect(await validateAgainstXsd(answer.cirrXml, 'CatalogueItemRegistrationResponse')).toMatchObject({
      valid: true,
    });
    expect(await validateAgainstXsd(answer.gs1ResponseXml!, 'GS1Response')).toEqual({ valid: true, errors: [] });
    const cirr = parseCirr(answer.cirrXml, answer.gs1ResponseXml);
    expect(cirr.items.map((i) => [i.entityId, i.status, i.errors])).toEqual(
      answer.results.map((r) => [r.entityId, 'REJECTED', r.errors]),
    );
    expect(await registered(original.gtin)).toMatchObject([
      { source_data_pool: DATA_POOL, source_item_ref: original.entityId },
    ]);
  });

  it('hands a registration to the item of the same data pool that registers its key again', async () => {
    const deleted = item();
    const registeredAt = new Date('2026-01-01T00:00:00.000Z');
    await processRegistration(t.context.db, rci([deleted]), registeredAt, isTargetMarket);

    // The data pool's item was deleted and created again: a new item reference for the same key.
    const recreated = item({ gtin: deleted.gtin });
    const later = new Date('2026-03-01T00:00:00.000Z');
    const answer = await processRegistration(t.context.db, rci([recreated]), later, isTargetMarket);

    expect(answer.results[0]).toMatchObject({ entityId: recreated.entityId, accepted: true, errors: [] });
    expect(answer.gs1ResponseXml).toBeNull();
    expect(parseCirr(answer.cirrXml).items[0]).toMatchObject({ registeredAt, lastChangedAt: later });
    expect(await registered(deleted.gtin)).toMatchObject([
      {
        source_data_pool: DATA_POOL,
        source_item_ref: recreated.entityId,
        registered_time: registeredAt.toISOString(),
        last_changed_time: later.toISOString(),
      },
    ]);
  });

  it('rejects an unknown GPC brick, a bad GTIN, a bad GLN and an unknown target market, registering none', async () => {
    const items = [
      item({ gpcCode: '12345678' }),
      item({ gtin: wrongCheckDigit(uniqueGtin()) }),
      item({ infoProviderGln: '0614141000028' }),
      item({ targetMarket: '999' }),
    ];
    const answer = await processRegistration(t.context.db, rci(items), new Date(), isTargetMarket);

    expect(answer.results.map((r) => [r.accepted, r.errors.map((e) => e.code)])).toEqual([
      [false, [REGISTRY_ERRORS.unknownGpc]],
      [false, [REGISTRY_ERRORS.invalidGtin]],
      [false, [REGISTRY_ERRORS.invalidGln]],
      [false, [REGISTRY_ERRORS.unknownTargetMarket]],
    ]);
    expect(answer.results.map((r) => r.errors[0]!.description)).toEqual([
      'GPC brick 12345678 is not a GS1 GPC brick code.',
      `GTIN ${items[1]!.gtin} is not valid: a GTIN has 8, 12, 13 or 14 digits and a valid check digit.`,
      'Information provider GLN 0614141000028 is not valid: a GLN has 13 digits and a valid check digit.',
      'Target market 999 is not an ISO 3166-1 numeric country code.',
    ]);
    const reasons = parseCirr(answer.cirrXml, answer.gs1ResponseXml).items.map((i) => i.errors);
    expect(reasons).toEqual(answer.results.map((r) => r.errors));
    for (const { gtin } of items) expect(await registered(gtin)).toEqual([]);
  });

  it('accepts and rejects side by side in one RCI', async () => {
    const good = item();
    const bad = item({ targetMarket: '999' });
    const answer = await processRegistration(t.context.db, rci([good, bad]), new Date(), isTargetMarket);
    expect(answer.results.map((r) => r.accepted)).toEqual([true, false]);
    expect(parseCirr(answer.cirrXml, answer.gs1ResponseXml).items.map((i) => [i.status, i.errors.length])).toEqual([
      ['ACCEPTED', 0],
      ['REJECTED', 1],
    ]);
  });

  it('refuses a message that is not an RCI, writing nothing', async () => {
    await expect(processRegistration(t.context.db, '<a/>', new Date(), isTargetMarket)).rejects.toThrow(
      GdsnMessageError,
    );
  });
});
