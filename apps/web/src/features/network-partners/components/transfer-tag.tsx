import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { NetworkPartner } from '@tradepool/domain';

const COLORS: Record<string, string> = {
  sent: 'green',
  processed: 'green',
  sending: 'blue',
  received: 'blue',
  'mdn-error': 'red',
  failed: 'red',
};

const LABELS: Record<string, string> = {
  sent: 'Sent',
  sending: 'Sending',
  'mdn-error': 'Refused (MDN)',
  failed: 'Failed',
  received: 'Received',
  processed: 'Processed',
};

/** The last message one way: its state as a tag (with the error on hover) and when. */
export function LastMessage({ last }: { last: NetworkPartner['lastSent'] }) {
  if (!last) return <Typography.Text type="secondary">None yet</Typography.Text>;
  const tag = <Tag color={COLORS[last.status] ?? 'default'}>{LABELS[last.status] ?? last.status}</Tag>;
  return (
    <Flex vertical gap={2}>
      {last.error ? <Tooltip title={last.error}>{tag}</Tooltip> : tag}
      {last.time && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {new Date(last.time).toLocaleString()}
        </Typography.Text>
      )}
    </Flex>
  );
}
