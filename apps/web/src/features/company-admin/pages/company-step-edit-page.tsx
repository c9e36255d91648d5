import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ALERT_HIDE_MS, MESSAGES } from '@tradepool/domain';
import type { CompanyWizardStep } from '@tradepool/domain';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { companyQueryOptions } from '../api/get-company';
import { CompanyLoadError } from '../components/company-load-error';
import { CompanyStatusTag } from '../components/company-status-tag';
import { CompanyStepForm } from '../components/company-step-form';
import { TimedAlert } from '../components/timed-alert';
import { useStepSave } from '../components/use-step-save';
import type { CompanyFormValues } from '../model/company-form';
import { COMPANY_LIST_PATH, companyDetailPath, editReturnOf, segmentValue } from '../model/paths';
import { STEP_TITLES } from '../model/wizard-steps';

/**
 * Spec point 2: /admin/company/{companyId}/{buName}/{editPage}/{step}edit, one step's form as a page.
 * `editPage` says where Save and Cancel return: 'list' to the company list, otherwise the edit detail.
 */
function StepEditPage({ step }: { step: CompanyWizardStep }) {
  const params = useParams();
  const companyId = Number(params.companyId);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useCurrentUser();
  const [form] = Form.useForm<CompanyFormValues>();
  const saver = useStepSave();
  const [leaving, setLeaving] = useState(false);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const company = useQuery({ ...companyQueryOptions(companyId), enabled: valid });
  const returnPath =
    editReturnOf(params.editPage) === 'list'
      ? COMPANY_LIST_PATH
      : companyDetailPath({ companyId, buName: segmentValue(params.buName) || null });

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(returnPath), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate, returnPath]);

  if (!valid) return <Navigate to={COMPANY_LIST_PATH} replace />;
  if (!can(user, 'COMPANY_MANAGE')) return <Navigate to={returnPath} replace />;
  if (company.isPending) return <PageSpinner />;
  if (company.error) return <CompanyLoadError error={company.error} />;
  const data = company.data;
  if (step === 'entrustments' && data.roleSub !== 1) return <Navigate to={returnPath} replace />;

  async function save() {
    const saved = await saver.run(form, data, step);
    if (!saved) return;
    saver.alert.show({ type: 'success', title: MESSAGES.updated });
    setLeaving(true);
  }

  function cancel() {
    if (!form.isFieldsTouched()) {
      navigate(returnPath);
      return;
    }
    modal.confirm({
      title: MESSAGES.proceedWithCancel,
      okText: 'Yes, discard changes',
      cancelText: 'No',
      onOk: () => navigate(returnPath),
    });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={`Edit ${STEP_TITLES[step]}`}
        subtitle={
          <Flex align="center" gap={8} component="span">
            {data.buName ? `${data.name} · ${data.buName}` : data.name}
            <CompanyStatusTag status={data.status} label={data.statusStr} />
          </Flex>
        }
      />
      <TimedAlert message={saver.alert.message} style={{ marginBottom: 0 }} />
      <Card>
        <CompanyStepForm
          step={step}
          form={form}
          company={data}
          editing
          canManage
          partnerKeyword={segmentValue(params.partnerCompany)}
        />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" gap={8}>
          <Button onClick={cancel} disabled={saver.saving || leaving}>
            Cancel
          </Button>
          <Button type="primary" loading={saver.saving} disabled={leaving} onClick={() => void save()}>
            Save
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

export function CompanyInformationEditPage() {
  return <StepEditPage step="companyinformation" />;
}

export function CompanyRolesEditPage() {
  return <StepEditPage step="companyroles" />;
}

export function IntegrationsEditPage() {
  return <StepEditPage step="integrationsapplications" />;
}

export function EntrustmentsEditPage() {
  return <StepEditPage step="entrustments" />;
}

export function UserAccountsEditPage() {
  return <StepEditPage step="useraccounts" />;
}
