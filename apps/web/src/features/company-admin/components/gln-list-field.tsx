import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, ConfigProvider, Form, Input, Row, Space, Typography } from 'antd';
import { GLN_LENGTH, MAX_GLNS_PER_COMPANY } from '@tradepool/domain';
import { GLN_ERRORS, glnEntryError } from '../model/gln-list';

/** Spec point 5: up to 10 GLNs, each 13 digits with a valid check digit, no repeats, the first required for GDSN. */
export function GlnListField() {
  const form = Form.useFormInstance();
  const isGdsn = Form.useWatch<boolean | undefined>('isGdsn', form);
  // A button's own `disabled` wins over the form's, so the form's (a viewer's wizard) is kept here.
  const locked = ConfigProvider.useConfig().componentDisabled === true;
  return (
    <Form.List
      name="glns"
      rules={[
        {
          validator: async (_rule, glns: unknown[] | undefined) => {
            if ((glns?.length ?? 0) > MAX_GLNS_PER_COMPANY) throw new Error(GLN_ERRORS.tooMany);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Row gutter={16}>
            {fields.map((field, index) => (
              <Col key={field.key} xs={24} md={12} xl={8}>
                <Form.Item
                  label={`GLN ${index + 1}`}
                  htmlFor={`company-gln-${index}`}
                  required={index === 0 && isGdsn === true}
                  style={{ marginBottom: 12 }}
                >
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item
                      name={field.name}
                      noStyle
                      validateTrigger={['onBlur', 'onChange']}
                      dependencies={['isGdsn']}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: async () => {
                            const glns = (getFieldValue('glns') as (string | undefined)[] | undefined) ?? [];
                            const error = glnEntryError(glns, index, getFieldValue('isGdsn') === true);
                            if (error) throw new Error(error);
                          },
                        }),
                      ]}
                    >
                      <Input
                        id={`company-gln-${index}`}
                        inputMode="numeric"
                        maxLength={GLN_LENGTH}
                        placeholder="13 digits"
                        style={{ fontFamily: 'monospace' }}
                      />
                    </Form.Item>
                    <Button
                      aria-label={`Remove GLN ${index + 1}`}
                      icon={<DeleteOutlined />}
                      disabled={locked || fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space.Compact>
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Space align="center">
            <Button
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={locked || fields.length >= MAX_GLNS_PER_COMPANY}
            >
              Add GLN
            </Button>
            <Typography.Text type="secondary">
              {fields.length} of {MAX_GLNS_PER_COMPANY}. The first GLN is required for a GDSN company.
            </Typography.Text>
          </Space>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
