import { describe, expect, it } from 'vitest';
import { parseWizardState } from './wizard-state';

describe('wizard state', () => {
  it('reads back the company of the first save', () => {
    expect(parseWizardState(JSON.stringify({ companyId: 6 }))).toEqual({ companyId: 6 });
  });

  it('ignores anything else', () => {
    expect(parseWizardState(null)).toBeNull();
    expect(parseWizardState('not json')).toBeNull();
    expect(parseWizardState(JSON.stringify({ companyId: '6' }))).toBeNull();
    expect(parseWizardState(JSON.stringify({ companyId: 0 }))).toBeNull();
  });
});
