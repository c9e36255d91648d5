import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Modal, Row, Select, Skeleton, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  meetsPasswordPolicy,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  SERVER_ERRORS,
  USER_TYPE_LABELS,
  USER_TYPES,
  USERNAME_PATTERN,
} from '@tradepool/domain';
import type { AdminUser, CurrentUser } from '@tradepool/domain';
import { useRoles } from '../api/list-roles';
import { useSaveUser } from '../api/save-user';
import { useUser } from '../api/get-user';
import { cleanLogin, companyLabel, formValuesOf, newUserValues, toUserInput, USER_STATUS_LABELS } from '../user-form';
import type { UserFormValues, UserStatus } from '../user-form';
import { CompanyPicker } from './company-picker';
import type { CompanyOption } from './company-picker';

export type UserFormTarget = { mode: 'add' } | { mode: 'edit'; userId: number };

export interface UserFormModalProps {
  target: UserFormTarget;
  admin: CurrentUser;
  /** Support-company administrators place users in any company; others only in their own. */
  supportUser: boolean;
  pubSubOnly: boolean;
  onSaved: (message: string, user: AdminUser) => void;
  onClose: () => void;
}

const required = (what: string): Rule => ({ required: true, whitespace: true, message: `${what} is required.` });

const LOGIN_RULES: Rule[] = [
  required('Login'),
  {
    validator: (_rule, value: string | undefined) => {
      const login = cleanLogin(value ?? '');
      if (!value || USERNAME_PATTERN.test(login)) return Promise.resolve();
      return Promise.reject(new Error('Login may contain letters, digits, underscore, at sign and dot.'));
    },
  },
];

const PHONE_RULES: Rule[] = [
  {
    validator: (_rule, value: string | null | undefined) =>
      !value?.trim() || PHONE_PATTERN.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error('Enter a phone number: optional country code and 10 digits.')),
  },
];

const PASSWORD_RULES: Rule[] = [
  {
    validator: (_rule, value: string | undefined) =>
      !value || meetsPasswordPolicy(value)
        ? Promise.resolve()
        : Promise.reject(new Error(SERVER_ERRORS.passwordPolicy)),
  },
];

const USER_TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));
const STATUS_OPTIONS = (Object.keys(USER_STATUS_LABELS) as UserStatus[]).map((status) => ({
  value: status,
  label: USER_STATUS_LABELS[status],
}));

/** A company that cannot be changed here: shown, and carried in the form as its id. */
function FixedCompany({ id, label }: { id?: string; value?: number; label: string }) {
  return <Input id={id} value={label} disabled />;
}

/** Spec point 2 "User admin" / point 5 "User form": add and edit one user account. */
export function UserFormModal({ target, admin, supportUser, pubSubOnly, onSaved, onClose }: UserFormModalProps) {
  const editedId = target.mode === 'edit' ? target.userId : null;
  const edited = useUser(editedId);
  const loading = target.mode === 'edit' && edited.isPending;
  const loadError = target.mode === 'edit' ? edited.error : null;

  return (
    <Modal
      open
      title={target.mode === 'add' ? 'Add user' : 'Edit user'}
      width={760}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={null}
    >
      {loadError ? (
        <>
          <Alert type="error" showIcon title={loadError.message} />
          <Row justify="end" style={{ marginTop: 24 }}>
            <Button onClick={onClose}>Close</Button>
          </Row>
        </>
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <UserForm
          key={editedId ?? 'new'}
          user={target.mode === 'edit' ? (edited.data ?? null) : null}
          admin={admin}
          supportUser={supportUser}
          pubSubOnly={pubSubOnly}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface UserFormProps extends Omit<UserFormModalProps, 'target'> {
  user: AdminUser | null;
}

function UserForm({ user, admin, supportUser, pubSubOnly, onSaved, onClose }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const roles = useRoles();
  const [problem, setProblem] = useState<string | null>(null);
  const mode = user ? 'edit' : 'add';
  const initialValues = useMemo(
    () => (user ? formValuesOf(user) : newUserValues(supportUser ? undefined : admin.currentCompanyId)),
    [user, supportUser, admin.currentCompanyId],
  );

  const ownCompany = admin.userCompanyList.find((company) => company.companyId === admin.currentCompanyId);
  const ownCompanyLabel = ownCompany?.name ?? companyLabel(admin.companyName, admin.companyBuName);
  const knownCompany: CompanyOption | null = user
    ? { value: user.companyId, label: companyLabel(user.companyName, user.companyBuName) }
    : null;

  const roleOptions = useMemo(() => {
    const options = (roles.data ?? []).map((role) => ({ value: role.roleId, label: role.description }));
    // An account may hold a role this administrator cannot hand out; show it rather than a bare id.
    if (user && !options.some((option) => option.value === user.roleId)) {
      options.push({ value: user.roleId, label: user.roleDescription });
    }
    return options;
  }, [roles.data, user]);

  function submit(values: UserFormValues) {
    setProblem(null);
    save.mutate(
      { id: user?.id ?? null, input: toUserInput(values, mode) },
      {
        onSuccess: (saved) => onSaved(mode === 'add' ? MESSAGES.created : MESSAGES.updated, saved),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  const half = { xs: 24, sm: 12 };
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      {roles.error && (
        <Alert
          type="warning"
          showIcon
          title={`The roles could not be loaded: ${roles.error.message}`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<UserFormValues>
        name="user-form"
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onFinishFailed={() => setProblem(MESSAGES.fillRequired)}
        onValuesChange={() => {
          // The reminder belongs to the last attempt; the field messages keep guiding while the user types.
          if (problem === MESSAGES.fillRequired) setProblem(null);
        }}
      >
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          Account
        </Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="companyId" label="Company" rules={[{ required: true, message: 'Company is required.' }]}>
              {supportUser ? (
                <CompanyPicker known={knownCompany} pubSubOnly={pubSubOnly} />
              ) : (
                <FixedCompany label={user ? (knownCompany?.label ?? '') : ownCompanyLabel} />
              )}
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="login" label="Login" rules={LOGIN_RULES}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="roleId" label="Role" rules={[{ required: true, message: 'Role is required.' }]}>
              <Select options={roleOptions} loading={roles.isPending} placeholder="Choose a role" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="userType"
              label="User type"
              rules={[{ required: true, message: 'User type is required.' }]}
            >
              <Select options={USER_TYPE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          Person
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={9}>
            <Form.Item name="firstName" label="First name" rules={[required('First name')]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="middleName" label="Middle name">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={9}>
            <Form.Item name="lastName" label="Last name" rules={[required('Last name')]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="email"
              label="Email"
              rules={[required('Email'), { type: 'email', message: 'Enter a valid e-mail address.' }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={7}>
            <Form.Item name="phone" label="Phone" rules={PHONE_RULES}>
              <Input placeholder="312 555 0100" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={7}>
            <Form.Item name="title" label="Title">
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          Access
        </Divider>
        {mode === 'edit' && (
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required.' }]}>
                <Select options={STATUS_OPTIONS} />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="autoSubscription" valuePropName="checked">
              <Checkbox>Auto subscription</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="sellSheetAccess" valuePropName="checked">
              <Checkbox>Sell sheet access</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="hasSubscriberView" valuePropName="checked">
              <Checkbox>Subscriber view</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        {mode === 'add' && (
          <>
            <Divider titlePlacement="start" plain>
              Initial password
            </Divider>
            <Form.Item
              name="password"
              label="Password (optional)"
              rules={PASSWORD_RULES}
              extra={
                <Typography.Text type="secondary">
                  At least {PASSWORD_MIN_LENGTH} characters, with a lower-case letter, an upper-case letter and a digit.
                  Leave blank to e-mail the user a temporary password. Either way the user chooses a new password at
                  first sign-in.
                </Typography.Text>
              }
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Row justify="end" gutter={8} style={{ marginTop: 8 }}>
          <Col>
            <Button onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
          </Col>
          <Col>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {mode === 'add' ? 'Add user' : 'Save changes'}
            </Button>
          </Col>
        </Row>
      </Form>
    </>
  );
}
