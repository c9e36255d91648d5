import { useState } from 'react';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Dropdown, Flex, Segmented, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@tradepool/domain';
import type { CompanyListRow, CompanySearch } from '@tradepool/domain';
import { DataGrid, useGridPaging } from '../../../components/data-grid';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { sortChangeHandler } from '../../../lib/grid-sort';
import { can } from '../../../lib/permissions';
import { companySearchQueryOptions } from '../api/search-companies';
import { CompanySearchPanel } from '../components/company-search-panel';
import { CompanyStatusTag, YesNoTag } from '../components/company-status-tag';
import { MatchCriteriaModal } from '../components/match-criteria-modal';
import { OutputProfileModal } from '../components/output-profile-modal';
import type { ProfileTarget } from '../components/profile-target';
import type { CompanyCriteria } from '../model/company-criteria';
import { columnSortOrder, DEFAULT_COMPANY_SORT, sortFromTable } from '../model/company-sort';
import type { CompanySort } from '../model/company-sort';
import { COMPANY_LIST_PATH, COMPANY_PUBSUB_LIST_PATH, companyDetailPath, wizardPath } from '../model/paths';
import { clearWizardState } from '../model/wizard-state';

type RowAction = 'open' | 'output' | 'match';

function companyColumns(
  sort: CompanySort,
  canManage: boolean,
  act: (action: RowAction, row: CompanyListRow) => void,
): TableColumnsType<CompanyListRow> {
  const sortable = (field: keyof CompanyListRow) => ({
    key: field,
    dataIndex: field,
    sorter: true,
    sortOrder: columnSortOrder(sort, field),
  });
  return [
    { title: 'Id', width: 60, ...sortable('id') },
    {
      title: 'Name',
      minWidth: 170,
      ...sortable('name'),
      render: (name: string, row) => (
        <Link to={companyDetailPath({ companyId: row.id, buName: row.buName })}>{name}</Link>
      ),
    },
    { title: 'Business unit', minWidth: 110, ...sortable('buName'), render: (value: string | null) => value ?? '—' },
    {
      title: 'GLN',
      width: 140,
      ...sortable('gln'),
      render: (value: string | null) => (value ? <Typography.Text code>{value}</Typography.Text> : '—'),
    },
    {
      title: 'Industry segment',
      width: 140,
      ...sortable('industrySegment'),
      render: (value: string | null) => value ?? '—',
    },
    { title: 'GDSN', width: 76, ...sortable('isGdsn'), render: (value: 0 | 1) => <YesNoTag value={value} /> },
    { title: 'Partners', width: 90, align: 'right', ...sortable('partnerCount') },
    { title: 'Users', width: 76, align: 'right', ...sortable('userCount') },
    {
      title: 'Status',
      width: 104,
      ...sortable('statusStr'),
      render: (label: string, row) => <CompanyStatusTag status={row.status} label={label} />,
    },
    {
      title: '',
      key: 'actions',
      width: 104,
      fixed: 'right',
      render: (_value, row) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'open', label: canManage ? 'View/Edit' : 'View' },
              { key: 'output', label: 'Output Profile' },
              { key: 'match', label: 'DQ Match Criteria' },
            ],
            onClick: ({ key }) => act(key as RowAction, row),
          }}
        >
          <Button size="small" aria-label={`Actions for ${row.name}${row.buName ? ` ${row.buName}` : ''}`}>
            Actions <DownOutlined />
          </Button>
        </Dropdown>
      ),
    },
  ];
}

/** Spec point 2, "Company admin list": search, the company grid, the row menu and the add-company wizard. */
function CompanyListScreen({ pubSubOnly }: { pubSubOnly: boolean }) {
  const user = useCurrentUser();
  const canManage = can(user, 'COMPANY_MANAGE');
  const navigate = useNavigate();
  const paging = useGridPaging();
  const [criteria, setCriteria] = useState<CompanyCriteria>({});
  const [sort, setSort] = useState<CompanySort>(DEFAULT_COMPANY_SORT);
  const [outputTarget, setOutputTarget] = useState<ProfileTarget | null>(null);
  const [matchTarget, setMatchTarget] = useState<ProfileTarget | null>(null);
  const search: CompanySearch = {
    ...criteria,
    pubSubOnly,
    rowCount: paging.pageSize,
    pageNumber: paging.page,
    ...sort,
  };
  const companies = useQuery(companySearchQueryOptions(search));

  function act(action: RowAction, row: CompanyListRow) {
    const target = { companyId: row.id, name: row.buName ? `${row.name} · ${row.buName}` : row.name };
    if (action === 'open') navigate(companyDetailPath({ companyId: row.id, buName: row.buName }));
    if (action === 'output') setOutputTarget(target);
    if (action === 'match') setMatchTarget(target);
  }

  const onTableChange = sortChangeHandler<CompanyListRow>((columnKey, order) => {
    setSort(sortFromTable(columnKey, order));
    paging.onChange(1, paging.pageSize);
  });

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={pubSubOnly ? 'Publisher-subscriber companies' : 'Companies'}
        subtitle={
          pubSubOnly
            ? 'Companies that both publish and subscribe.'
            : 'Find a company, open it to maintain its set-up, or add a new one.'
        }
        extra={
          <Flex gap={12} align="center" wrap>
            <Segmented
              value={pubSubOnly ? COMPANY_PUBSUB_LIST_PATH : COMPANY_LIST_PATH}
              options={[
                { value: COMPANY_LIST_PATH, label: 'All companies' },
                { value: COMPANY_PUBSUB_LIST_PATH, label: 'Publisher-subscribers' },
              ]}
              onChange={(path) => navigate(path)}
            />
            {canManage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => {
                  clearWizardState();
                  navigate(wizardPath('companyinformation'));
                }}
              >
                Add company
              </Button>
            )}
          </Flex>
        }
      />
      <CompanySearchPanel
        onSearch={(next) => {
          setCriteria(next);
          paging.onChange(1, paging.pageSize);
        }}
      />
      {companies.error && <Alert type="error" showIcon title={companies.error.message} />}
      <Card size="small">
        <DataGrid<CompanyListRow>
          rowKey="id"
          columns={companyColumns(sort, canManage, act)}
          dataSource={companies.data?.results ?? []}
          loading={companies.isFetching}
          paging={paging}
          totalRows={companies.data?.totalRows ?? 0}
          onChange={onTableChange}
          locale={{ emptyText: companies.isPending ? ' ' : MESSAGES.noRecordsFound }}
          scroll={{ x: 1060 }}
        />
      </Card>
      <OutputProfileModal target={outputTarget} canManage={canManage} onClose={() => setOutputTarget(null)} />
      <MatchCriteriaModal
        target={matchTarget}
        canManage={canManage || can(user, 'USER_ACCOUNT_MANAGE')}
        onClose={() => setMatchTarget(null)}
      />
    </Flex>
  );
}

export function CompanyListPage() {
  return <CompanyListScreen key="all" pubSubOnly={false} />;
}

/** /admin/companypubsub: the same list narrowed to publisher-subscribers. */
export function CompanyPubSubListPage() {
  return <CompanyListScreen key="pubsub" pubSubOnly />;
}
