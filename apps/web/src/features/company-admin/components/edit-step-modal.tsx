import { App, Button, Flex, Form, Modal } from 'antd';
import { MESSAGES } from '@tradepool/domain';
import type { Company, CompanyWizardStep } from '@tradepool/domain';
import type { CompanyFormValues } from '../model/company-form';
import { STEP_TITLES } from '../model/wizard-steps';
import { CompanyStepForm } from './company-step-form';
import { TimedAlert } from './timed-alert';
import { useStepSave } from './use-step-save';

interface EditStepProps {
  step: CompanyWizardStep;
  company: Company;
  onClose: () => void;
  onSaved: (company: Company) => void;
}

function EditStepBody({ step, company, onClose, onSaved }: EditStepProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<CompanyFormValues>();
  const saver = useStepSave();

  async function save() {
    const saved = await saver.run(form, company, step);
    if (saved) onSaved(saved);
  }

  function cancel() {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: MESSAGES.proceedWithCancel,
      okText: 'Yes, discard changes',
      cancelText: 'No',
      onOk: onClose,
    });
  }

  return (
    <>
      <TimedAlert message={saver.alert.message} />
      <CompanyStepForm step={step} form={form} company={company} editing canManage />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={cancel} disabled={saver.saving}>
          Cancel
        </Button>
        <Button type="primary" loading={saver.saving} onClick={() => void save()}>
          Save
        </Button>
      </Flex>
    </>
  );
}

/** Spec point 2: the edit detail's modal, holding the wizard step's own form. */
export function EditStepModal({ step, ...props }: Omit<EditStepProps, 'step'> & { step: CompanyWizardStep | null }) {
  const wide = step === 'companyinformation' || step === 'useraccounts' || step === 'entrustments';
  return (
    <Modal
      open={step !== null}
      title={step ? `Edit ${STEP_TITLES[step]}` : ''}
      width={wide ? 1100 : 860}
      footer={null}
      mask={{ closable: false }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {step && <EditStepBody step={step} {...props} />}
    </Modal>
  );
}
