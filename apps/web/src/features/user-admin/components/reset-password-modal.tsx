import { Alert, Button, Modal, Typography } from 'antd';
import type { AdminUser } from '@tradepool/domain';
import { useResetPassword } from '../api/reset-password';
import { displayName } from '../user-form';

/** Confirms, then has the server set and mail a temporary password; shows the server's answer either way. */
export function ResetPasswordModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const reset = useResetPassword();
  const done = reset.isSuccess;
  return (
    <Modal
      open
      title="Reset password"
      onCancel={onClose}
      destroyOnHidden
      footer={
        done
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={reset.isPending}>
                Cancel
              </Button>,
              <Button key="reset" type="primary" danger loading={reset.isPending} onClick={() => reset.mutate(user.id)}>
                Reset password
              </Button>,
            ]
      }
    >
      {reset.data && <Alert type="success" showIcon title={reset.data.message} />}
      {reset.error && <Alert type="error" showIcon title={reset.error.message} style={{ marginBottom: 16 }} />}
      {!done && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Reset the password of <Typography.Text strong>{displayName(user)}</Typography.Text> ({user.login})? A
          temporary password is e-mailed to <Typography.Text strong>{user.email}</Typography.Text>, and the user must
          choose a new one at the next sign-in.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
