import { text } from 'node:stream/consumers';
import type { AdminUser, CurrentUser, UserInput } from '@tradepool/domain';
import { OUTBOX } from '../mail/mailer.js';
import type { TestApp } from './test-app.js';

/** Helpers the user-admin test files share: demo ids, a valid user form, the mail outbox. */
export async function demoIds(t: TestApp) {
  const companies: Record<string, number> = {};
  for (const row of await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute()) {
    const key =
      row.id === 1
        ? 'support'
        : row.name === 'Northwind Foods'
          ? 'publisher'
          : row.name === 'Greenfield Provisions'
            ? 'pubsub'
            : row.bu_name === 'West Region'
              ? 'subscriberWest'
              : 'subscriber';
    companies[key] = row.id;
  }
  const users: Record<string, number> = {};
  for (const row of await t.context.db.selectFrom('app_user').select(['id', 'login']).execute())
    users[row.login] = row.id;
  return { companies, users };
}

export function userForm(companyId: number, login: string, overrides: Partial<UserInput> = {}): UserInput {
  return {
    companyId,
    login,
    firstName: 'Alex',
    lastName: 'Example',
    email: `${login.replace(/[^a-z0-9.]/gi, '')}@example.com`,
    phone: '+1 212 555 0199',
    title: 'Buyer',
    roleId: 5,
    userType: 'GDSN',
    status: 'Active',
    ...overrides,
  };
}

export function createUser(t: TestApp, token: string, form: UserInput) {
  return t.call<AdminUser>({ method: 'POST', url: '/mds/app/users', token, payload: form });
}

export function authenticate(t: TestApp, userName: string, password: string) {
  return t.call<CurrentUser & { authToken: { token: string } }>({
    method: 'POST',
    url: '/mds/app/users/authenticate',
    payload: { userName, password },
  });
}

export async function queuedJobs(t: TestApp): Promise<number> {
  const row = await t.context.db
    .selectFrom('job')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs the queued jobs and answers the mails written to the outbox since the last call, soft breaks undone. */
export async function deliverMail(t: TestApp, seen: Set<string> = new Set()): Promise<string[]> {
  await t.worker.drain();
  const files = t.context.files;
  const keys = (await files.list(OUTBOX)).filter((key) => !seen.has(key));
  const mails: string[] = [];
  for (const key of keys) {
    seen.add(key);
    const mail = await files.open(key);
    mails.push((await text(mail!.stream)).replace(/=\r?\n/g, ''));
  }
  return mails;
}

export const temporaryPasswordIn = (mail: string) => /Temporary password: (\S+)/.exec(mail)?.[1];
