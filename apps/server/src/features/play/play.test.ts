import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAY_ENTRIES_PER_COMPANY,
  PLAY_ERRORS,
  PLAY_NAME_MAX_LENGTH,
  PLAY_VALUE_MAX_BYTES,
  PLAY_VALUE_MAX_DEPTH,
  type PlayEntry,
} from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('pub.user');
});
afterAll(() => t.close());

const write = (name: string, value: unknown, as = token) =>
  t.call<PlayEntry>({ method: 'POST', url: `/mds/app/test/${name}`, token: as, payload: { value } });

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe('test/{name} bounds', () => {
  it('keeps a value and reads it back', async () => {
    expect((await write('greeting', { message: 'Hello' })).status).toBe(200);
    const read = await t.call<PlayEntry>({ method: 'GET', url: '/mds/app/test/greeting', token });
    expect(read.body.data?.value).toEqual({ message: 'Hello' });
  });

  it(`refuses a name longer than ${PLAY_NAME_MAX_LENGTH} characters with 400`, async () => {
    expect((await write('n'.repeat(PLAY_NAME_MAX_LENGTH), 1)).status).toBe(200);
    const long = await write('n'.repeat(PLAY_NAME_MAX_LENGTH + 1), 1);
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toMatch(/name/);
  });

  it('refuses a value over the size limit with 413 and keeps nothing', async () => {
    const big = await write('big', 'x'.repeat(PLAY_VALUE_MAX_BYTES));
    expect(big.status).toBe(413);
    expect(big.body.error?.message).toBe(PLAY_ERRORS.valueTooLarge);
    expect((await t.call({ method: 'GET', url: '/mds/app/test/big', token })).status).toBe(404);
    expect((await write('big', 'x'.repeat(PLAY_VALUE_MAX_BYTES - 2))).status).toBe(200);
  });

  it('refuses a value nested too deep with 400, even one deep enough to exhaust a recursive check', async () => {
    expect((await write('deep', nested(PLAY_VALUE_MAX_DEPTH))).status).toBe(200);
    for (const depth of [PLAY_VALUE_MAX_DEPTH + 1, 100_000]) {
      const deep = await t.call({
        method: 'POST',
        url: '/mds/app/test/deep',
        token,
        headers: { 'content-type': 'application/json' },
        payload: `{"value":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(deep.status).toBe(400);
      expect(deep.body.error?.message).toMatch(/nested more than/);
    }
  });

  it('refuses a missing value with 400', async () => {
    const missing = await t.call({ method: 'POST', url: '/mds/app/test/none', token, payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toMatch(/value/);
  });

  it(`keeps at most ${PLAY_ENTRIES_PER_COMPANY} entries per company, while existing ones stay writable`, async () => {
    const other = await t.signIn('sub.user');
    const names = Array.from({ length: PLAY_ENTRIES_PER_COMPANY }, (_, i) => `entry-${i}`);
    for (const name of names) expect((await write(name, name, other)).status).toBe(200);

    const extra = await write('one-too-many', 1, other);
    expect(extra.status).toBe(400);
    expect(extra.body.error?.message).toBe(PLAY_ERRORS.tooManyEntries);
    expect((await write('entry-0', 'replaced', other)).status).toBe(200);
    // Another company's store is its own.
    expect((await write('one-more', 1)).status).toBe(200);

    await t.call({ method: 'DELETE', url: '/mds/app/test/entry-1', token: other });
    expect((await write('one-too-many', 1, other)).status).toBe(200);
  });
});
