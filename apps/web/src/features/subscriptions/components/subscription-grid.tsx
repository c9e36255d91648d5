import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SUBSCRIPTION_STATUS, type SubscriptionRow, type SubscriptionSortKey } from '@tradepool/domain';
import { DataGrid, type GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortFrom, gridSortOrder, sortChangeHandler, type GridSort } from '../../../lib/grid-sort';
import { formatDateTime } from '../../catalog';
import { subscriptionGpcText } from '../gpc-choice';
import { DEFAULT_SUBSCRIPTION_SORT, statusLabel } from '../subscription-list';

const STATUS_COLORS: Record<number, string> = {
  [SUBSCRIPTION_STATUS.valid]: 'green',
  [SUBSCRIPTION_STATUS.inProcess]: 'blue',
  [SUBSCRIPTION_STATUS.invalid]: 'red',
  [SUBSCRIPTION_STATUS.cancelled]: 'default',
};

export interface SubscriptionGridProps {
  rows: SubscriptionRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GridSort<SubscriptionSortKey>;
  onSort: (sort: GridSort<SubscriptionSortKey>) => void;
  /** Ticks, in cancel and download modes. */
  selection?: { selected: readonly number[]; onChange: (ids: number[]) => void };
  emptyText: string;
}

/** The subscription list of spec point 2: every column sorted by the server. */
export function SubscriptionGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  onSort,
  selection,
  emptyText,
}: SubscriptionGridProps) {
  const sorted = (key: SubscriptionSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const columns: TableColumnsType<SubscriptionRow> = [
    { title: 'Subscriber GLN', dataIndex: 'subscriberGln', width: 140, ...sorted('subscriberGln') },
    { title: 'Publisher GLN', dataIndex: 'publisherGln', width: 140, ...sorted('publisherGln') },
    {
      title: 'Publisher Name',
      dataIndex: 'publisherName',
      ellipsis: true,
      render: (name: string | null, row) =>
        name ? <EllipsisText text={name} /> : row.publisherGln ? <i>Outside Tradepool</i> : <i>Any publisher</i>,
      ...sorted('publisherName'),
    },
    {
      title: 'GTIN',
      dataIndex: 'subscribeToGtin',
      width: 150,
      // Neither a GTIN nor a GPC code: the subscription asks for all the publisher's items.
      render: (gtin: string | null, row) =>
        gtin ?? (row.gpcCode ? null : <Typography.Text type="secondary">All items</Typography.Text>),
      ...sorted('subscribeToGtin'),
    },
    {
      title: 'Target Market',
      dataIndex: 'tm',
      width: 120,
      // A subscription without a target market (one made by a CIS that names none) takes every market.
      render: (tm: string | null) => tm ?? <Typography.Text type="secondary">Any</Typography.Text>,
      ...sorted('tm'),
    },
    {
      title: 'Product GPC',
      dataIndex: 'gpcCode',
      ellipsis: true,
      render: (code: string | null, row) =>
        code ? <EllipsisText text={subscriptionGpcText(code, row.gpcName, row.gpcLevel)} /> : null,
      ...sorted('gpcCode'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <Tag color={STATUS_COLORS[status]}>{statusLabel(status)}</Tag>,
      ...sorted('status'),
    },
    {
      title: 'Last Update',
      dataIndex: 'lastUpdate',
      width: 150,
      render: (time: string) => formatDateTime(time),
      ...sorted('lastUpdate'),
    },
  ];
  return (
    <DataGrid<SubscriptionRow>
      rowKey="catalogItemSubscriptionId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      locale={{ emptyText }}
      scroll={{ x: 1100 }}
      onChange={sortChangeHandler<SubscriptionRow>((key, order) =>
        onSort(gridSortFrom(key as SubscriptionSortKey | undefined, order, DEFAULT_SUBSCRIPTION_SORT)),
      )}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.selected],
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          getCheckboxProps: (row) => ({ 'aria-label': `Select subscription ${row.catalogItemSubscriptionId}` }),
        }
      }
    />
  );
}
