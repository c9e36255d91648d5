import { useState } from 'react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import type { Company, CompanyWizardStep } from '@tradepool/domain';
import { billingCopiedFrom } from '../model/billing';
import { formValuesOf } from '../model/company-form';
import type { CompanyFormValues } from '../model/company-form';
import { EntrustmentsFields } from './entrustments-fields';
import { InformationFields } from './information-fields';
import { IntegrationsFields } from './integrations-fields';
import { RolesFields } from './roles-fields';
import { UserAccountsPanel } from './user-accounts-panel';

export interface CompanyStepFormProps {
  step: CompanyWizardStep;
  /** Owned by the screen around it (wizard, edit modal, edit page), which saves it. */
  form: FormInstance<CompanyFormValues>;
  /** The saved company; null before the wizard's first save. */
  company: Company | null;
  /** The edit screens (not the wizard) also set the status. */
  editing: boolean;
  /** Without it the step is shown, its fields disabled (spec point 6: COMPANY_VIEW opens the wizard). */
  canManage: boolean;
  /** Entrustments: the partner search starts with this keyword. */
  partnerKeyword?: string;
}

/** One wizard step's form: the same component serves the wizard, the edit modal and the edit pages. */
export function CompanyStepForm({ step, form, company, editing, canManage, partnerKeyword }: CompanyStepFormProps) {
  // Read once: the form owns the values from here on, a refetch must not overwrite the user's input.
  const [initialValues] = useState(() => formValuesOf(company));
  return (
    <>
      <Form<CompanyFormValues>
        form={form}
        name={`company-${step}`}
        layout="vertical"
        initialValues={initialValues}
        disabled={!canManage}
        scrollToFirstError
        onValuesChange={(changed, all) => {
          if (changed.companyContact && all.companyContact?.billingSameAsContact) {
            form.setFieldsValue({ companyContact: billingCopiedFrom(all.companyContact) });
          }
        }}
      >
        {step === 'companyinformation' && <InformationFields editing={editing} inProcess={company?.status === 3} />}
        {step === 'companyroles' && <RolesFields />}
        {step === 'integrationsapplications' && <IntegrationsFields />}
        {step === 'entrustments' && (
          <EntrustmentsFields
            companyId={company?.companyId ?? null}
            currentPartners={company?.companyPartnerList ?? []}
            initialKeyword={partnerKeyword}
          />
        )}
      </Form>
      {step === 'useraccounts' && company && <UserAccountsPanel company={company} canManage={canManage} />}
    </>
  );
}
