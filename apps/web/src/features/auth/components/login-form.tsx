import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import type { AuthenticateRequest } from '@tradepool/domain';
import { useAuth } from '../../../lib/auth';
import { UserNameField } from './user-name-field';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { signIn } = useAuth();
  const login = useMutation({ mutationFn: signIn });

  return (
    <Form<AuthenticateRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate(values)}
      disabled={login.isPending}
    >
      {login.error && (
        <Alert
          type="error"
          showIcon
          title="Sign-in failed"
          description={login.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <UserNameField prefix={<UserOutlined />} />
      <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password.' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <Button type="link" size="small" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
          Forgot password?
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        Sign in
      </Button>
    </Form>
  );
}
