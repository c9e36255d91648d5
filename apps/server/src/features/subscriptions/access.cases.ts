import { expect } from 'vitest';
import {
  SUBSCRIPTION_STATUS,
  type Page,
  type SubscriptionCancelResponse,
  type SubscriptionRow,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/gdsn/subscriptions';
const HARBOR_EAST = '0843912000016';
const NORTHWIND_GLN = '0761305000019';
const seeded = new WeakMap<TestApp, number>();

/** A Valid subscription of Harbor Foodservice East to Northwind, made once per app. */
async function harborSubscription(t: TestApp, ids: MatrixIds): Promise<number> {
  if (!seeded.has(t)) {
    const { id } = await t.context.db
      .insertInto('subscription')
      .values({
        company_id: ids.subscriber!,
        subscriber_gln: HARBOR_EAST,
        publisher_gln: NORTHWIND_GLN,
        gtin: null,
        gpc_code: '10000025',
        target_market: '840',
        status: SUBSCRIPTION_STATUS.valid,
        instance_id: 'matrix-cis',
        created_by: null,
        created_time: nowIso(),
        modified_time: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded.set(t, id);
  }
  return seeded.get(t)!;
}

/** Harbor East's admin, who subscribed, and Greenfield's, who must not see it. */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

const call =
  <T>(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  (token: string) =>
    t.call<T>({ method, url: `${BASE}${url}`, token, payload });

/** Greenfield Provisions' admin: a subscriber too, of another company. */
async function asGreenfield<T>(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await t.signIn('pubsub.admin');
  return t.call<T>({ method, url: `${BASE}${url}`, token, payload });
}

export const accessCases: MatrixCases = {
  [`POST ${BASE}`]: {
    request: { method: 'POST', url: BASE, payload: { subscriberGLN: HARBOR_EAST, publisherGLN: NORTHWIND_GLN } },
    crossTenant: {
      async check(t) {
        const { status } = await asGreenfield(t, 'POST', '', {
          subscriberGLN: HARBOR_EAST,
          publisherGLN: NORTHWIND_GLN,
          tms: ['124'],
        });
        expect(status).toBe(400);
        const rows = await t.context.db
          .selectFrom('subscription')
          .select('id')
          .where('subscriber_gln', '=', HARBOR_EAST)
          .where('target_market', '=', '124')
          .execute();
        expect(rows).toEqual([]);
      },
    },
  },
  [`POST ${BASE}/cancel`]: {
    request: { method: 'POST', url: `${BASE}/cancel`, payload: { itemSubscriptionId: [1] } },
    crossTenant: {
      async check(t, ids) {
        const id = await harborSubscription(t, ids);
        const { body } = await asGreenfield<SubscriptionCancelResponse>(t, 'POST', '/cancel', {
          itemSubscriptionId: [id],
        });
        expect(body.data!.results[0]!.success).toBe(false);
        const row = await t.context.db
          .selectFrom('subscription')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(SUBSCRIPTION_STATUS.valid);
      },
    },
  },
  [`POST ${BASE}/search`]: {
    request: { method: 'POST', url: `${BASE}/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const id = await harborSubscription(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          call<Page<SubscriptionRow>>(t, 'POST', '/search', { id }),
          ({ body }) => body.data!.totalRows > 0,
        );
      },
    },
  },
  [`GET ${BASE}/searchPartial`]: {
    request: { method: 'GET', url: `${BASE}/searchPartial?keyword=0843` },
    crossTenant: {
      async check(t, ids) {
        await harborSubscription(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          call<unknown[]>(t, 'GET', `/searchPartial?keyword=${HARBOR_EAST}`),
          ({ body }) => body.data!.length > 0,
        );
      },
    },
  },
  [`GET ${BASE}/gpcs`]: {
    request: { method: 'GET', url: `${BASE}/gpcs?keyword=soup` },
    crossTenant: { none: 'the GPC brick list' },
  },
  [`GET ${BASE}/targetmarkets`]: {
    request: { method: 'GET', url: `${BASE}/targetmarkets` },
    crossTenant: { none: 'the ISO 3166 country list' },
  },
  [`GET ${BASE}/publishers/:term`]: {
    request: { method: 'GET', url: `${BASE}/publishers/north` },
    crossTenant: { none: "Tradepool's directory of publisher GLNs, which every subscriber may subscribe to" },
  },
  [`GET ${BASE}/:publisherGLN/cichistory/:catalogItemId`]: {
    request: { method: 'GET', url: `${BASE}/${NORTHWIND_GLN}/cichistory/1` },
    crossTenant: {
      async check(t, ids) {
        const now = nowIso();
        const { id } = await t.context.db
          .insertInto('received_item')
          .values({
            company_id: ids.subscriber!,
            subscriber_gln: HARBOR_EAST,
            publisher_company_id: ids.publisher!,
            info_provider_gln: NORTHWIND_GLN,
            source_item_id: null,
            gtin: '00614141999996',
            target_market: '840',
            root_gtin: '00614141999996',
            unit_descriptor: 'CASE',
            description: 'Matrix received item',
            brand_name: null,
            product_code: null,
            gpc_code: null,
            children: '[]',
            attributes: '{}',
            version: 1,
            withdrawn: 0,
            cin_message_id: null,
            received_time: now,
            modified_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await expectOwnerSees(
          t,
          LOGINS,
          call(t, 'GET', `/${NORTHWIND_GLN}/cichistory/${id}`),
          ({ status }) => status === 200,
        );
      },
    },
  },
  [`POST ${BASE}/download/subscribedItemSheet`]: {
    request: { method: 'POST', url: `${BASE}/download/subscribedItemSheet`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const id = await harborSubscription(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, {
            method: 'POST',
            url: `${BASE}/download/subscribedItemSheet`,
            payload: { itemSubscriptionId: [id] },
          }),
          (status) => status === 200,
        );
      },
    },
  },
};
