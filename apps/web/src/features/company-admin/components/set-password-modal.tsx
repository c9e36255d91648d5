import { useState } from 'react';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { meetsPasswordPolicy, SERVER_ERRORS } from '@tradepool/domain';
import { useSetUserPassword } from '../api/set-user-password';
import { PASSWORD_HINT } from '../model/password-hint';
import { NewPasswordFields } from '../../../components/new-password-fields';

export interface PasswordTarget {
  id: number;
  login: string;
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** Spec point 8: in the wizard a set password answers 'Password Updated successfully'; failures show the server error. */
export function SetPasswordModal({
  target,
  onClose,
  onUpdated,
}: {
  target: PasswordTarget | null;
  onClose: () => void;
  onUpdated: (message: string) => void;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const update = useSetUserPassword();
  const [policyViolated, setPolicyViolated] = useState(false);

  function close() {
    setPolicyViolated(false);
    update.reset();
    onClose();
  }

  function submit({ password }: PasswordValues) {
    if (!target) return;
    if (!meetsPasswordPolicy(password)) {
      setPolicyViolated(true);
      return;
    }
    setPolicyViolated(false);
    update.mutate(
      { id: target.id, password },
      {
        onSuccess: (answer) => {
          onUpdated(answer.message);
          close();
        },
      },
    );
  }

  return (
    <Modal
      open={target !== null}
      title={`Set password for ${target?.login ?? ''}`}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={update.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={() => form.submit()}>
          Set password
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        {PASSWORD_HINT} The user is asked to choose a new password at the next sign-in.
      </Typography.Paragraph>
      {policyViolated && (
        <Alert type="error" showIcon title={SERVER_ERRORS.passwordPolicy} style={{ marginBottom: 16 }} />
      )}
      {update.error && <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 16 }} />}
      <Form name="set-user-password" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
