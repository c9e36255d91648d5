import { MESSAGES } from '@tradepool/domain';
import type { Company, CompanyWizardStep } from '@tradepool/domain';
import type { FormInstance } from 'antd';
import { useSaveCompany } from '../api/save-company';
import { toCompanyInput } from '../model/company-form';
import type { CompanyFormValues } from '../model/company-form';
import { useTimedAlert } from './timed-alert';

/**
 * Validates a step form and saves the company with that step's rules. Problems land in the returned
 * alert: 'InValidate Name' for a bad name, the required-inputs text for other invalid fields, and a
 * server refusal titled with the company name (spec point 8), each hidden after 3 s.
 */
export function useStepSave() {
  const save = useSaveCompany();
  const alert = useTimedAlert();

  async function run(
    form: FormInstance<CompanyFormValues>,
    company: Company | null,
    step: CompanyWizardStep,
  ): Promise<Company | null> {
    alert.clear();
    let values: CompanyFormValues;
    try {
      values = await form.validateFields();
    } catch {
      const nameInvalid = step === 'companyinformation' && form.getFieldError('name').length > 0;
      alert.show({ type: 'error', title: nameInvalid ? MESSAGES.invalidCompanyName : MESSAGES.fillRequired });
      return null;
    }
    const input = toCompanyInput(company, values, step);
    try {
      return await save.mutateAsync(input);
    } catch (error) {
      alert.show({
        type: 'error',
        title: input.name || company?.name || 'Company',
        description: error instanceof Error ? error.message : MESSAGES.networkFailure,
      });
      return null;
    }
  }

  return { run, saving: save.isPending, alert };
}
