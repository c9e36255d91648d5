import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/make-user';
import { can } from './permissions';

describe('can', () => {
  const subAdmin = makeUser('SUB_ADMIN');

  it('checks a single permission', () => {
    expect(can(subAdmin, 'CATALOG_SUBSCRIBE')).toBe(true);
    expect(can(subAdmin, 'CATALOG_PUBLISH')).toBe(false);
  });

  it('needs any one of a list (the "MANAGE or VIEW" rows)', () => {
    expect(can(makeUser('SITE_USER'), ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'])).toBe(true);
    expect(can(makeUser('SUB_USER'), ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'])).toBe(false);
  });

  it('an empty list needs nothing, but a user is still needed', () => {
    expect(can(makeUser('SUB_READ_ONLY_USER'), [])).toBe(true);
    expect(can(null, [])).toBe(false);
    expect(can(undefined, 'CATALOG_VIEW')).toBe(false);
  });
});
