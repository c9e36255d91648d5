import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '@tradepool/domain';
import { hashPassword } from '../../security/passwords.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoAccountsWithPublishedPassword } from './demo-accounts.js';
import { DEMO_USERS } from './demo-data.js';

describe('the demo accounts a start warns about', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are the active ones that still have the published password', async () => {
    const db = t.context.db;
    expect(await demoAccountsWithPublishedPassword(db)).toEqual(DEMO_USERS.map((u) => u.login).sort());
    await db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('Another-Password-2026') })
      .where('login', '=', 'site.admin')
      .execute();
    await db.updateTable('app_user').set({ status: USER_STATUS.INACTIVE }).where('login', '=', 'pub.user').execute();
    const open = await demoAccountsWithPublishedPassword(db);
    expect(open).toHaveLength(DEMO_USERS.length - 2);
    expect(open).not.toContain('site.admin');
    expect(open).not.toContain('pub.user');
  });
});
