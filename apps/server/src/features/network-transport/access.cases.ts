import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { MatrixCases } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

/** Customer companies' administrators: the pool's network is not theirs to see or change. */
const OTHER_ADMINS = ['pub.admin', 'sub.admin', 'pubsub.admin'];

/**
 * The site administrator is answered; every other company's administrator is refused (403) before the call
 * reads or changes anything, and the partners stay as they were.
 */
const siteAdminOnly = (request: (t: TestApp) => Promise<InjectOptions> | InjectOptions) => ({
  async check(t: TestApp) {
    const admin = await t.signIn('site.admin');
    const call = await request(t);
    const partners = () => t.call<unknown[]>({ method: 'GET', url: '/mds/app/network/partners', token: admin });
    const before = (await partners()).body.data;
    for (const login of OTHER_ADMINS) {
      const { status, body } = await t.call({ ...call, token: await t.signIn(login) });
      expect({ login, status, data: body.data }).toEqual({ login, status: 403, data: null });
    }
    expect((await partners()).body.data).toEqual(before);
    const { status } = await t.call({ ...call, token: admin });
    expect(status).toBe(200);
  },
});

/** A partner of its own for the cases that name one, made by the site administrator. */
async function probePartner(t: TestApp): Promise<number> {
  const found = await t.context.db
    .selectFrom('network_partner')
    .select('id')
    .where('as2_id', '=', 'MATRIX-PROBE')
    .executeTakeFirst();
  if (found) return found.id;
  const { generateAs2Identity } = await import('../../as2/identity.js');
  const { certificatePem } = await generateAs2Identity('MATRIX-PROBE', 'Matrix probe');
  const { body } = await t.call<{ id: number }>({
    method: 'POST',
    url: '/mds/app/network/partners',
    token: await t.signIn('site.admin'),
    payload: partnerBody(certificatePem),
  });
  return body.data!.id;
}

const partnerBody = (certificatePem: string) => ({
  name: 'Matrix probe pool',
  as2Id: 'MATRIX-PROBE',
  url: 'http://127.0.0.1:9/mds/app/gdsn/as2',
  certificatePem,
  enabled: false,
  glns: [],
});

export const accessCases: MatrixCases = {
  'GET /mds/app/network/identity': {
    request: { method: 'GET', url: '/mds/app/network/identity' },
    crossTenant: siteAdminOnly(() => ({ method: 'GET', url: '/mds/app/network/identity' })),
  },
  'GET /mds/app/network/partners': {
    request: { method: 'GET', url: '/mds/app/network/partners' },
    crossTenant: siteAdminOnly(() => ({ method: 'GET', url: '/mds/app/network/partners' })),
  },
  'GET /mds/app/network/partners/:id': {
    request: { method: 'GET', url: '/mds/app/network/partners/1' },
    crossTenant: siteAdminOnly(async (t) => ({
      method: 'GET',
      url: `/mds/app/network/partners/${await probePartner(t)}`,
    })),
  },
  'POST /mds/app/network/partners': {
    request: { method: 'POST', url: '/mds/app/network/partners', payload: partnerBody('x') },
    crossTenant: {
      async check(t) {
        const { certificatePem } = await t.context.db
          .selectFrom('network_identity')
          .select('certificate_pem as certificatePem')
          .executeTakeFirst()
          .then((row) => row ?? { certificatePem: 'x' });
        for (const login of OTHER_ADMINS) {
          const { status } = await t.call({
            method: 'POST',
            url: '/mds/app/network/partners',
            token: await t.signIn(login),
            payload: { ...partnerBody(certificatePem), as2Id: 'MATRIX-INTRUDER' },
          });
          expect({ login, status }).toEqual({ login, status: 403 });
        }
        const stored = await t.context.db
          .selectFrom('network_partner')
          .select('id')
          .where('as2_id', '=', 'MATRIX-INTRUDER')
          .execute();
        expect(stored).toEqual([]);
      },
    },
  },
  'PUT /mds/app/network/partners/:id': {
    request: { method: 'PUT', url: '/mds/app/network/partners/1', payload: partnerBody('x') },
    crossTenant: siteAdminOnly(async (t) => {
      const id = await probePartner(t);
      const { body } = await t.call<{ certificatePem: string }>({
        method: 'GET',
        url: `/mds/app/network/partners/${id}`,
        token: await t.signIn('site.admin'),
      });
      return { method: 'PUT', url: `/mds/app/network/partners/${id}`, payload: partnerBody(body.data!.certificatePem) };
    }),
  },
  'DELETE /mds/app/network/partners/:id': {
    request: { method: 'DELETE', url: '/mds/app/network/partners/1' },
    crossTenant: siteAdminOnly(async (t) => ({
      method: 'DELETE',
      url: `/mds/app/network/partners/${await probePartner(t)}`,
    })),
  },
  'POST /mds/app/gdsn/as2': {
    request: {
      method: 'POST',
      url: '/mds/app/gdsn/as2',
      headers: { 'content-type': 'application/pkcs7-mime' },
      payload: 'x',
    },
    crossTenant: {
      none: 'no user: a partner pool signs its message, which is stored for the pool, not for a company',
    },
  },
};
