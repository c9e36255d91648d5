import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import {
  meetsPasswordPolicy,
  MESSAGES,
  PHONE_PATTERN,
  SERVER_ERRORS,
  SUPPORT_ONLY_ROLE_IDS,
  USER_TYPE_LABELS,
  USER_TYPES,
  USERNAME_PATTERN,
} from '@tradepool/domain';
import type { AdminUser, Company, UserType } from '@tradepool/domain';
import { useAddAccount } from '../api/add-account';
import { assignableRolesQueryOptions } from '../api/get-assignable-roles';
import { PASSWORD_HINT } from '../model/password-hint';

interface AddUserValues {
  login: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone?: string;
  title?: string;
  roleId: number;
  userType: UserType;
  autoSubscription?: boolean;
  sellSheetAccess?: boolean;
  hasSubscriberView?: boolean;
  password?: string;
}

const SWITCHES = [
  { name: 'autoSubscription', label: 'Auto subscription' },
  { name: 'sellSheetAccess', label: 'Sell sheet access' },
  { name: 'hasSubscriberView', label: 'Subscriber view' },
] as const;

const flag = (on: boolean | undefined): 0 | 1 => (on ? 1 : 0);

/** The wizard's user step form (`POST companies/addAccount`); roles 1 and 8 are never offered here (spec point 6). */
export function AddUserForm({
  company,
  onAdded,
  onCancel,
}: {
  company: Company;
  onAdded: (user: AdminUser) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<AddUserValues>();
  const roles = useQuery(assignableRolesQueryOptions());
  const add = useAddAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const roleOptions = (roles.data ?? [])
    .filter((role) => !(SUPPORT_ONLY_ROLE_IDS as readonly number[]).includes(role.roleId))
    .map((role) => ({ value: role.roleId, label: role.description }));

  async function submit() {
    setProblem(null);
    let values: AddUserValues;
    try {
      values = await form.validateFields();
    } catch {
      setProblem(MESSAGES.fillRequired);
      return;
    }
    if (values.password && !meetsPasswordPolicy(values.password)) {
      setProblem(SERVER_ERRORS.passwordPolicy);
      return;
    }
    add.mutate(
      {
        companyId: company.companyId,
        login: values.login,
        firstName: values.firstName,
        middleName: values.middleName || null,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone || null,
        title: values.title || null,
        roleId: values.roleId,
        userType: values.userType,
        autoSubscription: flag(values.autoSubscription),
        sellSheetAccess: flag(values.sellSheetAccess),
        hasSubscriberView: flag(values.hasSubscriberView),
        password: values.password || null,
      },
      {
        onSuccess: (user) => {
          form.resetFields();
          onAdded(user);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Card size="small" title="Add user">
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<AddUserValues>
        name="add-company-user"
        form={form}
        layout="vertical"
        initialValues={{ userType: company.isGdsn === 1 ? 'GDSN' : 'NON_GDSN' }}
        disabled={add.isPending}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="login"
              label="Login"
              normalize={(value: string) => value.toLowerCase()}
              rules={[
                { required: true, message: 'Login is required.' },
                { pattern: USERNAME_PATTERN, message: 'Use letters, digits, underscore, at sign or dot.' },
                { max: 100 },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="firstName"
              label="First name"
              rules={[{ required: true, whitespace: true, message: 'First name is required.' }, { max: 100 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="middleName" label="Middle name" rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="lastName"
              label="Last name"
              rules={[{ required: true, whitespace: true, message: 'Last name is required.' }, { max: 100 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[
                { required: true, message: 'E-mail is required.' },
                { type: 'email', message: 'Enter a valid e-mail address.' },
                { max: 200 },
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="phone"
              label="Phone"
              rules={[
                { pattern: PHONE_PATTERN, message: 'Enter a phone number: optional country code and 10 digits.' },
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="title" label="Title" rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="roleId" label="Role" rules={[{ required: true, message: 'Choose a role.' }]}>
              <Select loading={roles.isPending} placeholder="Choose a role" options={roleOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="userType" label="User type" rules={[{ required: true, message: 'Choose a user type.' }]}>
              <Select options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="password"
              label="Password (optional)"
              extra={`${PASSWORD_HINT} Leave empty to e-mail a temporary password.`}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          {SWITCHES.map(({ name, label }) => (
            <Col key={name} xs={12} md={6} xl={5}>
              <Form.Item name={name} label={label} valuePropName="checked">
                <Switch size="small" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" loading={add.isPending} onClick={() => void submit()}>
            Add user
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
