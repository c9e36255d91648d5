import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gs1CheckDigit, type NetworkIdentity, type NetworkPartner } from '@tradepool/domain';
import { buildAs2Message } from '../../as2/as2-message.js';
import { generateAs2Identity, type As2Identity } from '../../as2/identity.js';
import { readMdn } from '../../as2/mdn.js';
import { storeSubscriberMessages } from '../publication/service.js';
import { NETWORK_RECEIVE_JOB, NETWORK_SEND_JOB } from '../../jobs/job-names.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NETWORK_SEND_MAX_ATTEMPTS } from '../../network/outbound-queue.js';
import { poolIdentity } from '../../network/pool-identity.js';

/**
 * Two pools in one process, A sending and B receiving over real loopback HTTP. B is reached through a gate
 * the test opens and shuts: down (503 or the connection dropped), or up but losing B's MDN on the way back.
 */
const gln = (base: string) => `${base}${gs1CheckDigit(base)}`;
/** Buyers of pool B. */
const B_BUYER = gln('095000000001');
const B_OTHER_BUYER = gln('095000000002');

let a: TestApp;
let b: TestApp;
let bServer: string;
let gate: http.Server;
let gateUrl: string;
let gateMode: 'up' | 'down' | 'drop' | 'lose-mdn' = 'up';
/** The Message-ID of each POST the gate saw, in order. */
const seen: string[] = [];

async function identityOf(t: TestApp): Promise<NetworkIdentity> {
  const { body } = await t.call<NetworkIdentity>({
    method: 'GET',
    url: '/mds/app/network/identity',
    token: await t.signIn('site.admin'),
  });
  return body.data!;
}

async function addPartner(t: TestApp, payload: object): Promise<NetworkPartner> {
  const { status, body } = await t.call<NetworkPartner>({
    method: 'POST',
    url: '/mds/app/network/partners',
    token: await t.signIn('site.admin'),
    payload,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp({ as2Id: 'POOL-A' }), createTestApp({ as2Id: 'POOL-B' })]);
  bServer = await b.app.listen({ port: 0, host: '127.0.0.1' });
  gate = http.createServer((request, response) => {
    seen.push(String(request.headers['message-id']));
    if (gateMode === 'down') return void response.writeHead(503).end('down for maintenance');
    if (gateMode === 'drop') return void request.socket.destroy();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${bServer}${request.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) });
      const body = Buffer.from(await answer.arrayBuffer());
      if (gateMode === 'lose-mdn') return void response.writeHead(502).end('bad gateway');
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries())).end(body);
    });
  });
  gateUrl = await listen(gate);
  const [idA, idB] = await Promise.all([identityOf(a), identityOf(b)]);
  await addPartner(a, {
    name: 'Pool B',
    as2Id: idB.as2Id,
    url: `${gateUrl}/mds/app/gdsn/as2`,
    certificatePem: idB.certificatePem,
    glns: [B_BUYER, B_OTHER_BUYER],
  });
  await addPartner(b, {
    name: 'Pool A',
    as2Id: idA.as2Id,
    url: 'http://127.0.0.1:9/mds/app/gdsn/as2',
    certificatePem: idA.certificatePem,
    glns: [gln('096000000001')],
  });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => gate.close(resolve));
  await Promise.all([a?.close(), b?.close()]);
});
beforeEach(() => {
  gateMode = 'up';
  seen.length = 0;
});

let serial = 0;
/** CINs pool A's publisher (Northwind) stores for a buyer of pool B, as a delivery does. */
async function queueCins(count: number, buyer = B_BUYER): Promise<number[]> {
  const publisher = await a.context.db
    .selectFrom('company')
    .select('id')
    .where('name', '=', 'Northwind Foods')
    .executeTakeFirstOrThrow();
  return a.context.db.transaction().execute((trx) =>
    storeSubscriberMessages(
      trx,
      Array.from({ length: count }, () => {
        serial++;
        return {
          type: 'CIN' as const,
          instanceId: `CIN-T${serial}`,
          xml: `<?xml version="1.0"?><cin serial="${serial}"/>`,
          publisherId: publisher.id,
          subscriberCompanyId: null,
          subscriberGln: buyer,
          topItemId: null,
          time: new Date().toISOString(),
        };
      }),
    ),
  );
}

const outMessages = (ids: number[]) =>
  a.context.db
    .selectFrom('gdsn_message')
    .select([
      'id',
      'xml',
      'status',
      'transport_status',
      'as2_message_id',
      'transport_attempts',
      'transport_error',
      'mdn_time',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

const inbound = (as2MessageIds: string[]) =>
  b.context.db
    .selectFrom('network_inbound')
    .selectAll()
    .where('as2_message_id', 'in', as2MessageIds)
    .orderBy('id')
    .execute();

const sendJobs = () =>
  a.context.db
    .selectFrom('job')
    .selectAll()
    .where('type', '=', NETWORK_SEND_JOB)
    .where('status', '=', 'queued')
    .execute();

/** The back-off's wait skipped: the queued send job is due now. */
const dueNow = () =>
  a.context.db
    .updateTable('job')
    .set({ run_at: new Date(0).toISOString() })
    .where('type', '=', NETWORK_SEND_JOB)
    .where('status', '=', 'queued')
    .execute();

describe('pool-to-pool AS2 transport', () => {
  it('sends queued CINs to the partner serving the buyer, oldest first; the MDN marks them sent', async () => {
    const ids = await queueCins(3);
    expect(await sendJobs()).toHaveLength(1);
    await a.worker.drain();
    const sent = await outMessages(ids);
    expect(sent.map((m) => [m.status, m.transport_status, m.transport_attempts])).toEqual([
      ['sent', 'sent', 1],
      ['sent', 'sent', 1],
      ['sent', 'sent', 1],
    ]);
    expect(sent.every((m) => m.as2_message_id && m.mdn_time)).toBe(true);
    const received = await inbound(sent.map((m) => m.as2_message_id!));
    expect(received.map((r) => r.payload_xml)).toEqual(sent.map((m) => m.xml));
    expect(received.every((r) => r.status === 'received' && r.partner_id !== null && r.mic)).toBe(true);
    const jobs = await b.context.db
      .selectFrom('job')
      .select('payload')
      .where('type', '=', NETWORK_RECEIVE_JOB)
      .execute();
    expect(jobs.map((j) => JSON.parse(j.payload))).toEqual(
      expect.arrayContaining(received.map((r) => ({ inboundId: r.id }))),
    );
  });

  it('queues one send job per partner for a whole delivery batch', async () => {
    const ids = await queueCins(120);
    await queueCins(2, B_OTHER_BUYER);
    expect(await sendJobs()).toHaveLength(1);
    await a.worker.drain();
    expect((await outMessages(ids)).every((m) => m.status === 'sent')).toBe(true);
  }, 60_000);

  it('retries a partner that is down with the same Message-ID, keeping the order', async () => {
    gateMode = 'down';
    const ids = await queueCins(2);
    await a.worker.drain();
    let messages = await outMessages(ids);
    expect(messages.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(messages[0]!.transport_error).toMatch(/HTTP 503/);
    expect(messages[0]!.transport_attempts).toBe(1);
    // Stopped at the first: the second was not tried before it.
    expect(messages[1]!.transport_attempts).toBe(0);
    const firstId = messages[0]!.as2_message_id!;
    const [job] = await sendJobs();
    expect(job!.max_attempts).toBe(NETWORK_SEND_MAX_ATTEMPTS);
    expect(Date.parse(job!.run_at)).toBeGreaterThan(Date.now());

    gateMode = 'drop';
    await dueNow();
    await a.worker.drain();
    expect((await outMessages(ids))[0]!.transport_error).toMatch(/could not be reached/);

    gateMode = 'up';
    await dueNow();
    await a.worker.drain();
    messages = await outMessages(ids);
    expect(messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(messages[0]!.as2_message_id).toBe(firstId);
    expect(seen.filter((id) => id === firstId)).toHaveLength(3);
    const received = await inbound(messages.map((m) => m.as2_message_id!));
    expect(received.map((r) => r.payload_xml)).toEqual(messages.map((m) => m.xml));
  });

  it('delivers once when the MDN is lost: the repeat is answered again and not stored twice', async () => {
    gateMode = 'lose-mdn';
    const ids = await queueCins(1);
    await a.worker.drain();
    const [lost] = await outMessages(ids);
    expect(lost!.status).toBe('queued');
    expect(await inbound([lost!.as2_message_id!])).toHaveLength(1);

    gateMode = 'up';
    await dueNow();
    await a.worker.drain();
    const [sent] = await outMessages(ids);
    expect(sent!.status).toBe('sent');
    const received = await inbound([sent!.as2_message_id!]);
    expect(received).toHaveLength(1);
    const jobs = await b.context.db
      .selectFrom('job')
      .select('id')
      .where('type', '=', NETWORK_RECEIVE_JOB)
      .where('payload', '=', JSON.stringify({ inboundId: received[0]!.id }))
      .execute();
    expect(jobs).toHaveLength(1);
  });
});

describe('the AS2 endpoint', () => {
  let own: As2Identity;
  let bIdentity: NetworkIdentity;
  beforeAll(async () => {
    own = await poolIdentity(a.context.db, a.config);
    bIdentity = await identityOf(b);
  });

  async function post(message: { headers: Record<string, string>; body: Buffer }) {
    const response = await fetch(`${bServer}/mds/app/gdsn/as2`, {
      method: 'POST',
      headers: message.headers,
      body: new Uint8Array(message.body),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  const build = (from: As2Identity, options: { messageId?: string; toAs2Id?: string; payload?: Buffer } = {}) =>
    buildAs2Message({
      from,
      toAs2Id: options.toAs2Id ?? bIdentity.as2Id,
      toCertificatePem: bIdentity.certificatePem,
      payload: options.payload ?? Buffer.from('<?xml version="1.0"?><probe/>'),
      messageId: options.messageId,
    });

  it('stores a message once however often it comes, answering each time with a positive signed MDN', async () => {
    const message = await build(own, { messageId: '<dup-probe-1@POOL-A>' });
    for (let i = 0; i < 2; i++) {
      const answer = await post(message);
      expect(answer.status).toBe(200);
      const mdn = await readMdn({ ...answer, partnerCertificatePem: bIdentity.certificatePem, sentMic: message.mic });
      expect(mdn).toMatchObject({
        signatureValid: true,
        processed: true,
        micMatches: true,
        originalMessageId: message.messageId,
      });
    }
    const stored = await inbound([message.messageId]);
    expect(stored).toHaveLength(1);
    const jobs = await b.context.db
      .selectFrom('job')
      .select('id')
      .where('type', '=', NETWORK_RECEIVE_JOB)
      .where('payload', '=', JSON.stringify({ inboundId: stored[0]!.id }))
      .execute();
    expect(jobs).toHaveLength(1);
  });

  async function expectRefused(
    message: { headers: Record<string, string>; body: Buffer; messageId: string; mic: string },
    failure: RegExp,
  ) {
    const before = await b.context.db
      .selectFrom('network_inbound')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await post(message);
    expect(answer.status).toBe(200);
    const mdn = await readMdn({ ...answer, partnerCertificatePem: bIdentity.certificatePem, sentMic: message.mic });
    expect(mdn.signatureValid).toBe(true);
    expect(mdn.processed).toBe(false);
    expect(mdn.disposition).toMatch(failure);
    const after = await b.context.db
      .selectFrom('network_inbound')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  }

  it('refuses a tampered message with a negative MDN and stores nothing', async () => {
    const message = await build(own);
    const body = Buffer.from(message.body);
    body[body.length - 40] = body[body.length - 40]! ^ 0xff;
    await expectRefused({ ...message, body }, /processed\/error/);
  });

  it('refuses a sender that is no partner, or a disabled one', async () => {
    const stranger = await generateAs2Identity('POOL-X', 'Stranger');
    await expectRefused(await build(stranger), /authentication-failed/);
    await b.context.db.updateTable('network_partner').set({ enabled: 0 }).where('as2_id', '=', own.as2Id).execute();
    try {
      await expectRefused(await build(own), /authentication-failed/);
    } finally {
      await b.context.db.updateTable('network_partner').set({ enabled: 1 }).where('as2_id', '=', own.as2Id).execute();
    }
  });

  it('refuses a message addressed to another AS2 id', async () => {
    await expectRefused(await build(own, { toAs2Id: 'POOL-Z' }), /processed\/error/);
  });

  it('refuses a payload that is not UTF-8 text', async () => {
    await expectRefused(
      await build(own, { payload: Buffer.from([0x3c, 0x61, 0x00, 0xff, 0x3e]) }),
      /unexpected-processing-error/,
    );
  });

  it('answers a body that is no AS2 message with a negative MDN', async () => {
    const answer = await post({
      headers: {
        'content-type': 'application/octet-stream',
        'as2-from': 'POOL-A',
        'as2-to': 'POOL-B',
        'message-id': '<junk@x>',
      },
      body: Buffer.from('junk'),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/multipart\/signed/);
  });
});
