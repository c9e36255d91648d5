import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SUBSCRIBER_ITEM_SORT_KEYS } from '@tradepool/domain';
import type { CicState, DeliveryStatus, SubscriberItemRow } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { formatPublicationDate } from '../publication-format';
import { DEFAULT_SUBSCRIBER_ITEM_SORT, sortFromKeys } from '../publication-search';
import type { SubscriberItemSortKey } from '../publication-search';
import { columnsWidth, itemColumns } from './item-columns';
import { CicStatusTag, DeliveryStatusTag } from './status-tags';

export interface SubscriberItemsGridProps {
  rows: SubscriberItemRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GridSort<SubscriberItemSortKey>;
  onSort: (sort: GridSort<SubscriberItemSortKey>) => void;
  /** Every subscriber's rows (the review screen without one): a subscriber column shows whose row it is. */
  subscriberShown: boolean;
  /** Download and delete modes tick rows (by publication). */
  selection?: { selectedIds: number[]; onSelect: (ids: number[], rows: SubscriberItemRow[]) => void };
  /** The delivery column (a subscriber's items; in review every item has reached its subscriber). */
  deliveryShown: boolean;
  /** Beside a detail panel the grid keeps to the key columns. */
  narrow?: boolean;
  /** The row whose CIC or messages are open: highlighted. */
  openId: number | null;
  onOpen: (row: SubscriberItemRow) => void;
  emptyText: string;
}

const OPEN_ROW_BACKGROUND = '#e6f4ff';

/** The columns a narrowed grid keeps beside the CIC panel. */
const NARROW_COLUMNS: readonly string[] = ['gtin', 'description', 'subscriberName', 'cicStatusDate'];

/** A published item and subscriber a row (the review screen, a subscriber's items), newest CIC first. */
export function SubscriberItemsGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  onSort,
  subscriberShown,
  deliveryShown,
  narrow = false,
  selection,
  openId,
  onOpen,
  emptyText,
}: SubscriberItemsGridProps) {
  const sortable = (key: SubscriberItemSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const { lead } = itemColumns<SubscriberItemRow, SubscriberItemSortKey>(sort, SUBSCRIBER_ITEM_SORT_KEYS, () => false);
  const columns: TableColumnsType<SubscriberItemRow> = [
    ...lead.map((column) => (column.dataIndex === 'gtin' ? { ...column, width: 140 } : column)),
    ...(subscriberShown
      ? [
          {
            title: 'Subscriber',
            dataIndex: 'subscriberName',
            width: 180,
            ...sortable('subscriberName'),
            render: (name: string, row: SubscriberItemRow) => (
              <Typography.Text style={{ display: 'block', maxWidth: '100%' }}>
                <EllipsisText text={`${name} · ${row.subscriberGln}`} />
              </Typography.Text>
            ),
          },
        ]
      : []),
    { title: 'TM', dataIndex: 'tm', key: 'tm', width: 56 },
    ...(deliveryShown
      ? [
          {
            title: 'Delivery',
            dataIndex: 'deliveryStatus',
            key: 'deliveryStatus',
            width: 196,
            render: (status: DeliveryStatus, row: SubscriberItemRow) => (
              <DeliveryStatusTag status={status} error={row.deliveryError} />
            ),
          },
        ]
      : []),
    {
      title: 'CIC Status',
      dataIndex: 'cicStatus',
      width: 118,
      ...sortable('cicStatus'),
      render: (status: CicState | null) => <CicStatusTag status={status} />,
    },
    {
      title: 'CIC Status Date',
      dataIndex: 'cicStatusDate',
      width: 140,
      ...sortable('cicStatusDate'),
      render: (value: string | null) =>
        formatPublicationDate(value) || <Typography.Text type="secondary">—</Typography.Text>,
    },
  ];
  const shown = narrow ? columns.filter((column) => NARROW_COLUMNS.includes(String(column.key))) : columns;
  const highlight = (row: SubscriberItemRow) =>
    row.itemId === openId ? { style: { background: OPEN_ROW_BACKGROUND } } : {};

  return (
    <DataGrid<SubscriberItemRow>
      rowKey="itemId"
      columns={shown.map((column) => ({ ...column, onCell: highlight }))}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selectedIds,
          preserveSelectedRowKeys: true,
          columnWidth: 40,
          fixed: 'left',
          onChange: (keys, picked) => selection.onSelect(keys.map(Number), picked.filter(Boolean)),
          getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.gtin}` }),
        }
      }
      onRow={(row) => ({
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('.ant-table-selection-column, a, button')) return;
          onOpen(row);
        },
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
        },
        tabIndex: 0,
        title: 'Show the CIC and the GS1 message',
        style: { cursor: 'pointer' },
      })}
      onChange={sortChangeHandler<SubscriberItemRow>((key, order) =>
        onSort(sortFromKeys(SUBSCRIBER_ITEM_SORT_KEYS, key, order, DEFAULT_SUBSCRIBER_ITEM_SORT)),
      )}
      scroll={{ x: columnsWidth(shown) + (selection ? 40 : 0) }}
      locale={{ emptyText }}
    />
  );
}
