import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { MESSAGES, SESSION_DIALOG_HIDE_MS, SESSION_TIMEOUT_DEFAULT_TEXT } from '@tradepool/domain';
import { onSessionLost } from '../../../lib/api-client';
import { LOGIN_PATH } from '../../../lib/paths';
import { useSessionTimeout } from '../api/get-session-timeout';

/** A fresh page load: nothing of the lost session (cached answers, open dialogs) survives. */
function goToLogin(): void {
  window.location.assign(LOGIN_PATH);
}

/** Spec point 8, "HTTP codes": shown when a call answers 401 or 403, then the sign-in screen. */
export function SessionExpiredDialog() {
  const [open, setOpen] = useState(false);
  const sessionTimeout = useSessionTimeout();

  useEffect(() => onSessionLost(() => setOpen(true)), []);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(goToLogin, SESSION_DIALOG_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Modal
      open={open}
      title={MESSAGES.sessionDialogTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={goToLogin}>
          Sign in
        </Button>
      }
    >
      <Typography.Paragraph>
        {MESSAGES.sessionDialogText(sessionTimeout.data?.sessionTimeout ?? SESSION_TIMEOUT_DEFAULT_TEXT)}
      </Typography.Paragraph>
    </Modal>
  );
}
