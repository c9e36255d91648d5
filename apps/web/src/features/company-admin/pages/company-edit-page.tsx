import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Space, Tabs, Tag, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ALERT_HIDE_MS, MESSAGES } from '@tradepool/domain';
import type { Company, CompanyWizardStep } from '@tradepool/domain';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { companyQueryOptions } from '../api/get-company';
import { CompanyLoadError } from '../components/company-load-error';
import { CompanyStatusTag } from '../components/company-status-tag';
import { EntrustmentsView, InformationView, IntegrationsView, RolesView, UsersView } from '../components/company-views';
import { EditStepModal } from '../components/edit-step-modal';
import { TimedAlert, useTimedAlert } from '../components/timed-alert';
import { COMPANY_LIST_PATH, stepEditPath } from '../model/paths';
import { isWizardStep, STEP_TITLES, visibleSteps } from '../model/wizard-steps';

const VIEWS: Record<CompanyWizardStep, (props: { company: Company }) => ReactNode> = {
  companyinformation: InformationView,
  companyroles: RolesView,
  integrationsapplications: IntegrationsView,
  entrustments: EntrustmentsView,
  useraccounts: UsersView,
};

function CompanyHeader({ company }: { company: Company }) {
  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {company.name}
          </Typography.Title>
          {company.buName && <Typography.Text type="secondary">{company.buName}</Typography.Text>}
          <CompanyStatusTag status={company.status} label={company.statusStr} />
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3, xl: 5 }}
          items={[
            { key: 'id', label: 'Company id', children: company.companyId },
            {
              key: 'glns',
              label: 'GLNs',
              span: 2,
              children:
                company.companyGLNList.length > 0 ? (
                  <Space size={4} wrap>
                    {company.companyGLNList.map((entry) => (
                      <Tag key={entry.gln} style={{ fontFamily: 'monospace', margin: 0 }}>
                        {entry.gln}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
            },
            {
              key: 'roles',
              label: 'Roles',
              children:
                [company.rolePub === 1 && 'Publisher', company.roleSub === 1 && 'Subscriber']
                  .filter(Boolean)
                  .join(', ') || '—',
            },
            { key: 'users', label: 'Users', children: company.userCount },
          ]}
        />
      </Flex>
    </Card>
  );
}

/**
 * Spec point 2: /admin/company/:companyId/:buName/edit, the company in tabs, each editable in a modal that
 * holds the wizard step's form. After a save the modal closes and the data reloads after 3 s (spec point 4).
 */
export function CompanyEditPage() {
  const params = useParams();
  const companyId = Number(params.companyId);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canManage = can(user, 'COMPANY_MANAGE');
  const company = useQuery({
    ...companyQueryOptions(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });
  const [tab, setTab] = useState<CompanyWizardStep>('companyinformation');
  const [editing, setEditing] = useState<CompanyWizardStep | null>(null);
  const [reloadDue, setReloadDue] = useState(0);
  const alert = useTimedAlert();
  const { refetch } = company;

  useEffect(() => {
    if (reloadDue === 0) return;
    const timer = window.setTimeout(() => void refetch(), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [reloadDue, refetch]);

  if (!Number.isInteger(companyId) || companyId <= 0) return <Navigate to={COMPANY_LIST_PATH} replace />;
  if (company.isPending) return <PageSpinner />;
  if (company.error) return <CompanyLoadError error={company.error} />;
  const data = company.data;
  const steps = visibleSteps(data.roleSub === 1);
  const activeTab = steps.includes(tab) ? tab : 'companyinformation';

  return (
    <Flex vertical gap={16}>
      <CompanyHeader company={data} />
      <TimedAlert message={alert.message} style={{ marginBottom: 0 }} />
      <Card>
        <Tabs
          activeKey={activeTab}
          onChange={(key) => isWizardStep(key) && setTab(key)}
          items={steps.map((step) => {
            const View = VIEWS[step];
            return {
              key: step,
              label: STEP_TITLES[step],
              children: (
                <Flex vertical gap={16}>
                  {canManage && (
                    <Flex justify="flex-end" gap={8}>
                      <Button icon={<ExportOutlined />} onClick={() => navigate(stepEditPath(data, step))}>
                        Open as page
                      </Button>
                      <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(step)}>
                        Edit
                      </Button>
                    </Flex>
                  )}
                  <View company={data} />
                </Flex>
              ),
            };
          })}
        />
      </Card>
      <EditStepModal
        step={editing}
        company={data}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          alert.show({ type: 'success', title: MESSAGES.updated });
          setReloadDue((count) => count + 1);
        }}
      />
    </Flex>
  );
}
