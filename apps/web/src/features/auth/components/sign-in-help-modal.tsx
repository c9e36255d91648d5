import { Button, Modal, Typography } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@tradepool/domain';

const { Paragraph, Title } = Typography;

export function SignInHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Help with signing in"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Title level={5}>Signing in</Title>
      <Paragraph>
        Enter the username and password your company administrator gave you. Usernames are made of letters, digits,
        underscore, at sign and dot, and are not case-sensitive; passwords are.
      </Paragraph>
      <Title level={5}>First sign-in</Title>
      <Paragraph>
        You are asked to accept the privacy policy and to choose your own password: at least {PASSWORD_MIN_LENGTH}{' '}
        characters, with a lower-case letter, an upper-case letter and a digit.
      </Paragraph>
      <Title level={5}>Forgotten password</Title>
      <Paragraph>
        Use “Forgot password?” and enter your username: a temporary password is sent to the e-mail address of your
        account. After several failed attempts signing in is paused for a few minutes.
      </Paragraph>
      <Title level={5}>Still stuck?</Title>
      <Paragraph>Use “Contact us” below the sign-in box to reach the support team.</Paragraph>
    </Modal>
  );
}
