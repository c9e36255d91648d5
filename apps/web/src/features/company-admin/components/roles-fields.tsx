import { Card, Checkbox, Col, Form, Row, Typography } from 'antd';
import type { CompanyRoleKey } from '../model/company-form';

export const ROLE_OPTIONS: readonly { value: CompanyRoleKey; label: string; description: string }[] = [
  {
    value: 'rolePub',
    label: 'Publisher',
    description: 'Registers its trade items and publishes them to the subscribers it trades with.',
  },
  {
    value: 'roleSub',
    label: 'Subscriber',
    description: 'Receives trade items from the publishers it entrusts; adds the Entrustments step.',
  },
];

/** Spec point 5: at least one role, publisher or subscriber. */
export function RolesFields() {
  return (
    <Form.Item
      name="roles"
      label="Company roles"
      rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one company role.' }]}
    >
      <Checkbox.Group style={{ width: '100%' }}>
        <Row gutter={[16, 16]} style={{ width: '100%' }}>
          {ROLE_OPTIONS.map((role) => (
            <Col key={role.value} xs={24} md={12}>
              <Card size="small" style={{ height: '100%' }}>
                <Checkbox value={role.value}>
                  <Typography.Text strong>{role.label}</Typography.Text>
                </Checkbox>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
                  {role.description}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
    </Form.Item>
  );
}
