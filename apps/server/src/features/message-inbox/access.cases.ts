import { expect } from 'vitest';
import type { InboxMessageDetails, InboxPage } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

const URL = '/mds/app/gdsn/messages';
const OWNER = { owner: 'sub.admin', outsider: 'pubsub.admin' };

/** A message of Harbor East's (the owner's company), as the delivery would have stored it. */
async function harborMessage(t: TestApp, ids: MatrixIds, type: 'CIN' | 'RCI' = 'CIN') {
  const time = new Date().toISOString();
  const { id } = await t.context.db
    .insertInto('gdsn_message')
    .values({
      company_id: ids.subscriber!,
      counterpart_company_id: null,
      catalog_item_id: null,
      message_type: type,
      direction: type === 'RCI' ? 'out' : 'in',
      instance_id: `matrix-${type}-${time}`,
      correlation_id: null,
      xml: '<x/>',
      status: type === 'RCI' ? 'failed' : 'received',
      error: null,
      created_time: time,
      processed_time: time,
      sender_gln: null,
      receiver_gln: null,
      push_status: 'failed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const byId = (id: number) => (t: TestApp) => statusOf(t, { method: 'GET', url: `${URL}/${id}` });

export const accessCases: MatrixCases = {
  [`GET ${URL}`]: {
    request: { method: 'GET', url: URL },
    crossTenant: {
      async check(t, ids) {
        const id = await harborMessage(t, ids);
        await expectOwnerSees(
          t,
          OWNER,
          async (token) => (await t.call<InboxPage>({ method: 'GET', url: `${URL}?acknowledged=all`, token })).body,
          (answer) => answer.data?.results.some((m) => m.id === id) ?? false,
        );
      },
    },
  },
  [`GET ${URL}/:id`]: {
    request: { method: 'GET', url: `${URL}/1` },
    crossTenant: {
      async check(t, ids) {
        const status = await expectOwnerSees(t, OWNER, byId(await harborMessage(t, ids))(t), (s) => s === 200);
        expect(status).toBe(404);
      },
    },
  },
  [`GET ${URL}/:id/details`]: {
    request: { method: 'GET', url: `${URL}/1/details` },
    crossTenant: {
      async check(t, ids) {
        const id = await harborMessage(t, ids);
        const answer = await expectOwnerSees(
          t,
          OWNER,
          async (token) => t.call<InboxMessageDetails>({ method: 'GET', url: `${URL}/${id}/details`, token }),
          (a) => a.status === 200,
        );
        expect(answer.status).toBe(404);
      },
    },
  },
  [`POST ${URL}/ack`]: {
    request: { method: 'POST', url: `${URL}/ack`, payload: { ids: [1] } },
    crossTenant: {
      async check(t, ids) {
        const id = await harborMessage(t, ids);
        const token = await t.signIn(OWNER.outsider);
        const { body } = await t.call<{ acknowledged: number }>({
          method: 'POST',
          url: `${URL}/ack`,
          payload: { ids: [id] },
          token,
        });
        expect(body.data).toEqual({ acknowledged: 0 });
        const row = await t.context.db
          .selectFrom('gdsn_message')
          .select('acknowledged')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.acknowledged).toBe(0);
      },
    },
  },
  [`POST ${URL}/:id/resend`]: {
    request: { method: 'POST', url: `${URL}/1/resend` },
    crossTenant: {
      async check(t, ids) {
        const id = await harborMessage(t, ids, 'RCI');
        const token = await t.signIn(OWNER.outsider);
        expect((await t.call({ method: 'POST', url: `${URL}/${id}/resend`, token })).status).toBe(404);
      },
    },
  },
  [`POST ${URL}/:id/push`]: {
    request: { method: 'POST', url: `${URL}/1/push` },
    crossTenant: {
      async check(t, ids) {
        const id = await harborMessage(t, ids);
        const token = await t.signIn(OWNER.outsider);
        expect((await t.call({ method: 'POST', url: `${URL}/${id}/push`, token })).status).toBe(404);
      },
    },
  },
  'GET /mds/app/gdsn/webhook': {
    request: { method: 'GET', url: '/mds/app/gdsn/webhook' },
    crossTenant: { none: "the caller's current company's webhook: the call names no company" },
  },
  'PUT /mds/app/gdsn/webhook': {
    request: { method: 'PUT', url: '/mds/app/gdsn/webhook', payload: { url: 'https://hooks.example/tradepool' } },
    crossTenant: { none: "the caller's current company's webhook: the call names no company" },
  },
};
