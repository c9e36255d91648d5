import { useState } from 'react';
import { Alert, Button, Divider, Flex, Typography, theme } from 'antd';
import { Navigate } from 'react-router';
import { Brand } from '../../../components/brand';
import { PageSpinner } from '../../../components/page-spinner';
import { useAuth } from '../../../lib/auth';
import { pendingStep } from '../../../lib/pending-step';
import { useRouteDirectory } from '../../../lib/route-directory';
import { ChangePasswordModal } from '../components/change-password-modal';
import { ContactUsModal } from '../components/contact-us-modal';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { LoginForm } from '../components/login-form';
import { PrivacyPolicyModal } from '../components/privacy-policy-modal';
import { SignInHelpModal } from '../components/sign-in-help-modal';

type Dialog = 'forgot' | 'contact' | 'help';

const POLICY_DECLINED =
  'You declined the privacy policy, so you have been signed out. Sign in again when you are ready to accept it.';

/**
 * Spec points 4 and 5: sign in, then answer the privacy policy and set a new password where required,
 * then on to the return screen or the landing page. A signed-in user who opens /login goes straight on.
 */
export function LoginPage() {
  const { user, status, replaceUser, refreshUser, signOut } = useAuth();
  const { landingFor } = useRouteDirectory();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { token } = theme.useToken();

  if (status === 'loading') return <PageSpinner fullScreen />;
  const step = user ? pendingStep(user) : null;
  if (user && !step) return <Navigate to={landingFor(user)} replace />;

  const leave = () => void signOut({ savePreference: false, reload: false });

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        padding: 24,
        background: 'linear-gradient(160deg, #eef3fa 0%, #f4f6f9 60%)',
      }}
    >
      {/* A Card's look without antd's Card, which brings Tabs and menus: the sign-in page loads first and alone. */}
      <Flex
        vertical
        gap={24}
        style={{
          width: '100%',
          maxWidth: 400,
          boxSizing: 'border-box',
          padding: 32,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Brand tagline size={36} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          Sign in to your account
        </Typography.Title>
        {notice && <Alert type="info" showIcon title={notice} closable={{ onClose: () => setNotice(null) }} />}
        <LoginForm onForgotPassword={() => setDialog('forgot')} />
      </Flex>
      <Flex align="center">
        <Button type="link" onClick={() => setDialog('contact')}>
          Contact us
        </Button>
        <Divider orientation="vertical" />
        <Button type="link" onClick={() => setDialog('help')}>
          Help
        </Button>
      </Flex>

      <ForgotPasswordModal open={dialog === 'forgot'} onClose={() => setDialog(null)} />
      <ContactUsModal open={dialog === 'contact'} onClose={() => setDialog(null)} />
      <SignInHelpModal open={dialog === 'help'} onClose={() => setDialog(null)} />
      <PrivacyPolicyModal
        open={step === 'policy'}
        onAccepted={replaceUser}
        onDeclined={() => {
          setNotice(POLICY_DECLINED);
          leave();
        }}
      />
      {user && (
        <ChangePasswordModal
          open={step === 'password'}
          forced
          userId={user.id}
          onChanged={() => void refreshUser()}
          onDismiss={leave}
        />
      )}
    </Flex>
  );
}
