import { Drawer, Flex, Typography } from 'antd';
import type { RegistrationRow } from '@tradepool/domain';
import { ItemErrorsTable } from './item-errors-table';

export interface ItemErrorsDrawerProps {
  row: RegistrationRow | null;
  onClose: () => void;
}

/** The registration list's errors of one item, beside the grid. */
export function ItemErrorsDrawer({ row, onClose }: ItemErrorsDrawerProps) {
  return (
    <Drawer open={row !== null} onClose={onClose} size={760} title={row ? `Errors · ${row.gtin}` : 'Errors'}>
      {row && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {[row.productCode, row.description].filter(Boolean).join(' · ') || 'No description'}
          </Typography.Text>
          <ItemErrorsTable catalogItemId={row.catalogItemId} />
        </Flex>
      )}
    </Drawer>
  );
}
