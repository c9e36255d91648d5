import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_SUBSCRIBER_NAME, GLN_LENGTH } from '@tradepool/domain';
import type { Subscriber } from '@tradepool/domain';
import { useAddSubscriber } from '../api/add-subscriber';
import { checkNewSubscriber } from '../new-subscriber';

interface AddSubscriberValues {
  gln: string;
  name?: string;
}

export interface AddSubscriberFormProps {
  /** Every subscriber already listed: a GLN among them is refused. */
  listed: readonly { gln: string }[];
  onAdded: (subscriber: Subscriber) => void;
}

/**
 * The wizard's Add New tab: a subscriber GLN that is not listed yet (a company in another data pool, or not
 * yet in Tradepool) with its name, 'Name Unknown' when left empty. It is saved, so it is listed from then on.
 */
export function AddSubscriberForm({ listed, onAdded }: AddSubscriberFormProps) {
  const [form] = Form.useForm<AddSubscriberValues>();
  const add = useAddSubscriber();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function submit(values: AddSubscriberValues) {
    const check = checkNewSubscriber({ gln: values.gln, name: values.name ?? '' }, listed);
    if (!check.ok) {
      setNotice({ kind: 'error', text: check.error });
      return;
    }
    setNotice(null);
    add.mutate(check.subscriber, {
      onSuccess: (saved) => {
        setNotice({ kind: 'success', text: `${saved.name} (${saved.gln}) is added and selected.` });
        form.resetFields();
        onAdded(saved);
      },
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
    });
  }

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Typography.Text type="secondary">
        A subscriber that is not in the list: its GLN (13 digits with a valid check digit) and, if you know it, its
        name.
      </Typography.Text>
      {notice && (
        <Alert type={notice.kind} showIcon title={notice.text} role={notice.kind === 'error' ? 'alert' : 'status'} />
      )}
      <Form<AddSubscriberValues> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="gln"
          label="Subscriber GLN"
          rules={[
            { required: true, message: 'Enter the GLN.' },
            { pattern: /^\d{13}$/, message: `A GLN has ${GLN_LENGTH} digits.` },
          ]}
        >
          <Input inputMode="numeric" maxLength={GLN_LENGTH} placeholder="13 digits" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="name" label="Subscriber name">
          <Input maxLength={200} placeholder={DEFAULT_SUBSCRIBER_NAME} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
          Add subscriber
        </Button>
      </Form>
    </Flex>
  );
}
