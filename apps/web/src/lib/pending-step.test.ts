import { describe, expect, it } from 'vitest';
import { pendingStep } from './pending-step';

describe('pendingStep', () => {
  const settled = { policyAccepted: 1, isFirstTime: 0, forceChangePassword: 0 } as const;

  it('nothing left to answer', () => {
    expect(pendingStep(settled)).toBeNull();
  });

  it('the privacy policy comes first, answered or not yet asked', () => {
    expect(pendingStep({ ...settled, policyAccepted: 0, isFirstTime: 1 })).toBe('policy');
    expect(pendingStep({ ...settled, policyAccepted: null })).toBe('policy');
  });

  it('then a new password at first sign-in or when forced', () => {
    expect(pendingStep({ ...settled, isFirstTime: 1 })).toBe('password');
    expect(pendingStep({ ...settled, forceChangePassword: 1 })).toBe('password');
  });
});
