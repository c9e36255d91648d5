import { Form, Input } from 'antd';

/**
 * The new password and its confirmation, as every password form asks for them (fields `password`,
 * `confirmPassword`). The new password takes the focus unless a field before it should.
 */
export function NewPasswordFields({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item
        name="password"
        label="New password"
        rules={[{ required: true, message: 'Please enter a new password.' }]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please repeat the new password.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
