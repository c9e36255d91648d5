import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { USERNAME_PATTERN } from '@tradepool/domain';

/** The username input of spec point 5: required, letters/digits/underscore/at/dot, lower-cased as typed. */
export function UserNameField({ prefix }: { prefix?: ReactNode }) {
  return (
    <Form.Item
      name="userName"
      label="Username"
      normalize={(value: string) => value.toLowerCase()}
      rules={[
        { required: true, message: 'Please enter your username.' },
        { pattern: USERNAME_PATTERN, message: 'Use letters, digits, underscore, at sign or dot.' },
      ]}
    >
      <Input prefix={prefix} autoComplete="username" autoFocus />
    </Form.Item>
  );
}
