import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Modal, Row, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { GLN_LENGTH, isValidGln, MESSAGES, PHONE_PATTERN } from '@tradepool/domain';
import type { Manufacturer } from '@tradepool/domain';
import { useEditManufacturer } from '../api/edit-manufacturer';
import { manufacturerFormValues, toManufacturerEdit } from '../manufacturer-view';
import type { ManufacturerFormValues } from '../manufacturer-view';

const optionalPattern =
  (test: (value: string) => boolean, message: string): Rule =>
  () => ({
    validator: (_rule, value: string | null | undefined) =>
      !value?.trim() || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

const GLN_RULES: Rule[] = [
  optionalPattern(isValidGln, `Enter a GLN of ${GLN_LENGTH} digits with a valid GS1 check digit.`),
];
const PHONE_RULES: Rule[] = [
  optionalPattern((v) => PHONE_PATTERN.test(v), 'Enter a phone number: optional country code and 10 digits.'),
];

export interface EditManufacturerModalProps {
  manufacturer: Manufacturer;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/** Spec point 2 'Edit Manufacturer'; spec point 5: the update is sent only when the form is valid. */
export function EditManufacturerModal({ manufacturer, onSaved, onClose }: EditManufacturerModalProps) {
  const [form] = Form.useForm<ManufacturerFormValues>();
  const edit = useEditManufacturer();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(values: ManufacturerFormValues) {
    setProblem(null);
    edit.mutate(toManufacturerEdit(manufacturer.manufacturerId, values), {
      onSuccess: () => onSaved(MESSAGES.contactUpdated),
      onError: (error) => setProblem(error.message),
    });
  }

  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      open
      title="Edit Manufacturer"
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={edit.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={edit.isPending} onClick={() => form.submit()}>
          Save
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{manufacturer.manufacturerName}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<ManufacturerFormValues>
        name="edit-manufacturer"
        form={form}
        layout="vertical"
        initialValues={manufacturerFormValues(manufacturer)}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="contactName" label="Contact name" rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Enter a valid e-mail address.' }]}>
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="contactNumber" label="Contact number" rules={PHONE_RULES}>
              <Input placeholder="e.g. 312 555 0100" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="infoProviderGln" label="Info provider GLN" rules={GLN_RULES}>
              <Input inputMode="numeric" maxLength={GLN_LENGTH} placeholder={`${GLN_LENGTH} digits`} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="confirmed" label="Confirmed" valuePropName="checked">
              <Switch checkedChildren="Confirmed" unCheckedChildren="Unconfirmed" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="comments" label="Comments" rules={[{ max: 1000 }]}>
              <Input.TextArea rows={3} showCount maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
