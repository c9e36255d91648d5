import { COMPANY_WIZARD_STEPS } from '@tradepool/domain';
import type { CompanyWizardStep } from '@tradepool/domain';

/** The titles the wizard's Steps, the edit tabs and the edit pages use (spec point 2, "Company tabs"). */
export const STEP_TITLES: Record<CompanyWizardStep, string> = {
  companyinformation: 'Company Information',
  companyroles: 'Company Roles',
  integrationsapplications: 'Integrations/Applications',
  entrustments: 'Entrustments',
  useraccounts: 'User Accounts',
};

export function isWizardStep(value: string | undefined): value is CompanyWizardStep {
  return (COMPANY_WIZARD_STEPS as readonly string[]).includes(value ?? '');
}

/** Spec point 4: entrustments exist only for a company with the subscriber role. */
export function visibleSteps(isSubscriber: boolean): CompanyWizardStep[] {
  return COMPANY_WIZARD_STEPS.filter((step) => isSubscriber || step !== 'entrustments');
}

export function nextStep(step: CompanyWizardStep, isSubscriber: boolean): CompanyWizardStep | null {
  const steps = visibleSteps(isSubscriber);
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** Spec point 4: back moves one step; from user accounts to entrustments for a subscriber, else integrations. */
export function previousStep(step: CompanyWizardStep, isSubscriber: boolean): CompanyWizardStep | null {
  const steps = visibleSteps(isSubscriber);
  const index = steps.indexOf(step);
  if (index < 0) return step === 'entrustments' ? 'integrationsapplications' : null;
  return steps[index - 1] ?? null;
}

export interface WizardProgress {
  /** The first save (company information) has created the company. */
  hasCompany: boolean;
  isSubscriber: boolean;
}

/**
 * The step a wizard URL may really show: nothing past company information before the company exists,
 * and no entrustments for a company that is not a subscriber (the step after it instead).
 */
export function reachableStep(step: CompanyWizardStep, progress: WizardProgress): CompanyWizardStep {
  if (!progress.hasCompany) return 'companyinformation';
  if (step === 'entrustments' && !progress.isSubscriber) return 'useraccounts';
  return step;
}
