import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { roleByName, ROLES, SUPPORT_ONLY_ROLE_IDS } from '@tradepool/domain';
import { USER_STATUS_LABELS } from '../user-form';
import type { UserFilters, UserStatus } from '../user-form';
import { CompanyPicker } from './company-picker';

export interface UserSearchPanelProps {
  /** Support-company users search every company and may narrow to one. */
  supportUser: boolean;
  pubSubOnly: boolean;
  onSearch: (filters: UserFilters) => void;
  searching: boolean;
}

/** Roles a user of this company can meet in the list: the support company's own roles only exist there. */
function roleOptions(supportUser: boolean) {
  const supportOnly: readonly number[] = [...SUPPORT_ONLY_ROLE_IDS, roleByName('SUPPORT_ADMIN').id];
  return ROLES.filter((role) => supportUser || !supportOnly.includes(role.id)).map((role) => ({
    value: role.id,
    label: role.description,
  }));
}

const STATUS_OPTIONS = (Object.keys(USER_STATUS_LABELS) as UserStatus[]).map((status) => ({
  value: status,
  label: USER_STATUS_LABELS[status],
}));

/** Spec point 3, "User search": every field is optional; Search applies them, Reset clears them. */
export function UserSearchPanel({ supportUser, pubSubOnly, onSearch, searching }: UserSearchPanelProps) {
  const [form] = Form.useForm<UserFilters>();
  const field = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  return (
    <Card size="small" title="User search" style={{ marginBottom: 16 }}>
      <Form<UserFilters> name="user-search" form={form} layout="vertical" onFinish={onSearch}>
        <Row gutter={16}>
          {supportUser && (
            <Col {...field}>
              <Form.Item name="companyId" label="Company">
                <CompanyPicker allowClear pubSubOnly={pubSubOnly} placeholder="All companies" />
              </Form.Item>
            </Col>
          )}
          <Col {...field}>
            <Form.Item name="login" label="Login">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="firstName" label="First name">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="lastName" label="Last name">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="email" label="Email">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="phone" label="Phone">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="roleId" label="Role">
              <Select allowClear placeholder="Any role" options={roleOptions(supportUser)} />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="title" label="Title">
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col {...field}>
            <Form.Item name="status" label="Status">
              <Select allowClear placeholder="Any status" options={STATUS_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching}>
            Search
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            Reset
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
