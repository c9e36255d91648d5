import { Alert, Button, Modal } from 'antd';
import type { CurrentUser } from '@tradepool/domain';
import { useAnswerPolicy } from '../api/answer-policy';
import { PrivacyPolicyText } from './privacy-policy-text';

export interface PrivacyPolicyModalProps {
  open: boolean;
  onAccepted: (user: CurrentUser) => void;
  onDeclined: () => void;
}

/** Spec point 4: accepting ('1') continues; declining ('0') is recorded and then the user is signed out. */
export function PrivacyPolicyModal({ open, onAccepted, onDeclined }: PrivacyPolicyModalProps) {
  const answer = useAnswerPolicy();

  function respond(accepted: boolean) {
    answer.mutate(accepted, { onSuccess: (user) => (accepted ? onAccepted(user) : onDeclined()) });
  }

  return (
    <Modal
      open={open}
      title="Privacy policy"
      width={640}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
      footer={[
        <Button key="decline" onClick={() => respond(false)} disabled={answer.isPending}>
          Decline
        </Button>,
        <Button key="accept" type="primary" onClick={() => respond(true)} loading={answer.isPending}>
          Accept
        </Button>,
      ]}
    >
      {answer.error && <Alert type="error" showIcon title={answer.error.message} style={{ marginBottom: 16 }} />}
      <PrivacyPolicyText />
    </Modal>
  );
}
