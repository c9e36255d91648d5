import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Flex, Row, Table, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { BILLING_COPY, INTEGRATION_LABELS } from '@tradepool/domain';
import type { Company, CompanyContact, CompanyPartner } from '@tradepool/domain';
import { countriesQueryOptions } from '../api/get-countries';
import { companyPartnersQueryOptions } from '../api/get-company-partners';
import { INTEGRATION_GROUPS } from '../model/integration-groups';
import { CompanyStatusTag, YesNoTag } from './company-status-tag';
import { UsersTable } from './users-table';

const NONE = <Typography.Text type="secondary">—</Typography.Text>;

const text = (value: string | null | undefined) => (value ? value : NONE);

const CONTACT_LABELS: Partial<Record<keyof CompanyContact, string>> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  title: 'Title',
  email: 'E-mail',
  phone: 'Phone',
  fax: 'Fax',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  county: 'County',
  zip: 'Zip / postal code',
  state: 'State / province',
  country: 'Country',
};

function useCountryName() {
  const countries = useQuery(countriesQueryOptions());
  return (code: string | null) =>
    code ? (countries.data?.find((country) => country.countryCode === code)?.countryName ?? code) : null;
}

function contactItems(
  contact: CompanyContact,
  billing: boolean,
  countryName: (code: string | null) => string | null,
): DescriptionsProps['items'] {
  return BILLING_COPY.map(([from, to]) => {
    const value = contact[billing ? to : from];
    const shown = typeof value === 'string' ? (from === 'country' ? countryName(value) : value) : null;
    return { key: String(billing ? to : from), label: CONTACT_LABELS[from], children: text(shown) };
  });
}

export function InformationView({ company }: { company: Company }) {
  const countryName = useCountryName();
  const contact = company.companyContact;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'name', label: 'Company name', children: company.name },
          { key: 'buName', label: 'Business unit', children: text(company.buName) },
          { key: 'segment', label: 'Industry segment', children: text(company.industrySegmentName) },
          { key: 'buType', label: 'Business unit type', children: text(company.buType) },
          { key: 'type', label: 'Company type', children: text(company.type) },
          { key: 'url', label: 'Company URL', children: text(company.companyURL) },
          { key: 'gdsn', label: 'GDSN', children: <YesNoTag value={company.isGdsn} /> },
          {
            key: 'status',
            label: 'Status',
            children: <CompanyStatusTag status={company.status} label={company.statusStr} />,
          },
          {
            key: 'glns',
            label: 'GLNs',
            children:
              company.companyGLNList.length > 0
                ? company.companyGLNList.map((entry) => (
                    <Tag key={entry.gln} style={{ fontFamily: 'monospace' }}>
                      {entry.gln}
                    </Tag>
                  ))
                : NONE,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title="Contact" style={{ height: '100%' }}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} items={contactItems(contact, false, countryName)} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title="Billing"
            extra={contact.billingSameAsContact === 1 && <Tag>Same as contact</Tag>}
            style={{ height: '100%' }}
          >
            <Descriptions size="small" column={{ xs: 1, md: 2 }} items={contactItems(contact, true, countryName)} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export function RolesView({ company }: { company: Company }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'pub', label: 'Publisher', children: <YesNoTag value={company.rolePub} /> },
        { key: 'sub', label: 'Subscriber', children: <YesNoTag value={company.roleSub} /> },
      ]}
    />
  );
}

export function IntegrationsView({ company }: { company: Company }) {
  return (
    <Row gutter={[16, 16]}>
      {INTEGRATION_GROUPS.map((group) => (
        <Col key={group.title} xs={24} md={8}>
          <Card size="small" title={group.title} style={{ height: '100%' }}>
            <Flex vertical gap={6}>
              {group.flags.map((flag) => (
                <Flex key={flag} gap={8} align="center">
                  {company[flag] === 1 ? (
                    <CheckCircleFilled style={{ color: '#389e0d' }} aria-label="on" />
                  ) : (
                    <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label="off" />
                  )}
                  <Typography.Text type={company[flag] === 1 ? undefined : 'secondary'}>
                    {INTEGRATION_LABELS[flag]}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function EntrustmentsView({ company }: { company: Company }) {
  const partners = useQuery(companyPartnersQueryOptions(company.companyId));
  return (
    <Table<CompanyPartner>
      size="small"
      rowKey="partnerCompanyID"
      loading={partners.isPending}
      dataSource={partners.data ?? company.companyPartnerList}
      pagination={false}
      locale={{ emptyText: 'No partner is entrusted yet' }}
      columns={[
        { title: 'Publisher', dataIndex: 'name' },
        { title: 'Business unit', dataIndex: 'buName', render: (value: string | null) => text(value) },
        {
          title: 'GLN',
          dataIndex: 'gln',
          width: 180,
          render: (value: string | null) => (value ? <Typography.Text code>{value}</Typography.Text> : NONE),
        },
      ]}
    />
  );
}

export function UsersView({ company }: { company: Company }) {
  return <UsersTable users={company.users} />;
}
