import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessageDetails, InboxPage, WebhookSettings } from '@tradepool/domain';
import { buildGs1Response } from '../../gdsn/messages/gs1-response.js';
import { WEBHOOK_PUSH_JOB } from '../../jobs/job-names.js';
import { HARBOR_WEST_GLN } from '../../test/dms-exchange.js';
import { companyOfGln, NORTHWIND_GLN, supplyFromNorthwind } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queueWebhookPushes, WEBHOOK_MAX_ATTEMPTS, webhookSignature } from '../../webhooks/webhook-push.js';

/** A webhook receiver on loopback: it records each push and answers as `answer` says. */
interface Receiver {
  url: string;
  pushes: { headers: IncomingHttpHeaders; body: string }[];
  answer: number;
  server: Server;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { pushes: [], answer: 200 } as unknown as Receiver;
  receiver.server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      receiver.pushes.push({ headers: request.headers, body });
      response.writeHead(receiver.answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`;
  return receiver;
}

let t: TestApp;
let receiver: Receiver;
let sub: string;
let west: number;
let secret: string;
let cinIds: number[];

const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call<T>({ method, url: `/mds/app/${url}`, token, ...(payload ? { payload } : {}) });

/** The push jobs queued, made due now: the queue's back-off would make the test wait. */
async function runPushesNow() {
  await t.context.db
    .updateTable('job')
    .set({ run_at: new Date(0).toISOString() })
    .where('type', '=', WEBHOOK_PUSH_JOB)
    .where('status', '=', 'queued')
    .execute();
  await t.worker.drain();
}

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  west = await companyOfGln(t, HARBOR_WEST_GLN);
  sub = await t.signIn('sub.admin');
  await call('GET', `users/company/${west}/select`, sub);
  const saved = await call<WebhookSettings>('PUT', 'gdsn/webhook', sub, { url: receiver.url });
  expect(saved.status, saved.body.error?.message).toBe(200);
  secret = saved.body.data!.secret!;
  // The receiver is down for the first push: the job is retried, and the screen says why meanwhile.
  receiver.answer = 500;
  await supplyFromNorthwind(t, { subscriberGln: HARBOR_WEST_GLN, count: 2, firstSerial: 8101, subscriberToken: sub });
  cinIds = (
    await t.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('company_id', '=', west)
      .where('message_type', '=', 'CIN')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('the webhook', () => {
  it('answers the secret once, made by the pool; only the company admin sets it, to an http(s) URL', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const read = await call<WebhookSettings>('GET', 'gdsn/webhook', sub);
    expect(read.body.data).toMatchObject({ url: receiver.url, secretSet: true, secret: null });
    const user = await t.signIn('sub.user');
    expect((await call('PUT', 'gdsn/webhook', user, { url: receiver.url })).status).toBe(403);
    expect((await call('PUT', 'gdsn/webhook', sub, { url: 'ftp://example.com/x' })).status).toBe(400);
    // Northwind has no outbound XML integration: no inbox, no webhook.
    const pub = await t.signIn('pub.admin');
    expect((await call('GET', 'gdsn/webhook', pub)).status).toBe(403);
  });

  it('pushes each CIN addressed to the company, signed, and retries after the receiver failed', async () => {
    expect(cinIds.length).toBeGreaterThanOrEqual(2);
    const failed = await call<InboxPage>('GET', 'gdsn/messages?messageType=CIN&sortDesc=false', sub);
    expect(failed.body.data!.results[0]!.push).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: 'The receiver answered HTTP 500.',
    });
    expect(receiver.pushes).toHaveLength(1);
    receiver.answer = 200;
    await runPushesNow();
    const pushed = receiver.pushes.slice(1);
    expect(pushed.map((p) => Number(p.headers['x-tradepool-message-id']))).toEqual(cinIds);
    for (const push of receiver.pushes) {
      expect(push.headers['x-tradepool-signature']).toBe(webhookSignature(secret, push.body));
      expect(push.headers['x-tradepool-message-type']).toBe('CIN');
      expect(push.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(push.body).toContain('catalogueItemNotification');
    }
    const page = await call<InboxPage>('GET', 'gdsn/messages?messageType=CIN&pushStatus=delivered', sub);
    expect(page.body.data!.totalRows).toBe(cinIds.length);
    expect(page.body.data!.results[0]!.push).toMatchObject({ status: 'delivered', lastError: null });
  });

  it('marks a push failed after its last attempt, and a writer pushes it again', async () => {
    receiver.answer = 503;
    const [id] = cinIds;
    await t.context.db.updateTable('gdsn_message').set({ push_status: null }).where('id', '=', id!).execute();
    await queueWebhookPushes(t.context.db, [id!]);
    await t.context.db
      .updateTable('job')
      .set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 })
      .where('type', '=', WEBHOOK_PUSH_JOB)
      .where('status', '=', 'queued')
      .execute();
    await runPushesNow();
    const failed = await call<InboxPage>('GET', 'gdsn/messages?pushStatus=failed', sub);
    expect(failed.body.data!.results.map((m) => m.id)).toEqual([id]);
    expect(failed.body.data!.results[0]!.push!.lastError).toBe('The receiver answered HTTP 503.');
    const details = await call<InboxMessageDetails>('GET', `gdsn/messages/${id}/details`, sub);
    expect(details.body.data).toMatchObject({ canPushAgain: true, canResend: false });
    const readOnly = await t.signIn('support.admin');
    const asSupport = await call<InboxMessageDetails>('GET', `gdsn/messages/${id}/details`, readOnly);
    expect(asSupport.body.data!.canPushAgain).toBe(false);

    receiver.answer = 200;
    const again = await call<{ queued: boolean }>('POST', `gdsn/messages/${id}/push`, sub);
    expect(again.body.data!.queued).toBe(true);
    await t.worker.drain();
    expect(receiver.pushes.at(-1)!.headers['x-tradepool-message-id']).toBe(String(id));
    const after = await call<InboxMessageDetails>('GET', `gdsn/messages/${id}/details`, sub);
    expect(after.body.data!.message.push!.status).toBe('delivered');
    expect((await call('POST', `gdsn/messages/${id}/push`, sub)).status).toBe(409);
  });
});

describe('the answer to a message the company sent', () => {
  it('is pushed to its webhook, signed, like every message addressed to it', async () => {
    // Harbor West has the outbound XML integration only; sending asks for the inbound one too.
    await t.context.db.updateTable('company').set({ integ_inbound_xml: 1 }).where('id', '=', west).execute();
    receiver.answer = 200;
    const pushes = receiver.pushes.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/mds/app/gdsn/messages',
      headers: { authorization: `Bearer ${sub}`, 'content-type': 'application/xml' },
      payload: '<notGs1/>',
    });
    expect(sent.statusCode).toBe(400);
    await runPushesNow();
    const push = receiver.pushes.at(-1)!;
    expect(receiver.pushes.length).toBe(pushes + 1);
    expect(push.headers['x-tradepool-message-type']).toBe('GS1Response');
    expect(push.body).toContain('gS1Response');
    expect(push.headers['x-tradepool-signature']).toBe(webhookSignature(secret, push.body));
  });
});

describe("a CIC about the publisher's items", () => {
  it("is pushed to the publisher's webhook", async () => {
    const northwind = await companyOfGln(t, NORTHWIND_GLN);
    // Northwind has no outbound XML integration to set it through the API; the push does not ask.
    await t.context.db
      .insertInto('company_webhook')
      .values({
        company_id: northwind,
        url: receiver.url,
        secret: 'northwind-secret',
        modified_by: null,
        modified_time: new Date().toISOString(),
      })
      .execute();
    const copy = await t.context.db
      .selectFrom('received_item')
      .select('id')
      .where('company_id', '=', west)
      .executeTakeFirstOrThrow();
    const pushes = receiver.pushes.length;
    const sent = await call('POST', 'gdsn/subscriptions/cic', sub, {
      catalogItemIds: [copy.id],
      publisherGln: NORTHWIND_GLN,
      status: 'SYNCHRONISED',
    });
    expect(sent.status, sent.body.error?.message).toBe(200);
    await t.worker.drain();
    const push = receiver.pushes.at(-1)!;
    expect(receiver.pushes.length).toBe(pushes + 1);
    expect(push.headers['x-tradepool-message-type']).toBe('CIC');
    expect(push.headers['x-tradepool-signature']).toBe(webhookSignature('northwind-secret', push.body));
  });
});

describe('a webhook removed', () => {
  it('pushes nothing more, and the message is left with no push due', async () => {
    const [, id] = cinIds;
    await t.context.db.updateTable('gdsn_message').set({ push_status: null }).where('id', '=', id!).execute();
    await queueWebhookPushes(t.context.db, [id!]);
    const pushes = receiver.pushes.length;
    const removed = await call<WebhookSettings>('PUT', 'gdsn/webhook', sub, { url: null });
    expect(removed.body.data).toMatchObject({ url: null, secretSet: false });
    await t.worker.drain();
    expect(receiver.pushes).toHaveLength(pushes);
    const row = await t.context.db
      .selectFrom('gdsn_message')
      .select('push_status')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.push_status).toBeNull();
    // A new webhook gets a new secret.
    const again = await call<WebhookSettings>('PUT', 'gdsn/webhook', sub, { url: receiver.url });
    expect(again.body.data!.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(again.body.data!.secret).not.toBe(secret);
  });
});

describe('the inbox', () => {
  it('lists the unacknowledged messages, polls since a cursor, and acknowledges what was taken', async () => {
    const first = await call<InboxPage>('GET', 'gdsn/messages?sortBy=id&sortDesc=false', sub);
    expect(first.status, first.body.error?.message).toBe(200);
    const page = first.body.data!;
    expect(page.results.map((m) => m.id)).toEqual(expect.arrayContaining(cinIds));
    expect(page.results.every((m) => !m.acknowledged && m.companyName === 'Harbor Foodservice - West Region')).toBe(
      true,
    );
    expect(page.nextCursor).not.toBeNull();

    const none = await call<InboxPage>('GET', `gdsn/messages?since=${page.nextCursor}`, sub);
    expect(none.body.data).toEqual({ totalRows: 0, results: [], nextCursor: page.nextCursor });
    const fromStart = await call<InboxPage>('GET', 'gdsn/messages?rowCount=1&sortBy=status', sub);
    const next = await call<InboxPage>('GET', `gdsn/messages?since=${fromStart.body.data!.nextCursor}`, sub);
    expect(next.body.data!.results.every((m) => m.id > fromStart.body.data!.results[0]!.id)).toBe(true);
    expect((await call('GET', 'gdsn/messages?since=bm90LWEtY3Vyc29y', sub)).status).toBe(400);

    const acked = await call<{ acknowledged: number }>('POST', 'gdsn/messages/ack', sub, { ids: cinIds });
    expect(acked.body.data).toEqual({ acknowledged: cinIds.length });
    const again = await call<{ acknowledged: number }>('POST', 'gdsn/messages/ack', sub, { ids: cinIds });
    expect(again.body.data).toEqual({ acknowledged: 0 });
    const left = await call<InboxPage>('GET', 'gdsn/messages?messageType=CIN', sub);
    expect(left.body.data!.totalRows).toBe(0);
    const all = await call<InboxPage>('GET', 'gdsn/messages?messageType=CIN&acknowledged=all', sub);
    expect(all.body.data!.results.every((m) => m.acknowledged && m.acknowledgedTime)).toBe(true);
  });

  it('filters by type, direction, status, instance and time', async () => {
    const [id] = cinIds;
    const row = await t.context.db
      .selectFrom('gdsn_message')
      .select(['instance_id', 'created_time'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    const ids = async (query: string) =>
      (await call<InboxPage>('GET', `gdsn/messages?acknowledged=all&${query}`, sub)).body.data!.results.map(
        (m) => m.id,
      );
    expect(await ids(`instanceId=${encodeURIComponent(row.instance_id)}`)).toEqual([id]);
    expect(await ids('direction=out&messageType=CIN')).toEqual([]);
    expect(await ids('direction=in&status=received&messageType=CIN&sortDesc=false')).toEqual(cinIds);
    const time = new Date(row.created_time).getTime();
    expect(await ids(`messageType=CIN&from=${new Date(time + 60_000).toISOString()}`)).toEqual([]);
    expect(await ids(`messageType=CIN&to=${new Date(time + 60_000).toISOString()}`)).toContain(id);
  });

  it("answers the XML as application/xml, and 404 for another company's message", async () => {
    const [id] = cinIds;
    const own = await t.app.inject({
      method: 'GET',
      url: `/mds/app/gdsn/messages/${id}`,
      headers: { authorization: `Bearer ${sub}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(own.body).toContain('catalogueItemNotification');
    const other = await t.signIn('pubsub.admin');
    expect((await call('GET', `gdsn/messages/${id}`, other)).status).toBe(404);
    const list = await call<InboxPage>('GET', 'gdsn/messages?acknowledged=all', other);
    expect(list.body.data!.results.some((m) => cinIds.includes(m.id))).toBe(false);
    expect((await call('GET', `gdsn/messages?companyId=${west}`, other)).status).toBe(403);
  });

  it('lets read-only users read but not acknowledge; support reads every company, never acknowledges', async () => {
    const readOnly = await t.signIn('sub.readonly');
    expect((await call('GET', 'gdsn/messages', readOnly)).status).toBe(200);
    expect((await call('POST', 'gdsn/messages/ack', readOnly, { ids: cinIds })).status).toBe(403);
    const support = await t.signIn('support.admin');
    const seen = await call<InboxPage>('GET', `gdsn/messages?companyId=${west}&acknowledged=all`, support);
    expect(seen.body.data!.results.map((m) => m.id)).toEqual(expect.arrayContaining(cinIds));
    const xml = await t.app.inject({
      method: 'GET',
      url: `/mds/app/gdsn/messages/${cinIds[0]}`,
      headers: { authorization: `Bearer ${support}` },
    });
    expect(xml.statusCode).toBe(200);
    expect((await call('POST', 'gdsn/messages/ack', support, { ids: cinIds })).status).toBe(403);
    const pub = await t.signIn('pub.admin');
    expect((await call('GET', 'gdsn/messages', pub)).status).toBe(403);
  });

  it("reads a message's GS1Response into each refused transaction's errors", async () => {
    const time = new Date();
    const base = {
      company_id: west,
      counterpart_company_id: null,
      catalog_item_id: null,
      processed_time: time.toISOString(),
      created_time: time.toISOString(),
      sender_gln: HARBOR_WEST_GLN,
      receiver_gln: '0860000000017',
      error: null,
    };
    const xml = buildGs1Response({
      instanceId: 'RESP-1',
      senderGln: '0860000000017',
      receiverGln: HARBOR_WEST_GLN,
      createdAt: time,
      correlationId: 'CIC-1',
      messageErrors: [],
      transactions: [
        {
          entityId: 'T-2',
          ownerGln: HARBOR_WEST_GLN,
          errors: [{ code: 'DP-NO-PUBLICATION', description: 'No active publication of GTIN 00000000000017.' }],
        },
      ],
    });
    const [cic] = await t.context.db
      .insertInto('gdsn_message')
      .values([
        {
          ...base,
          message_type: 'CIC',
          direction: 'in',
          instance_id: 'CIC-1',
          correlation_id: null,
          xml: '<cic/>',
          status: 'failed',
        },
        {
          ...base,
          message_type: 'GS1Response',
          direction: 'out',
          instance_id: 'RESP-1',
          correlation_id: 'CIC-1',
          xml,
          status: 'sent',
        },
      ])
      .returning('id')
      .execute();
    const details = await call<InboxMessageDetails>('GET', `gdsn/messages/${cic!.id}/details`, sub);
    expect(details.body.data!.answer).toMatchObject({
      responseInstanceId: 'RESP-1',
      accepted: false,
      messageErrors: [],
      transactions: [
        {
          entityId: 'T-2',
          errors: [{ code: 'DP-NO-PUBLICATION', description: 'No active publication of GTIN 00000000000017.' }],
        },
      ],
    });
  });
});

describe('OpenAPI', () => {
  it('documents the inbox and the webhook from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mds/app/docs/json' });
    const spec = response.json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/mds/app/gdsn/messages/{id}',
        '/mds/app/gdsn/messages/{id}/details',
        '/mds/app/gdsn/messages/ack',
        '/mds/app/gdsn/webhook',
      ]),
    );
    const list = spec.paths['/mds/app/gdsn/messages']!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['since', 'acknowledged', 'messageType']),
    );
  });
});
