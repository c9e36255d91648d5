import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OmsTransaction } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NORTHWIND_GLN = '0761305000019';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemoCatalog: true });
});
afterAll(async () => t.close());

describe("the demo buyer's order history", () => {
  it('orders what Harbor East keys by GTIN from Northwind, weekly over half a year, from its distribution centres', async () => {
    const db = t.context.db;
    const lines = await db.selectFrom('oms_transaction').selectAll().execute();
    const east = await db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', '0843912000016')
      .executeTakeFirstOrThrow();
    const keyed = await db
      .selectFrom('subscriber_item')
      .select('gtin')
      .where('company_id', '=', east.company_id)
      .where('gtin', 'is not', null)
      .execute();
    expect(new Set(lines.map((l) => l.company_id))).toEqual(new Set([east.company_id]));
    expect(new Set(lines.map((l) => l.gtin))).toEqual(new Set(keyed.map((k) => k.gtin)));
    expect(new Set(lines.map((l) => l.distribution_centre)).size).toBe(3);
    // An order a week, each from one distribution centre on one day.
    const orders = new Map(lines.map((l) => [l.order_number, `${l.order_date} ${l.distribution_centre}`]));
    expect(orders.size).toBeGreaterThan(13);
    expect(orders.size).toBeLessThanOrEqual(26);
    expect(new Set(lines.map((l) => `${l.order_number} ${l.order_date} ${l.distribution_centre}`)).size).toBe(
      orders.size,
    );

    const gtin = lines[0]!.gtin;
    const { body } = await t.call<OmsTransaction[]>({
      method: 'GET',
      url: `/mds/app/dms/oms/${NORTHWIND_GLN}/transaction/items/${gtin}`,
      token: await t.signIn('sub.admin'),
    });
    const history = body.data!;
    expect(history.length).toBeGreaterThanOrEqual(5);
    expect(history.map((l) => l.orderDate)).toEqual([...history.map((l) => l.orderDate)].sort().reverse());
    // Prices rise over the months: the newest line costs at least what the oldest did.
    expect(history[0]!.unitPrice!).toBeGreaterThanOrEqual(history.at(-1)!.unitPrice!);
    expect(history[0]).toMatchObject({ currencyCode: 'USD', unitDescriptor: expect.any(String) });
  });
});
