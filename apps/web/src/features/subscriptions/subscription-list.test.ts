import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/make-user';
import { CREATE_SUBSCRIPTION_PATH, createSubscriptionPath, opensCreateDialog } from './subscription-list';

describe('the create-subscription link', () => {
  it('leads a GDSN user whose role subscribes to the create dialog', () => {
    expect(CREATE_SUBSCRIPTION_PATH).toBe('/subscription?create=1');
    expect(createSubscriptionPath(makeUser('SUB_ADMIN'))).toBe(CREATE_SUBSCRIPTION_PATH);
    expect(createSubscriptionPath(makeUser('SUB_USER', { userType: 'BOTH_GDSN_OMS' }))).toBe(CREATE_SUBSCRIPTION_PATH);
  });

  it('is none for a read-only subscriber or a user without GDSN subscriptions', () => {
    expect(createSubscriptionPath(makeUser('SUB_READ_ONLY_USER'))).toBeNull();
    expect(createSubscriptionPath(makeUser('SUB_USER', { userType: 'NON_GDSN_OMS' }))).toBeNull();
    expect(createSubscriptionPath(makeUser('PUB_SUB_USER', { userType: 'OMS_ONLY' }))).toBeNull();
  });

  it('opens the dialog from its query, for who may create only', () => {
    expect(opensCreateDialog(new URLSearchParams('create=1'), true)).toBe(true);
    expect(opensCreateDialog(new URLSearchParams('create=1'), false)).toBe(false);
    expect(opensCreateDialog(new URLSearchParams(''), true)).toBe(false);
  });
});
