import { DEFAULT_COUNTRY, INTEGRATION_FLAGS } from '@tradepool/domain';
import type { Company, CompanyContact, CompanyInput, CompanyWizardStep, IntegrationFlag } from '@tradepool/domain';
import { billingCopiedFrom } from './billing';
import { glnListForSave } from './gln-list';

export type CompanyRoleKey = 'rolePub' | 'roleSub';

export type ContactFormValues = {
  [K in Exclude<keyof CompanyContact, 'billingSameAsContact'>]?: string | null;
} & { billingSameAsContact?: boolean };

/**
 * What the step forms hold. Each step registers only its own fields; a save merges them into the whole
 * company, because `addUpdateCompany` replaces every field it is given.
 */
export interface CompanyFormValues {
  name?: string;
  buName?: string | null;
  buType?: string | null;
  type?: string | null;
  industrySegment?: number | null;
  isGdsn?: boolean;
  companyURL?: string | null;
  status?: 0 | 1 | 2 | 3;
  glns?: (string | null | undefined)[];
  companyContact?: ContactFormValues;
  roles?: CompanyRoleKey[];
  integrations?: IntegrationFlag[];
  partnerIds?: number[];
}

const flagOf = (on: boolean | undefined): 0 | 1 => (on ? 1 : 0);

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function contactFormValues(contact: CompanyContact): ContactFormValues {
  const { billingSameAsContact, ...fields } = contact;
  return { ...fields, billingSameAsContact: billingSameAsContact === 1 };
}

/**
 * The form's starting values: the saved company, or a new one (GDSN, default country). A new company's URL
 * starts empty: it is the company's own website, which the portal's address never is.
 */
export function formValuesOf(company: Company | null): CompanyFormValues {
  if (!company) {
    return {
      name: '',
      isGdsn: true,
      glns: [''],
      companyContact: {
        country: DEFAULT_COUNTRY.code,
        billingCountry: DEFAULT_COUNTRY.code,
        billingSameAsContact: true,
      },
      roles: [],
      integrations: [],
      partnerIds: [],
    };
  }
  const glns = company.companyGLNList.map((entry) => entry.gln);
  return {
    name: company.name,
    buName: company.buName,
    buType: company.buType,
    type: company.type,
    industrySegment: company.industrySegment,
    isGdsn: company.isGdsn === 1,
    companyURL: company.companyURL,
    status: company.status === 0 || company.status === 1 || company.status === 2 ? company.status : 3,
    glns: glns.length > 0 ? glns : [''],
    companyContact: contactFormValues(company.companyContact),
    roles: (['rolePub', 'roleSub'] as const).filter((role) => company[role] === 1),
    integrations: INTEGRATION_FLAGS.filter((flag) => company[flag] === 1),
    partnerIds: company.companyPartnerList.map((partner) => partner.partnerCompanyID),
  };
}

/** The whole saved company as `addUpdateCompany` takes it; the status is left to the server unless a form sets it. */
export function companyToInput(company: Company): CompanyInput {
  const input: CompanyInput = {
    companyId: company.companyId,
    name: company.name,
    buName: company.buName,
    buType: company.buType,
    type: company.type,
    companyGLNList: company.companyGLNList.map((entry) => ({ gln: entry.gln })),
    isGdsn: company.isGdsn,
    industrySegment: company.industrySegment,
    companyURL: company.companyURL,
    rolePub: company.rolePub,
    roleSub: company.roleSub,
    companyContact: company.companyContact,
    companyPartnerList: company.companyPartnerList.map((partner) => ({ partnerCompanyID: partner.partnerCompanyID })),
    outputProfile: company.outputProfile,
    matchCriteria: company.matchCriteria,
  };
  for (const flag of INTEGRATION_FLAGS) input[flag] = company[flag];
  return input;
}

function mergeContact(base: CompanyInput['companyContact'], values: ContactFormValues): CompanyInput['companyContact'] {
  const { billingSameAsContact, ...fields } = values;
  const cleaned = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? blankToNull(value) : value]),
  );
  const merged = { ...base, ...cleaned, billingSameAsContact: flagOf(billingSameAsContact) };
  return billingSameAsContact ? billingCopiedFrom(merged) : merged;
}

/**
 * The request for saving `step`: the saved company (or nothing yet) with the step form's values laid over
 * it. Only the fields the form holds change.
 */
export function toCompanyInput(
  company: Company | null,
  values: CompanyFormValues,
  step: CompanyWizardStep,
): CompanyInput {
  const input: CompanyInput = company ? companyToInput(company) : { companyId: null, name: '' };
  input.step = step;
  if (values.name !== undefined) input.name = values.name.trim();
  if (values.buName !== undefined) input.buName = blankToNull(values.buName);
  if (values.buType !== undefined) input.buType = blankToNull(values.buType);
  if (values.type !== undefined) input.type = blankToNull(values.type);
  if (values.industrySegment !== undefined) input.industrySegment = values.industrySegment ?? null;
  if (values.isGdsn !== undefined) input.isGdsn = flagOf(values.isGdsn);
  if (values.companyURL !== undefined) input.companyURL = blankToNull(values.companyURL);
  if (values.status !== undefined) input.status = values.status;
  if (values.glns !== undefined) input.companyGLNList = glnListForSave(values.glns);
  if (values.companyContact !== undefined)
    input.companyContact = mergeContact(input.companyContact, values.companyContact);
  if (values.roles !== undefined) {
    input.rolePub = flagOf(values.roles.includes('rolePub'));
    input.roleSub = flagOf(values.roles.includes('roleSub'));
  }
  if (values.integrations !== undefined) {
    for (const flag of INTEGRATION_FLAGS) input[flag] = flagOf(values.integrations.includes(flag));
  }
  if (values.partnerIds !== undefined) {
    input.companyPartnerList = values.partnerIds.map((id) => ({ partnerCompanyID: id }));
  }
  return input;
}
