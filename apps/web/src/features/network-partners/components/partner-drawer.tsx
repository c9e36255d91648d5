import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, Switch, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { NetworkPartner } from '@tradepool/domain';
import { AS2_ID_PATTERN, CERTIFICATE_PEM_MAX } from '@tradepool/domain';
import { useSavePartner } from '../api/network-api';
import {
  badGlns,
  looksLikeCertificate,
  partnerFormValues,
  toPartnerInput,
  type PartnerFormValues,
} from '../model/partner-form';

/** Any http(s) address the server takes, a loopback one with its port too (antd's URL rule refuses those). */
function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:\/\//i.test(text);
}

export interface PartnerDrawerProps {
  /** The partner to edit, or null for a new one. */
  partner: NetworkPartner | null;
  onClose: () => void;
  onSaved: (partner: NetworkPartner) => void;
}

/** A partner pool's profile: the fields of its identity card, the certificate pasted or uploaded. */
export function PartnerDrawer({ partner, onClose, onSaved }: PartnerDrawerProps) {
  const [form] = Form.useForm<PartnerFormValues>();
  const save = useSavePartner();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(values: PartnerFormValues) {
    setProblem(null);
    save.mutate(
      { id: partner?.id ?? null, input: toPartnerInput(values) },
      { onSuccess: onSaved, onError: (error) => setProblem(error.message) },
    );
  }

  async function upload(file: File) {
    const text = await file.text();
    if (looksLikeCertificate(text)) {
      form.setFieldValue('certificatePem', text.trim());
      await form.validateFields(['certificatePem']);
    } else {
      form.setFields([{ name: 'certificatePem', errors: [`${file.name} holds no PEM certificate.`] }]);
    }
    return false;
  }

  return (
    <Drawer
      open
      size={560}
      title={partner ? `Edit ${partner.name}` : 'Add partner pool'}
      onClose={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Save
          </Button>
        </Flex>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<PartnerFormValues>
        name="network-partner"
        form={form}
        layout="vertical"
        initialValues={partnerFormValues(partner)}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name the partner pool.' }, { max: 200 }]}
        >
          <Input placeholder="Pool B" />
        </Form.Item>
        <Form.Item
          name="as2Id"
          label="AS2 id"
          tooltip="The AS2 id on the partner's identity card: what it sends as AS2-From."
          rules={[
            { required: true, message: 'Enter the partner’s AS2 id.' },
            { pattern: AS2_ID_PATTERN, message: 'An AS2 id is 1 to 128 printable ASCII characters.' },
          ]}
        >
          <Input placeholder="0860000000024" />
        </Form.Item>
        <Form.Item
          name="url"
          label="AS2 URL"
          tooltip="The partner's AS2 endpoint, where this pool POSTs its messages."
          rules={[
            { required: true, message: 'Enter the partner’s AS2 URL.' },
            {
              validator: (_rule, value: string) =>
                !value || isHttpUrl(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('Enter an http:// or https:// address.')),
            },
          ]}
        >
          <Input placeholder="https://pool-b.example/mds/app/gdsn/as2" />
        </Form.Item>
        <Form.Item
          name="glnText"
          label="GLNs served"
          extra="The GLNs of the partner's companies: one a line, or separated by commas. Messages to them go to this partner."
          rules={[
            {
              validator: (_rule, value: string) => {
                const bad = badGlns(value ?? '');
                return bad.length
                  ? Promise.reject(
                      new Error(`Not a GLN (13 digits with a valid check digit): ${bad.slice(0, 5).join(', ')}`),
                    )
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} placeholder={'0950000000015\n0950000000022'} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item
          name="certificatePem"
          label="Certificate"
          extra="The partner's certificate (PEM): its signatures are checked with it, and what it is sent is encrypted for it."
          rules={[
            { required: true, message: 'Paste or upload the partner’s certificate.' },
            { max: CERTIFICATE_PEM_MAX },
            {
              validator: (_rule, value: string) =>
                !value || looksLikeCertificate(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Paste a PEM certificate: -----BEGIN CERTIFICATE----- …')),
            },
          ]}
        >
          <Input.TextArea
            rows={8}
            placeholder="-----BEGIN CERTIFICATE-----"
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </Form.Item>
        <Flex style={{ marginTop: -8, marginBottom: 16 }}>
          <Upload accept=".pem,.crt,.cer" showUploadList={false} beforeUpload={upload} maxCount={1}>
            <Button size="small" icon={<UploadOutlined />}>
              Upload certificate file
            </Button>
          </Upload>
        </Flex>
        {partner && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            Saved certificate SHA-256: <Typography.Text code>{partner.fingerprint}</Typography.Text>
          </Typography.Paragraph>
        )}
        <Form.Item
          name="enabled"
          label="Enabled"
          valuePropName="checked"
          extra="A disabled partner is sent nothing (its messages wait) and what it sends is refused."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
