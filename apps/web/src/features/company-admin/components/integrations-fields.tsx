import { Card, Checkbox, Col, Flex, Form, Row } from 'antd';
import { INTEGRATION_LABELS } from '@tradepool/domain';
import { INTEGRATION_GROUPS } from '../model/integration-groups';

/** Spec point 5: at least one of the twelve integration types. */
export function IntegrationsFields() {
  return (
    <Form.Item
      name="integrations"
      label="Integrations and applications"
      rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one integration type.' }]}
    >
      <Checkbox.Group style={{ width: '100%' }}>
        <Row gutter={[16, 16]} style={{ width: '100%' }}>
          {INTEGRATION_GROUPS.map((group) => (
            <Col key={group.title} xs={24} md={8}>
              <Card size="small" title={group.title} style={{ height: '100%' }}>
                <Flex vertical gap={8}>
                  {group.flags.map((flag) => (
                    <Checkbox key={flag} value={flag}>
                      {INTEGRATION_LABELS[flag]}
                    </Checkbox>
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
    </Form.Item>
  );
}
