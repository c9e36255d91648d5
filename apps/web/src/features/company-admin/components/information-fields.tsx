import { Card, Col, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { COMPANY_NAME_PATTERN, INDUSTRY_SEGMENTS } from '@tradepool/domain';
import { ContactFields } from './contact-fields';
import { GlnListField } from './gln-list-field';

const NAME_RULE_TEXT = 'Use letters, digits, spaces and underscore.';

/** Spec point 4: the edit screen lists 2 as Inactive too; InProcess shows only while the company is in it. */
const STATUS_OPTIONS = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
  { value: 2, label: 'Inactive (2)' },
];

/** The Company Information step: identity, GLNs, contact and billing. */
export function InformationFields({ editing, inProcess }: { editing: boolean; inProcess: boolean }) {
  const form = Form.useFormInstance();
  const sameAsContact = Form.useWatch<boolean | undefined>(['companyContact', 'billingSameAsContact'], form);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Company">
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="name"
              label="Company name"
              rules={[
                { required: true, whitespace: true, message: 'Company name is required.' },
                { pattern: COMPANY_NAME_PATTERN, message: NAME_RULE_TEXT },
                { max: 100 },
              ]}
            >
              <Input autoFocus={!editing} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="buName"
              label="Business unit"
              rules={[{ pattern: COMPANY_NAME_PATTERN, message: NAME_RULE_TEXT }, { max: 100 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="industrySegment" label="Industry segment">
              <Select
                allowClear
                placeholder="Choose a segment"
                options={INDUSTRY_SEGMENTS.map((segment) => ({ value: segment.id, label: segment.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="buType" label="Business unit type" rules={[{ max: 50 }]}>
              <Input placeholder="e.g. Division, Region" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="type" label="Company type" rules={[{ max: 50 }]}>
              <Input placeholder="e.g. Broadline, Retail" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="companyURL" label="Company URL" rules={[{ max: 300 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="isGdsn"
              label="GDSN"
              valuePropName="checked"
              tooltip="GDSN companies synchronise through the GS1 network and need their first GLN."
            >
              <Switch checkedChildren="Yes" unCheckedChildren="No" />
            </Form.Item>
          </Col>
          {editing && (
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="status" label="Status">
                <Select
                  options={[
                    ...STATUS_OPTIONS,
                    ...(inProcess ? [{ value: 3, label: 'InProcess', disabled: true }] : []),
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
      <Card size="small" title="GLNs">
        <GlnListField />
      </Card>
      <Card size="small" title="Contact">
        <ContactFields />
      </Card>
      <Card
        size="small"
        title="Billing"
        extra={
          <Flex align="center" gap={8}>
            <Typography.Text>Billing same as contact</Typography.Text>
            <Form.Item name={['companyContact', 'billingSameAsContact']} valuePropName="checked" noStyle>
              <Switch aria-label="Billing same as contact" size="small" />
            </Form.Item>
          </Flex>
        }
      >
        <ContactFields billing disabled={sameAsContact === true} />
      </Card>
    </Flex>
  );
}
