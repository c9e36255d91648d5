import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH, SERVER_ERRORS } from '@tradepool/domain';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields } from '../../../components/new-password-fields';

interface ChangePasswordValues {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  userId: number;
  /**
   * Spec point 4: at first sign-in (or when an administrator demands it) a new password must be set before
   * any screen opens; the only way out is to sign out. The session was just opened with the password being
   * replaced, so a forced change does not ask for it again (a temporary one works only once).
   */
  forced?: boolean;
  onChanged: () => void;
  /** Cancel, or "Sign out" when forced. */
  onDismiss: () => void;
}

export function ChangePasswordModal({ open, userId, forced = false, onChanged, onDismiss }: ChangePasswordModalProps) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { message } = App.useApp();
  const update = useUpdatePassword();
  const [policyViolated, setPolicyViolated] = useState(false);

  async function submit({ currentPassword, password }: ChangePasswordValues) {
    // Spec point 5: the policy is checked here first; the server checks it again.
    if (!meetsPasswordPolicy(password)) {
      setPolicyViolated(true);
      return;
    }
    setPolicyViolated(false);
    const answer = await update.mutateAsync({ id: userId, password, ...(forced ? {} : { currentPassword }) });
    void message.success(answer.message);
    form.resetFields();
    onChanged();
  }

  function dismiss() {
    form.resetFields();
    setPolicyViolated(false);
    update.reset();
    onDismiss();
  }

  return (
    <Modal
      open={open}
      title={forced ? 'Set a new password' : 'Change password'}
      closable={!forced}
      mask={{ closable: false }}
      keyboard={!forced}
      onCancel={dismiss}
      destroyOnHidden
      footer={[
        <Button key="dismiss" onClick={dismiss} disabled={update.isPending}>
          {forced ? 'Sign out' : 'Cancel'}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={() => form.submit()}>
          Save password
        </Button>,
      ]}
    >
      {forced && (
        <Typography.Paragraph>
          Before you continue, choose a new password for your account. You will use it from your next sign-in.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        At least {PASSWORD_MIN_LENGTH} characters, with a lower-case letter, an upper-case letter and a digit.
      </Typography.Paragraph>
      {policyViolated && (
        <Alert type="error" showIcon title={SERVER_ERRORS.passwordPolicy} style={{ marginBottom: 16 }} />
      )}
      {update.error && <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 16 }} />}
      <Form
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        {!forced && (
          <Form.Item
            name="currentPassword"
            label="Current password"
            rules={[{ required: true, message: 'Please enter your current password.' }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        )}
        <NewPasswordFields autoFocus={forced} />
      </Form>
    </Modal>
  );
}
