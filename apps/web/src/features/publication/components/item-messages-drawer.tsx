import { Drawer, Flex, Tabs, Typography } from 'antd';
import type { SubscriberItemRow } from '@tradepool/domain';
import { CicHistory } from './cic-history';
import { Gs1MessageView } from './gs1-message-view';

export interface ItemMessagesDrawerProps {
  row: SubscriberItemRow | null;
  onClose: () => void;
}

/** A subscriber's item: every CIC it answered with, and the GS1 message it was sent, beside the grid. */
export function ItemMessagesDrawer({ row, onClose }: ItemMessagesDrawerProps) {
  return (
    <Drawer open={row !== null} onClose={onClose} size={820} title={row ? `GTIN ${row.gtin}` : 'Item'} destroyOnHidden>
      {row && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {[row.productCode, row.description].filter(Boolean).join(' · ') || 'No description'} · {row.subscriberName}{' '}
            ({row.subscriberGln})
          </Typography.Text>
          <Tabs
            items={[
              { key: 'cic', label: 'CIC history', children: <CicHistory item={row} /> },
              { key: 'message', label: 'GS1 message', children: <Gs1MessageView item={row} /> },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
