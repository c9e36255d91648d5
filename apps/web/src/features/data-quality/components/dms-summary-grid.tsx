import { Flex, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DmsItemView, DmsSummaryRow, DmsSummarySearch } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler, gridSortFrom } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { formatDateTime } from '../../catalog';
import { dmsItemListPath } from '../dms-paths';
import type { DmsFromFlag } from '../dms-paths';

export type DmsSummarySortKey = NonNullable<DmsSummarySearch['sortBy']>;
export type DmsSummarySort = GridSort<DmsSummarySortKey>;
export const DEFAULT_DMS_SUMMARY_SORT: DmsSummarySort = { sortBy: 'lastUploadDate', sortDesc: true };

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A count that opens the publisher's item list in the view it counts. */
function CountLink({
  row,
  view,
  value,
  label,
  fromFlag,
}: {
  row: DmsSummaryRow;
  view: DmsItemView;
  value: number;
  label: string;
  fromFlag: DmsFromFlag;
}) {
  if (value === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <Link
      to={dmsItemListPath({
        publisherName: row.publisherName,
        publisherGln: row.publisherGln,
        itemView: view,
        fromFlag,
      })}
      aria-label={`${value} ${label} of ${row.publisherName || row.publisherGln}`}
      style={numeric}
    >
      {value.toLocaleString('en-US')}
    </Link>
  );
}

/** The hover breakdown of a matched or unmatched total, by status (spec point 2). */
function Breakdown({ lines }: { lines: [string, number][] }) {
  return (
    <Flex vertical>
      {lines.map(([label, value]) => (
        <Flex key={label} justify="space-between" gap={16}>
          <span>{label}</span>
          <span style={numeric}>{value.toLocaleString('en-US')}</span>
        </Flex>
      ))}
    </Flex>
  );
}

export interface DmsSummaryGridProps {
  rows: DmsSummaryRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: DmsSummarySort;
  onSort: (sort: DmsSummarySort) => void;
  /** The screen showing the grid, which the item list leads back to: /dms, or the home page's summary. */
  fromFlag?: DmsFromFlag;
}

/**
 * Spec point 2, "/dms": one row per publisher that sent the buyer items, the latest upload first. Every count
 * opens the item list in its view: Action Needed, Matched, Unmatched, or all of them (Custom).
 */
export function DmsSummaryGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  onSort,
  fromFlag = 'dms',
}: DmsSummaryGridProps) {
  const sortable = (key: DmsSummarySortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const columns: TableColumnsType<DmsSummaryRow> = [
    {
      title: 'Last upload date',
      dataIndex: 'lastUploadDate',
      width: 160,
      ...sortable('lastUploadDate'),
      render: (iso: string) => formatDateTime(iso),
    },
    {
      title: 'Publisher name',
      dataIndex: 'publisherName',
      ...sortable('publisherName'),
      render: (name: string, row) => (
        <Link to={dmsItemListPath({ publisherName: name, publisherGln: row.publisherGln, itemView: 3, fromFlag })}>
          <EllipsisText text={name || row.publisherGln} />
        </Link>
      ),
    },
    {
      title: 'GLN',
      dataIndex: 'publisherGln',
      width: 140,
      ...sortable('publisherGln'),
      render: (gln: string) => <span style={numeric}>{gln}</span>,
    },
    {
      title: 'Action needed',
      dataIndex: 'actionNeededCount',
      width: 130,
      align: 'right',
      ...sortable('actionNeededCount'),
      render: (value: number, row) => (
        <Tooltip
          title={`${row.matchNewCount + row.unmatchNewCount} new, ${row.matchChangedCount} changed since you synchronised`}
        >
          <span>
            <CountLink row={row} view={4} value={value} label="items that need action" fromFlag={fromFlag} />
          </span>
        </Tooltip>
      ),
    },
    {
      title: 'Published items',
      dataIndex: 'publishedItemsCount',
      width: 130,
      align: 'right',
      ...sortable('publishedItemsCount'),
      render: (value: number, row) => (
        <CountLink row={row} view={3} value={value} label="published items" fromFlag={fromFlag} />
      ),
    },
    {
      title: 'Total matched',
      dataIndex: 'matchTotalCount',
      width: 130,
      align: 'right',
      ...sortable('matchTotalCount'),
      render: (value: number, row) => (
        <Tooltip
          title={
            <Breakdown
              lines={[
                ['New', row.matchNewCount],
                ['Review', row.matchReviewCount],
                ["Sync'd", row.matchSyncCount],
                ['Rejected', row.matchRejectedCount],
                ['On hold', row.matchOnHoldCount],
              ]}
            />
          }
        >
          <span>
            <CountLink row={row} view={1} value={value} label="matched items" fromFlag={fromFlag} />
          </span>
        </Tooltip>
      ),
    },
    {
      title: 'Total unmatched',
      dataIndex: 'unmatchTotalCount',
      width: 140,
      align: 'right',
      ...sortable('unmatchTotalCount'),
      render: (value: number, row) => (
        <Tooltip
          title={
            <Breakdown
              lines={[
                ['New', row.unmatchNewCount],
                ['Review', row.unmatchReviewCount],
                ["Sync'd", row.unmatchSyncCount],
                ['Rejected', row.unmatchRejectedCount],
                ['With a possible match', row.possibleMatchCount],
              ]}
            />
          }
        >
          <span>
            <CountLink row={row} view={2} value={value} label="unmatched items" fromFlag={fromFlag} />
          </span>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataGrid<DmsSummaryRow>
      rowKey="publisherGln"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<DmsSummaryRow>((key, order) =>
        onSort(gridSortFrom(key as DmsSummarySortKey | undefined, order, DEFAULT_DMS_SUMMARY_SORT)),
      )}
      scroll={{ x: 960 }}
      locale={{ emptyText: 'No publisher has sent you items yet.' }}
    />
  );
}
