import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigitalLinkSettings } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ digitalLinkBase: 'https://links.northwind.example/p' });
});
afterAll(() => t.close());

describe('GET config/get/digital-link', () => {
  it('tells a signed-in user the resolver the installation sets, and nobody else', async () => {
    const url = '/mds/app/config/get/digital-link';
    for (const login of ['pub.admin', 'sub.readonly']) {
      const { status, body } = await t.call<DigitalLinkSettings>({ method: 'GET', url, token: await t.signIn(login) });
      expect(status).toBe(200);
      expect(body.data).toEqual({ base: 'https://links.northwind.example/p' });
    }
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
  });
});
