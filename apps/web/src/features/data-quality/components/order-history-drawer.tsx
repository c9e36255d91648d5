import { Alert, Drawer, Empty, Flex, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DmsItemRow, OmsTransaction } from '@tradepool/domain';
import { UnitDescriptor } from '../../catalog';
import { useOrderHistory } from '../api/get-order-history';
import { usDate } from '../order-system';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const COLUMNS: TableColumnsType<OmsTransaction> = [
  { title: 'Order date', dataIndex: 'orderDate', width: 100, render: (date: string) => usDate(date) },
  { title: 'Order', dataIndex: 'orderNumber', width: 100 },
  { title: 'Quantity', dataIndex: 'quantity', width: 76, align: 'right' },
  {
    title: 'Unit',
    dataIndex: 'unitDescriptor',
    width: 150,
    render: (code: string | null) => (code ? <UnitDescriptor code={code} /> : '—'),
  },
  {
    title: 'Unit price',
    dataIndex: 'unitPrice',
    width: 96,
    align: 'right',
    render: (price: number | null, line) => (price === null ? '—' : money(price, line.currencyCode)),
  },
  { title: 'Distribution centre', dataIndex: 'distributionCentre', render: (dc: string | null) => dc ?? '—' },
];

/**
 * The item's lines in the buyer's own order system, newest first: what was ordered, when, how many, at what
 * price and for which distribution centre. The order system's text for the item is shown once, above.
 */
export function OrderHistoryDrawer({
  item,
  publisherGln,
  onClose,
}: {
  item: DmsItemRow;
  publisherGln: string;
  onClose: () => void;
}) {
  const history = useOrderHistory(publisherGln, item.gtin);
  const lines = history.data ?? [];
  const units = lines.reduce((total, line) => total + line.quantity, 0);
  const orderSystemText = lines.find((line) => line.description)?.description;
  return (
    <Drawer open width={720} title={`Order history · ${item.gtin}`} onClose={onClose}>
      {history.isPending ? (
        <Spin />
      ) : history.error ? (
        <Alert type="error" showIcon title={history.error.message} />
      ) : lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Your order system has no orders of this item." />
      ) : (
        <Flex vertical gap={12}>
          <Flex vertical gap={2}>
            <Typography.Text strong>{item.description}</Typography.Text>
            {orderSystemText && (
              <Typography.Text type="secondary">In your order system: {orderSystemText}</Typography.Text>
            )}
            <Typography.Text type="secondary" style={numeric}>
              {lines.length} order{lines.length === 1 ? '' : 's'} · {units.toLocaleString('en-US')} units since{' '}
              {usDate(lines.at(-1)!.orderDate)}
            </Typography.Text>
          </Flex>
          <Table<OmsTransaction>
            size="small"
            rowKey={(line) => `${line.orderNumber}|${line.orderDate}|${line.distributionCentre ?? ''}`}
            columns={COLUMNS}
            dataSource={lines}
            pagination={false}
            style={numeric}
          />
        </Flex>
      )}
    </Drawer>
  );
}
