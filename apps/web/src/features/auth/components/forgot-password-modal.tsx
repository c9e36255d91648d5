import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { FORGOT_PASSWORD_ALERT_HIDE_MS, MESSAGES } from '@tradepool/domain';
import { useForgotPassword } from '../api/forgot-password';
import { UserNameField } from './user-name-field';

type Outcome = { kind: 'error' | 'success'; text: string };

export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ userName: string }>();
  const request = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Spec point 8: the error alert hides itself after a few seconds; the success message stays.
  useEffect(() => {
    if (outcome?.kind !== 'error') return;
    const timer = window.setTimeout(() => setOutcome(null), FORGOT_PASSWORD_ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  function close() {
    form.resetFields();
    setOutcome(null);
    onClose();
  }

  function submit({ userName }: { userName: string }) {
    setOutcome(null);
    request.mutate(userName, {
      onSuccess: (answer) => setOutcome({ kind: 'success', text: answer.message }),
      onError: (error) => setOutcome({ kind: 'error', text: error.message }),
    });
  }

  const sent = outcome?.kind === 'success';
  return (
    <Modal
      open={open}
      title="Forgot password?"
      onCancel={close}
      destroyOnHidden
      footer={
        sent
          ? [
              <Button key="close" type="primary" onClick={close}>
                Back to sign in
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button key="send" type="primary" loading={request.isPending} onClick={() => form.submit()}>
                Send temporary password
              </Button>,
            ]
      }
    >
      {outcome?.kind === 'error' && (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.forgotPasswordTitle}
          description={outcome.text}
          style={{ marginBottom: 16 }}
        />
      )}
      {outcome?.kind === 'success' ? (
        <Alert type="success" showIcon title={outcome.text} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Enter your username. If the account exists, a temporary password is sent to its e-mail address.
          </Typography.Paragraph>
          <Form name="forgot-password" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <UserNameField />
          </Form>
        </>
      )}
    </Modal>
  );
}
