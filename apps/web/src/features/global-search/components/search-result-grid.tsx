import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { GlobalSearchFilter, GlobalSearchRow } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { formatDateTime, UnitDescriptor } from '../../catalog';
import { DmsStatusTag } from '../../data-quality';
import { itemDetailPath } from '../item-detail-link';

export type GlobalSearchSortKey = NonNullable<GlobalSearchFilter['sortBy']>;
export type GlobalSearchSort = GridSort<GlobalSearchSortKey>;
/** Spec point 9: GTIN descending. */
export const DEFAULT_GLOBAL_SEARCH_SORT: GlobalSearchSort = { sortBy: 'gtin', sortDesc: true };

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** The item's notifications beside its status: changed since synchronised, on hold, exceptions. */
function Notifications({ row }: { row: GlobalSearchRow }) {
  return (
    <>
      {row.changed && (
        <Tag color="purple" style={{ color: '#391085' }}>
          Changed
        </Tag>
      )}
      {row.onHold && (
        <Tag color="cyan" style={{ color: '#00474f' }}>
          Follow-Up
        </Tag>
      )}
      {row.exceptionCount > 0 && (
        <Tooltip title={`${row.exceptionCount} attributes with missing or inconsistent data`}>
          <Tag color="volcano" style={{ color: '#871400' }}>
            Exceptions
          </Tag>
        </Tooltip>
      )}
    </>
  );
}

const OPEN_COLUMN: TableColumnsType<GlobalSearchRow>[number] = {
  title: 'Item',
  key: 'open',
  width: 110,
  render: (_: unknown, row) => (
    <Link to={itemDetailPath(row)} aria-label={`Open the item detail of ${row.gtin ?? row.publisherName}`}>
      Item detail
    </Link>
  ),
};

export interface SearchResultGridProps {
  rows: GlobalSearchRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GlobalSearchSort;
  onSort: (sort: GlobalSearchSort) => void;
  /** OMS-only users do not get the columns from GTIN through the date published (spec point 2). */
  omsOnly: boolean;
}

/** The items found, each opening its data quality item detail. */
export function SearchResultGrid({ rows, totalRows, loading, paging, sort, onSort, omsOnly }: SearchResultGridProps) {
  const sortable = (key: GlobalSearchSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const text = (value: string | null) => <EllipsisText text={value ?? ''} />;
  const itemColumns: TableColumnsType<GlobalSearchRow> = [
    {
      title: 'GTIN',
      dataIndex: 'gtin',
      width: 140,
      ...sortable('gtin'),
      render: (gtin: string, row) => (
        <Link to={itemDetailPath(row)} style={numeric}>
          {gtin}
        </Link>
      ),
    },
    { title: 'Product code', dataIndex: 'productCode', width: 130, ...sortable('productCode'), render: text },
    { title: 'Description', dataIndex: 'description', width: 280, ...sortable('description'), render: text },
    { title: 'Brand', dataIndex: 'brandName', width: 150, ...sortable('brandName'), render: text },
    {
      title: 'Unit',
      dataIndex: 'unitDescriptor',
      width: 140,
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : null),
    },
    { title: 'Target market', dataIndex: 'targetMarket', width: 90, render: text },
    {
      title: 'Date published',
      dataIndex: 'datePublished',
      width: 140,
      ...sortable('datePublished'),
      render: (iso: string) => formatDateTime(iso),
    },
  ];
  const columns: TableColumnsType<GlobalSearchRow> = [
    {
      title: 'Publisher',
      dataIndex: 'publisherGln',
      width: 200,
      ...sortable('publisherGln'),
      render: (gln: string, row) => (
        <Flex vertical>
          <EllipsisText text={row.publisherName} />
          <Typography.Text type="secondary" style={{ ...numeric, fontSize: 12 }}>
            {gln}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 200,
      ...sortable('status'),
      render: (status: number, row) => (
        <Flex gap={4} wrap>
          <DmsStatusTag status={status} />
          <Notifications row={row} />
        </Flex>
      ),
    },
    // The GTIN opens the item; without it (OMS-only users) a link of its own does.
    ...(omsOnly ? [OPEN_COLUMN] : itemColumns),
  ];
  return (
    <DataGrid<GlobalSearchRow>
      rowKey="catalogItemId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<GlobalSearchRow>((key, order) =>
        onSort(gridSortFrom(key as GlobalSearchSortKey | undefined, order, DEFAULT_GLOBAL_SEARCH_SORT)),
      )}
      scroll={{ x: omsOnly ? 600 : 1500 }}
      locale={{ emptyText: 'No received item matches this search.' }}
    />
  );
}
