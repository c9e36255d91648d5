import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { WEBHOOK_SIGNATURE_HEADER } from '@tradepool/domain';
import { useSaveWebhook, useWebhook } from '../api/messages-api';

/**
 * The company administrator's webhook: where every new message addressed to the company is POSTed, signed
 * with a secret the pool makes and shows once, here, right after it is made.
 */
export function WebhookCard() {
  const { message: toast } = App.useApp();
  const webhook = useWebhook(true);
  const save = useSaveWebhook();
  // What the administrator typed, over the URL saved until then.
  const [draft, setDraft] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const url = draft ?? webhook.data?.url ?? '';

  const submit = (change: { url: string | null; rotateSecret?: boolean }) =>
    save.mutate(change, {
      onSuccess: (answer) => {
        setSecret(answer.secret);
        setDraft(null);
        void toast.success(answer.url ? 'The webhook is saved.' : 'The webhook is removed.');
      },
      onError: (error) => void toast.error(error.message),
    });

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <ApiOutlined /> Webhook
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Every new message addressed to the company is POSTed to this address as its XML, signed in the{' '}
          <Typography.Text code>{WEBHOOK_SIGNATURE_HEADER}</Typography.Text> header (sha256 HMAC of the body), and
          retried with back-off when the receiver fails.
        </Typography.Text>
        <Flex gap={8} wrap>
          <Input
            aria-label="Webhook URL"
            placeholder="https://erp.example.com/tradepool/messages"
            style={{ width: 460 }}
            value={url}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!url.trim()}
            onClick={() => submit({ url: url.trim() })}
          >
            Save
          </Button>
          {webhook.data?.secretSet && (
            <>
              <Popconfirm
                title="Make a new secret? The receiver must take it before the next push."
                onConfirm={() => submit({ url: webhook.data!.url, rotateSecret: true })}
              >
                <Button>New secret</Button>
              </Popconfirm>
              <Popconfirm
                title="Remove the webhook? No message will be pushed."
                onConfirm={() => submit({ url: null })}
              >
                <Button danger>Remove</Button>
              </Popconfirm>
            </>
          )}
        </Flex>
        {secret && (
          <Alert
            type="warning"
            showIcon
            title="Give this secret to the receiver now: it is not shown again."
            description={
              <Typography.Text copyable code>
                {secret}
              </Typography.Text>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
