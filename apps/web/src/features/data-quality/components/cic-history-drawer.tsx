import { Alert, Drawer, Spin } from 'antd';
import type { DmsItemRow } from '@tradepool/domain';
import { CicHistoryList } from '../../publication';
import { useReceivedItemCicHistory } from '../../subscriptions';

/** The CICs the buyer sent for one item, newest first, with their codes and corrective actions. */
export function CicHistoryDrawer({
  item,
  publisherGln,
  onClose,
}: {
  item: DmsItemRow;
  publisherGln: string;
  onClose: () => void;
}) {
  const history = useReceivedItemCicHistory({ publisherGln, catalogItemId: item.catalogItemId });
  return (
    <Drawer open width={480} title={`CIC history · ${item.gtin}`} onClose={onClose}>
      {history.isPending ? (
        <Spin />
      ) : history.error ? (
        <Alert type="error" showIcon title={history.error.message} />
      ) : (
        <CicHistoryList cics={history.data} emptyText="You have not sent a CIC for this item yet." />
      )}
    </Drawer>
  );
}
