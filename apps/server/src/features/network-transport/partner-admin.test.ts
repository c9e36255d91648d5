import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit, NETWORK_TEXTS, type NetworkIdentity, type NetworkPartner } from '@tradepool/domain';
import { certificateFingerprint, generateAs2Identity } from '../../as2/identity.js';
import { NETWORK_SEND_JOB } from '../../jobs/job-names.js';
import { poolIdentity } from '../../network/pool-identity.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storeSubscriberMessage } from '../publication/service.js';

const gln = (base: string) => `${base}${gs1CheckDigit(base)}`;
const URL_OF_PARTNER = 'https://partner.example/as2';

let t: TestApp;
let admin: string;
let certificatePem: string;

beforeAll(async () => {
  t = await createTestApp({ as2Id: 'POOL-ADMIN', publicUrl: 'https://pool.example' });
  admin = await t.signIn('site.admin');
  certificatePem = (await generateAs2Identity('PARTNER-1', 'Partner one')).certificatePem;
});
afterAll(() => t.close());

const save = (payload: object, id?: number) =>
  t.call<NetworkPartner>({
    method: id ? 'PUT' : 'POST',
    url: id ? `/mds/app/network/partners/${id}` : '/mds/app/network/partners',
    token: admin,
    payload,
  });

const profile = (overrides: object = {}) => ({
  name: 'Partner one',
  as2Id: 'PARTNER-1',
  url: URL_OF_PARTNER,
  certificatePem,
  glns: [gln('097000000001')],
  ...overrides,
});

describe('network partners', () => {
  it("answers the pool's identity for a partner to set up its side", async () => {
    const { status, body } = await t.call<NetworkIdentity>({
      method: 'GET',
      url: '/mds/app/network/identity',
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      as2Id: 'POOL-ADMIN',
      gln: '0860000000017',
      endpointUrl: 'https://pool.example/mds/app/gdsn/as2',
    });
    expect(body.data!.fingerprint).toBe(certificateFingerprint(body.data!.certificatePem));
  });

  it('are added, read, listed, changed and removed by the site administrator', async () => {
    const created = await save(profile());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Partner one',
      as2Id: 'PARTNER-1',
      enabled: true,
      glns: [gln('097000000001')],
      fingerprint: certificateFingerprint(certificatePem),
      lastSent: null,
      lastReceived: null,
    });
    const id = created.body.data!.id;
    const changed = await save(
      profile({ name: 'Partner uno', enabled: false, glns: [gln('097000000002'), gln('097000000001')] }),
      id,
    );
    expect(changed.body.data).toMatchObject({
      name: 'Partner uno',
      enabled: false,
      glns: [gln('097000000001'), gln('097000000002')],
    });
    const list = await t.call<NetworkPartner[]>({ method: 'GET', url: '/mds/app/network/partners', token: admin });
    expect(list.body.data!.map((p) => p.id)).toEqual([id]);
    const removed = await t.call({ method: 'DELETE', url: `/mds/app/network/partners/${id}`, token: admin });
    expect(removed.status).toBe(200);
    const gone = await t.call({ method: 'GET', url: `/mds/app/network/partners/${id}`, token: admin });
    expect(gone.status).toBe(404);
    expect(await t.context.db.selectFrom('network_partner_gln').selectAll().execute()).toEqual([]);
  });

  it('refuses what cannot be a partner: a bad certificate or GLN, an AS2 id or GLN taken, a GLN of this pool', async () => {
    expect((await save(profile({ certificatePem: 'not a certificate' }))).body.error?.message).toBe(
      NETWORK_TEXTS.badCertificate,
    );
    expect((await save(profile({ glns: ['0860000000018'] }))).status).toBe(400);
    expect((await save(profile({ glns: [gln('097000000001'), gln('097000000001')] }))).status).toBe(400);
    expect((await save(profile({ as2Id: 'POOL-ADMIN' }))).body.error?.message).toBe(NETWORK_TEXTS.ownAs2Id);
    expect((await save(profile({ glns: ['0761305000019'] }))).body.error?.message).toBe(
      NETWORK_TEXTS.glnInPool('0761305000019'),
    );
    expect((await save(profile({ url: 'ftp://partner.example/as2' }))).status).toBe(400);
    const first = await save(profile());
    expect(first.status).toBe(200);
    const sameId = await save(profile({ glns: [] }));
    expect([sameId.status, sameId.body.error?.message]).toEqual([409, NETWORK_TEXTS.as2IdTaken]);
    const sameGln = await save(profile({ as2Id: 'PARTNER-2' }));
    expect([sameGln.status, sameGln.body.error?.message]).toEqual([
      409,
      NETWORK_TEXTS.glnTaken(gln('097000000001'), 'Partner one'),
    ]);
    await t.call({ method: 'DELETE', url: `/mds/app/network/partners/${first.body.data!.id}`, token: admin });
  });

  it('are kept from the site administrator working in another company', async () => {
    const ids = await t.context.db
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', 'site.admin')
      .executeTakeFirstOrThrow();
    const publisher = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Northwind Foods')
      .executeTakeFirstOrThrow();
    await t.context.db.insertInto('user_company').values({ user_id: ids.id, company_id: publisher.id }).execute();
    const token = await t.signIn('site.admin');
    const switched = await t.call({ method: 'GET', url: `/mds/app/users/company/${publisher.id}/select`, token });
    expect(switched.status).toBe(200);
    for (const url of ['/mds/app/network/partners', '/mds/app/network/identity']) {
      expect((await t.call({ method: 'GET', url, token })).status).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: '/mds/app/network/partners', token, payload: profile() })).status).toBe(
      403,
    );
  });

  it('send what waited for them once saved, with one send job however often saved', async () => {
    const publisher = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Northwind Foods')
      .executeTakeFirstOrThrow();
    const buyer = gln('097000000003');
    const messageId = await storeSubscriberMessage(t.context.db, {
      type: 'CIN',
      instanceId: 'CIN-WAITING',
      xml: '<cin/>',
      publisherId: publisher.id,
      subscriberCompanyId: null,
      subscriberGln: buyer,
      topItemId: null,
      time: new Date().toISOString(),
    });
    const waiting = () =>
      t.context.db
        .selectFrom('gdsn_message')
        .select(['status', 'transport_status', 'transport_partner_id'])
        .where('id', '=', messageId)
        .executeTakeFirstOrThrow();
    expect(await waiting()).toEqual({ status: 'queued', transport_status: null, transport_partner_id: null });
    const created = await save(profile({ as2Id: 'PARTNER-3', glns: [buyer] }));
    expect(await waiting()).toEqual({
      status: 'queued',
      transport_status: 'sending',
      transport_partner_id: created.body.data!.id,
    });
    await save(
      profile({ as2Id: 'PARTNER-3', glns: [buyer], url: 'https://partner.example/fixed' }),
      created.body.data!.id,
    );
    const jobs = await t.context.db
      .selectFrom('job')
      .select('payload')
      .where('type', '=', NETWORK_SEND_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(jobs.map((j) => JSON.parse(j.payload))).toEqual([{ partnerId: created.body.data!.id }]);
  });

  it("makes the pool's key and certificate once, however many nodes ask at once", async () => {
    const second = await createTestApp({
      as2Id: 'POOL-ADMIN',
      databaseUrl: t.config.databaseUrl,
      sqliteFile: t.config.sqliteFile,
    });
    try {
      await t.context.db.deleteFrom('network_identity').execute();
      const third = await createTestApp({
        as2Id: 'POOL-ADMIN',
        databaseUrl: t.config.databaseUrl,
        sqliteFile: t.config.sqliteFile,
      });
      try {
        const [one, two] = await Promise.all([
          poolIdentity(second.context.db, second.config),
          poolIdentity(third.context.db, third.config),
        ]);
        expect(one.certificatePem).toBe(two.certificatePem);
        expect(await t.context.db.selectFrom('network_identity').select('id').execute()).toEqual([{ id: 1 }]);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });
});
