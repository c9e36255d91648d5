import type { CompanyWizardStep } from '@tradepool/domain';

export const COMPANY_LIST_PATH = '/admin/company';
export const COMPANY_PUBSUB_LIST_PATH = '/admin/companypubsub';

/** The "none" segment for an empty business unit or partner in a path. */
export const EMPTY_SEGMENT = '-';

/** Where an edit page goes back to (its `editPage` segment). */
export type EditReturn = 'edit' | 'list';

export interface CompanyRef {
  companyId: number;
  buName: string | null;
}

export function wizardPath(step: CompanyWizardStep): string {
  return `${COMPANY_LIST_PATH}/add/${step}`;
}

function segment(value: string | null | undefined): string {
  return encodeURIComponent(value?.trim() ? value.trim() : EMPTY_SEGMENT);
}

/** Spec point 2: /admin/company/{companyId}/{buName}/edit, the business unit URI-encoded. */
export function companyDetailPath(company: CompanyRef): string {
  return `${COMPANY_LIST_PATH}/${company.companyId}/${segment(company.buName)}/edit`;
}

/** Spec point 2: /admin/company/{companyId}/{buName}/{editPage}/{step}edit, entrustments with {partnerCompany}. */
export function stepEditPath(
  company: CompanyRef,
  step: CompanyWizardStep,
  returnTo: EditReturn = 'edit',
  partnerCompany?: string,
): string {
  const base = `${COMPANY_LIST_PATH}/${company.companyId}/${segment(company.buName)}/${returnTo}/${step}edit`;
  return step === 'entrustments' ? `${base}/${segment(partnerCompany)}` : base;
}

export function editReturnOf(value: string | undefined): EditReturn {
  return value === 'list' ? 'list' : 'edit';
}

/** A decoded path segment, with the "none" placeholder read as empty. */
export function segmentValue(value: string | undefined): string {
  return !value || value === EMPTY_SEGMENT ? '' : value;
}
