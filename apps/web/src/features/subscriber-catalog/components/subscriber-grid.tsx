import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ITEM_LIST_DISPLAY_NAMES } from '@tradepool/domain';
import type { CicState, SubscriberCatalogRow, SubscriberCatalogSortKey } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { GtinCell, UnitDescriptor, checkboxSelection, formatDateTime, openingRow, withOpenRow } from '../../catalog';
import { CicStatusTag } from '../../publication';
import { subscriberSortFrom } from '../subscriber-catalog-search';
import type { SubscriberCatalogSort } from '../subscriber-catalog-search';

export interface SubscriberGridProps {
  rows: SubscriberCatalogRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: SubscriberCatalogSort;
  onSort: (sort: SubscriberCatalogSort) => void;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  /** The item open in the detail panel: its row is highlighted and the grid keeps to the key columns. */
  openId: number | null;
  onOpen: (row: SubscriberCatalogRow) => void;
  /** Read-only subscribers load no code lists: unit descriptors show as codes. */
  labelCodes: boolean;
  /** What an empty grid says: by default that no received item matches the search. */
  emptyText?: ReactNode;
}

type ColumnKey = 'gtin' | 'description' | 'brandName' | 'publisher' | 'cicStatus' | 'unitDescriptor' | 'modifiedTime';

/** The CIC status before the unit descriptor: beside the filter sidebar it stays in view without scrolling. */
const COLUMNS: readonly ColumnKey[] = [
  'gtin',
  'description',
  'brandName',
  'publisher',
  'cicStatus',
  'unitDescriptor',
  'modifiedTime',
];
/** The columns a narrowed grid keeps beside the detail panel (which shows the dates). */
const NARROW_COLUMNS: readonly ColumnKey[] = ['gtin', 'description', 'cicStatus'];

const empty = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * Spec point 2, "Subscriber catalog": the items received from every publisher with the publisher, the CIC
 * state the subscriber gave and when the item came; a checkbox per row for downloads, server sort and paging.
 */
export function SubscriberGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  onSort,
  selectedIds,
  onSelect,
  openId,
  onOpen,
  labelCodes,
  emptyText,
}: SubscriberGridProps) {
  const sortable = (key: SubscriberCatalogSortKey) => ({ sorter: true, sortOrder: gridSortOrder(sort, key) });
  const definitions: Record<ColumnKey, TableColumnsType<SubscriberCatalogRow>[number]> = {
    gtin: {
      title: ITEM_LIST_DISPLAY_NAMES.gtin,
      key: 'gtin',
      dataIndex: 'gtin',
      width: 150,
      fixed: 'left',
      ...sortable('gtin'),
      render: (gtin: string, row) => <GtinCell gtin={gtin} isTree={row.isTree === 1} />,
    },
    description: {
      title: ITEM_LIST_DISPLAY_NAMES.description,
      key: 'description',
      dataIndex: 'description',
      ...sortable('description'),
      render: (text: string | null, row) => (
        <Flex gap={6} align="center" style={{ minWidth: 0 }}>
          {row.withdrawn === 1 && (
            <Tooltip title="The publisher withdrew the item (CIHW): it is no longer synchronised.">
              <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
                Withdrawn
              </Tag>
            </Tooltip>
          )}
          {text ? <EllipsisText text={text} /> : empty}
        </Flex>
      ),
    },
    brandName: {
      title: ITEM_LIST_DISPLAY_NAMES.brandName,
      key: 'brandName',
      dataIndex: 'brandName',
      width: 120,
      ...sortable('brandName'),
      render: (brand: string | null) => (brand ? <EllipsisText text={brand} /> : empty),
    },
    publisher: {
      title: 'Publisher',
      key: 'publisherName',
      dataIndex: 'publisherName',
      width: 170,
      ...sortable('publisherName'),
      render: (name: string | null, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          {name ? <EllipsisText text={name} /> : empty}
          <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
            {row.publisherGln}
          </Typography.Text>
        </Flex>
      ),
    },
    unitDescriptor: {
      title: ITEM_LIST_DISPLAY_NAMES.unitDescriptor,
      key: 'unitDescriptor',
      dataIndex: 'unitDescriptor',
      width: 130,
      ...sortable('unitDescriptor'),
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis labelled={labelCodes} /> : empty),
    },
    cicStatus: {
      title: 'CIC Status',
      key: 'cicStatus',
      dataIndex: 'cicStatus',
      width: 124,
      ...sortable('cicStatus'),
      render: (status: CicState | null, row) => (
        <Tooltip title={row.cicStatusDate ? `Since ${formatDateTime(row.cicStatusDate)}` : undefined}>
          <span>
            <CicStatusTag status={status} />
          </span>
        </Tooltip>
      ),
    },
    modifiedTime: {
      // The latest CIN (or withdrawal); when the item first came shows on hover.
      title: ITEM_LIST_DISPLAY_NAMES.modifiedTime,
      key: 'modifiedTime',
      dataIndex: 'modifiedTime',
      width: 140,
      ...sortable('modifiedTime'),
      render: (iso: string, row) => (
        <Tooltip title={`First received ${formatDateTime(row.receivedTime)}`}>
          <span>{formatDateTime(iso)}</span>
        </Tooltip>
      ),
    },
  };
  const keys = COLUMNS.filter((key) => openId === null || NARROW_COLUMNS.includes(key));
  const { columns, scrollWidth } = withOpenRow(
    keys.map((key) => definitions[key]),
    (row: SubscriberCatalogRow) => row.receivedItemId === openId,
    200,
  );

  return (
    <DataGrid<SubscriberCatalogRow>
      rowKey="receivedItemId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={checkboxSelection<SubscriberCatalogRow>(selectedIds, onSelect)}
      onRow={openingRow(onOpen)}
      onChange={sortChangeHandler<SubscriberCatalogRow>((key, order) => onSort(subscriberSortFrom(key, order)))}
      scroll={{ x: scrollWidth }}
      locale={{ emptyText: emptyText ?? 'No received items match the search.' }}
    />
  );
}
