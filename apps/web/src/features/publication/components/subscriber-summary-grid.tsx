import { Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { MESSAGES, SUBSCRIBER_SUMMARY_SORT_KEYS } from '@tradepool/domain';
import type { CicState, SubscriberSummaryRow } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { subscriberItemsPath } from '../publication-paths';
import { DEFAULT_SUBSCRIBER_SORT, sortFromKeys } from '../publication-search';
import type { SubscriberSummarySortKey } from '../publication-search';
import { DELIVERY_HINTS } from './status-tags';

export interface SubscriberSummaryGridProps {
  rows: SubscriberSummaryRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GridSort<SubscriberSummarySortKey>;
  onSort: (sort: GridSort<SubscriberSummarySortKey>) => void;
}

type CountKey = 'publishedCount' | 'acceptedCount' | 'reviewCount' | 'rejectedCount' | 'syncronizedCount';

/** The counts in the spec's order, each with the CIC status its link filters the subscriber's items by. */
const COUNTS: readonly { key: CountKey; title: string; status: CicState | null }[] = [
  { key: 'publishedCount', title: 'Published', status: null },
  { key: 'acceptedCount', title: 'Accepted', status: 'RECEIVED' },
  { key: 'reviewCount', title: 'Review', status: 'REVIEW' },
  { key: 'rejectedCount', title: 'Rejected', status: 'REJECTED' },
  { key: 'syncronizedCount', title: 'Synchronised', status: 'SYNCHRONISED' },
];

const COUNT_WIDTH = 116;
const WAITING_WIDTH = 140;
/** The name takes what is left; below this the grid scrolls sideways. */
const NAME_MIN_WIDTH = 220;

/** The publication center's Subscribers tab: a subscriber a row, its items counted by CIC status. */
export function SubscriberSummaryGrid({ rows, totalRows, loading, paging, sort, onSort }: SubscriberSummaryGridProps) {
  const sortable = (key: SubscriberSummarySortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const columns: TableColumnsType<SubscriberSummaryRow> = [
    {
      title: 'Subscriber',
      dataIndex: 'name',
      ...sortable('name'),
      render: (name: string, row) => (
        <Link to={subscriberItemsPath(row)} title={`Items published to ${name}`}>
          <EllipsisText text={name} />
        </Link>
      ),
    },
    {
      title: 'GLN',
      dataIndex: 'gln',
      width: 140,
      ...sortable('gln'),
      render: (gln: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{gln}</span>,
    },
    ...COUNTS.map(({ key, title, status }): TableColumnsType<SubscriberSummaryRow>[number] => ({
      title,
      dataIndex: key,
      width: COUNT_WIDTH,
      align: 'right',
      ...sortable(key),
      render: (count: number, row) =>
        count > 0 ? (
          <Link to={subscriberItemsPath(row, status)} aria-label={`${title} items of ${row.name}: ${count}`}>
            {count.toLocaleString('en-US')}
          </Link>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    })),
    {
      title: <Tooltip title={DELIVERY_HINTS.waiting}>Waiting for a subscription</Tooltip>,
      dataIndex: 'waitingCount',
      key: 'waitingCount',
      width: WAITING_WIDTH,
      align: 'right',
      render: (count: number, row) =>
        count > 0 ? (
          <Tooltip title={DELIVERY_HINTS.waiting}>
            <Link
              to={subscriberItemsPath(row, { deliveryStatus: 'waiting' })}
              aria-label={`Items of ${row.name} waiting for a subscription: ${count}`}
            >
              <Typography.Text type="warning">{count.toLocaleString('en-US')}</Typography.Text>
            </Link>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
  ];
  const scrollWidth = NAME_MIN_WIDTH + 140 + COUNTS.length * COUNT_WIDTH + WAITING_WIDTH;
  return (
    <DataGrid<SubscriberSummaryRow>
      rowKey="gln"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<SubscriberSummaryRow>((key, order) =>
        onSort(sortFromKeys(SUBSCRIBER_SUMMARY_SORT_KEYS, key, order, DEFAULT_SUBSCRIBER_SORT)),
      )}
      scroll={{ x: scrollWidth }}
      locale={{ emptyText: MESSAGES.noRecordsFound }}
    />
  );
}
