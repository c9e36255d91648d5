import { describe, expect, it } from 'vitest';
import { isWizardStep, nextStep, previousStep, reachableStep, visibleSteps } from './wizard-steps';

describe('company wizard steps', () => {
  it('shows entrustments only for a subscriber', () => {
    expect(visibleSteps(true)).toEqual([
      'companyinformation',
      'companyroles',
      'integrationsapplications',
      'entrustments',
      'useraccounts',
    ]);
    expect(visibleSteps(false)).not.toContain('entrustments');
  });

  it('moves on through the visible steps and stops after user accounts', () => {
    expect(nextStep('companyinformation', false)).toBe('companyroles');
    expect(nextStep('integrationsapplications', true)).toBe('entrustments');
    expect(nextStep('integrationsapplications', false)).toBe('useraccounts');
    expect(nextStep('entrustments', true)).toBe('useraccounts');
    expect(nextStep('useraccounts', true)).toBeNull();
  });

  it('goes back from user accounts to entrustments for a subscriber, else to integrations', () => {
    expect(previousStep('useraccounts', true)).toBe('entrustments');
    expect(previousStep('useraccounts', false)).toBe('integrationsapplications');
    expect(previousStep('entrustments', true)).toBe('integrationsapplications');
    expect(previousStep('entrustments', false)).toBe('integrationsapplications');
    expect(previousStep('companyroles', false)).toBe('companyinformation');
    expect(previousStep('companyinformation', true)).toBeNull();
  });

  it('keeps a URL from skipping the first save or showing entrustments to a non-subscriber', () => {
    expect(reachableStep('useraccounts', { hasCompany: false, isSubscriber: false })).toBe('companyinformation');
    expect(reachableStep('entrustments', { hasCompany: true, isSubscriber: false })).toBe('useraccounts');
    expect(reachableStep('entrustments', { hasCompany: true, isSubscriber: true })).toBe('entrustments');
  });

  it('knows its step names', () => {
    expect(isWizardStep('companyroles')).toBe(true);
    expect(isWizardStep('companyrolesedit')).toBe(false);
    expect(isWizardStep(undefined)).toBe(false);
  });
});
