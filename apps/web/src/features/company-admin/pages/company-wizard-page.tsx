import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Result, Steps, Tooltip, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ALERT_HIDE_MS, MESSAGES } from '@tradepool/domain';
import type { Company, CompanyWizardStep } from '@tradepool/domain';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useCompany } from '../api/get-company';
import { CompanyStatusTag } from '../components/company-status-tag';
import { CompanyStepForm } from '../components/company-step-form';
import { TimedAlert } from '../components/timed-alert';
import { useStepSave } from '../components/use-step-save';
import type { CompanyFormValues } from '../model/company-form';
import { COMPANY_LIST_PATH, wizardPath } from '../model/paths';
import { clearWizardState, readWizardState, storeWizardState } from '../model/wizard-state';
import { isWizardStep, nextStep, previousStep, reachableStep, STEP_TITLES, visibleSteps } from '../model/wizard-steps';

const STEP_HINTS: Record<CompanyWizardStep, string> = {
  companyinformation: 'Who the company is, its GLNs, its contact and where invoices go.',
  companyroles: 'Whether the company publishes items, subscribes to them, or both.',
  integrationsapplications: 'How the company exchanges data with Tradepool.',
  entrustments: 'The publishers this subscriber receives items from.',
  useraccounts: 'The people who sign in for the company. The company becomes Active with its first user.',
};

/** Why a user who may only view companies cannot save a step (the server refuses it too: COMPANY_MANAGE). */
const VIEW_ONLY = 'Adding a company needs the permission to manage companies; you can look at its steps.';

function WizardStepScreen({
  step,
  company,
  canManage,
  onCompanySaved,
}: {
  step: CompanyWizardStep;
  company: Company | null;
  canManage: boolean;
  onCompanySaved: (company: Company) => void;
}) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<CompanyFormValues>();
  const saver = useStepSave();
  const [closing, setClosing] = useState(false);
  const isSubscriber = company?.roleSub === 1;
  const steps = visibleSteps(isSubscriber);
  const previous = previousStep(step, isSubscriber);
  const last = step === 'useraccounts';

  // Spec point 4: after "Save and close" the success shows for 3 s, then the company list.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => navigate(COMPANY_LIST_PATH), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, navigate]);

  async function saveAndContinue() {
    const saved = await saver.run(form, company, step);
    if (!saved) return;
    if (last) {
      clearWizardState();
      saver.alert.show({ type: 'success', title: MESSAGES.created });
      setClosing(true);
      return;
    }
    onCompanySaved(saved);
    const following = nextStep(step, saved.roleSub === 1);
    if (following) navigate(wizardPath(following));
  }

  function cancel() {
    modal.confirm({
      title: MESSAGES.proceedWithCancel,
      content: company
        ? `${company.name} stays saved as far as it got; you can finish it from the company list.`
        : 'Nothing has been saved yet.',
      okText: 'Yes, cancel',
      cancelText: 'No, continue',
      onOk: () => {
        clearWizardState();
        navigate(COMPANY_LIST_PATH);
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Add company"
        subtitle={
          company ? (
            <Flex align="center" gap={8} component="span">
              <Typography.Text type="secondary">{company.name}</Typography.Text>
              <CompanyStatusTag status={company.status} label={company.statusStr} />
            </Flex>
          ) : (
            'Set up a new company step by step; each step is saved when you continue.'
          )
        }
      />
      <Card>
        <Steps
          size="small"
          current={steps.indexOf(step)}
          items={steps.map((item) => ({ key: item, title: STEP_TITLES[item] }))}
        />
      </Card>
      {!canManage && <Alert type="info" showIcon title={VIEW_ONLY} />}
      <TimedAlert message={saver.alert.message} style={{ marginBottom: 0 }} />
      <Card title={STEP_TITLES[step]} extra={<Typography.Text type="secondary">{STEP_HINTS[step]}</Typography.Text>}>
        <CompanyStepForm step={step} form={form} company={company} editing={false} canManage={canManage} />
      </Card>
      <Card size="small">
        <Flex justify="space-between" align="center">
          <Button onClick={cancel} disabled={closing}>
            Cancel
          </Button>
          <Flex gap={8}>
            {previous && (
              <Button onClick={() => navigate(wizardPath(previous))} disabled={saver.saving || closing}>
                Back
              </Button>
            )}
            <Tooltip title={canManage ? undefined : VIEW_ONLY}>
              <Button
                type="primary"
                loading={saver.saving}
                disabled={closing || !canManage}
                onClick={() => void saveAndContinue()}
              >
                {last ? 'Save and close' : 'Next'}
              </Button>
            </Tooltip>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * Spec points 2 and 4: /admin/company/add/:step. Each Next validates and saves (the first save creates the
 * company, status InProcess), then moves on. Spec point 6 opens it with COMPANY_MANAGE or COMPANY_VIEW;
 * saving is COMPANY_MANAGE's (the server's `companies/addUpdateCompany`), so a viewer sees the first step
 * with its fields and Next disabled, and why.
 */
export function CompanyWizardPage() {
  const { step: stepParam } = useParams();
  const user = useCurrentUser();
  const [companyId, setCompanyId] = useState(() => readWizardState()?.companyId ?? null);
  const company = useCompany(companyId);

  if (!isWizardStep(stepParam)) return <Navigate to={wizardPath('companyinformation')} replace />;
  if (companyId !== null && company.isPending) return <PageSpinner />;
  if (companyId !== null && company.error) {
    return (
      <Result
        status="warning"
        title="The company of this wizard could not be loaded"
        subTitle={company.error.message}
        extra={
          <Button
            type="primary"
            onClick={() => {
              clearWizardState();
              setCompanyId(null);
            }}
          >
            Start a new company
          </Button>
        }
      />
    );
  }
  const saved = company.data ?? null;
  const step = reachableStep(stepParam, { hasCompany: saved !== null, isSubscriber: saved?.roleSub === 1 });
  if (step !== stepParam) return <Navigate to={wizardPath(step)} replace />;
  return (
    <WizardStepScreen
      key={step}
      step={step}
      company={saved}
      canManage={can(user, 'COMPANY_MANAGE')}
      onCompanySaved={(next) => {
        storeWizardState({ companyId: next.companyId });
        setCompanyId(next.companyId);
      }}
    />
  );
}
