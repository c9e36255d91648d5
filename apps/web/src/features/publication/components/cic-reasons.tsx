import { Descriptions, Empty, Flex, Typography } from 'antd';
import type { CicReason } from '@tradepool/domain';
import { cicCodeLabel } from '../publication-format';

const orDash = (value: string | null) =>
  value?.trim() ? value : <Typography.Text type="secondary">—</Typography.Text>;

/** A CIC's reasons: each CIC code with its meaning, the subscriber's text and the corrective action asked for. */
export function CicReasons({ reasons }: { reasons: readonly CicReason[] }) {
  if (reasons.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The CIC gives no reason codes." />;
  return (
    <Flex vertical gap={12}>
      {reasons.map((reason, index) => (
        <Descriptions
          key={`${reason.code}-${index}`}
          size="small"
          bordered
          column={1}
          styles={{ label: { width: 168 } }}
          items={[
            {
              key: 'code',
              label: 'CIC code',
              children: <Typography.Text strong>{cicCodeLabel(reason.code)}</Typography.Text>,
            },
            { key: 'description', label: 'Text', children: orDash(reason.description) },
            { key: 'action', label: 'Corrective action', children: orDash(reason.correctiveActionCode) },
            { key: 'actionDesc', label: 'Corrective action text', children: orDash(reason.correctiveActionDesc) },
            { key: 'notes', label: 'Corrective action notes', children: orDash(reason.correctiveActionNotes) },
          ]}
        />
      ))}
    </Flex>
  );
}
