import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import { CATALOG_STATUS_HINTS, CATALOG_STATUS_LABELS, ITEM_LIST_DISPLAY_NAMES } from '@tradepool/domain';
import type { CatalogRow, CatalogSortKey, CatalogStatus, CurrentUser } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { catalogColumnKeys, formatDateTime } from '../catalog-grid-columns';
import type { CatalogColumnKey } from '../catalog-grid-columns';
import { catalogSortFrom } from '../catalog-search';
import type { CatalogSort, CatalogTab } from '../catalog-search';
import { UnitDescriptor } from './unit-descriptor';

export interface CatalogGridProps {
  tab: CatalogTab;
  user: Pick<CurrentUser, 'userType' | 'roleName'>;
  rows: CatalogRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  /** The item open in the detail panel: its row is highlighted and the grid keeps to the key columns. */
  openId: number | null;
  onOpen: (row: CatalogRow) => void;
  targetMarketName: (code: string) => string | undefined;
  /** What an empty grid says: by default that no item matches the search. */
  emptyText?: ReactNode;
}

/** The columns a narrowed grid keeps beside the detail panel. */
const NARROW_COLUMNS: readonly CatalogColumnKey[] = ['gtin', 'description', 'status', 'actionTime'];

const STATUS_COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'gold', 5: 'green', 9: 'red' };

const empty = <Typography.Text type="secondary">—</Typography.Text>;
const orEmpty = (value: string | null) => (value ? value : empty);
const truncated = (value: string | null) => (value ? <EllipsisText text={value} /> : empty);

/** A catalog status, with what it means on hover (Ready to validate is not the registration's ready). */
export function StatusTag({ status }: { status: number }) {
  const label = CATALOG_STATUS_LABELS[status as CatalogStatus] ?? String(status);
  return (
    <Tooltip title={CATALOG_STATUS_HINTS[status as CatalogStatus]}>
      <Tag color={STATUS_COLORS[status] ?? 'default'}>{label}</Tag>
    </Tooltip>
  );
}

/** A GTIN as the grids show it, marked when the item heads a hierarchy. */
export function GtinCell({ gtin, isTree }: { gtin: string; isTree: boolean }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {gtin}
      {isTree && (
        <Tooltip title="Heads a hierarchy">
          <ApartmentOutlined style={{ marginLeft: 6, color: '#8c8c8c' }} aria-label="Heads a hierarchy" />
        </Tooltip>
      )}
    </span>
  );
}

/** A checkbox per row (named by its GTIN) and the tri-state select-all, kept across pages. */
export function checkboxSelection<Row extends { gtin: string }>(
  selectedIds: number[],
  onSelect: (ids: number[]) => void,
): TableProps<Row>['rowSelection'] {
  return {
    selectedRowKeys: selectedIds,
    preserveSelectedRowKeys: true,
    columnWidth: 40,
    fixed: 'left',
    onChange: (keys) => onSelect(keys.map(Number)),
    getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.gtin}` }),
  };
}

const OPEN_ROW_BACKGROUND = '#e6f4ff';

/**
 * The columns with the open row's highlight on their cells (antd paints cells, not rows), and the width the
 * grid scrolls sideways at: each column's own, `flexibleWidth` for the one without (the description).
 */
export function withOpenRow<Row, Column extends { width?: string | number }>(
  columns: readonly Column[],
  isOpen: (row: Row) => boolean,
  flexibleWidth: number,
) {
  return {
    columns: columns.map((column) => ({
      ...column,
      onCell: (row: Row) => (isOpen(row) ? { style: { background: OPEN_ROW_BACKGROUND } } : {}),
    })),
    // The selection column's 40 px included.
    scrollWidth: columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : flexibleWidth), 40),
  };
}

/** A row opens its item on a click (outside its checkbox) or on Enter. */
export function openingRow<Row>(onOpen: (row: Row) => void) {
  return (row: Row): HTMLAttributes<HTMLElement> => ({
    onClick: (event) => {
      if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
      onOpen(row);
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  });
}

/**
 * Spec point 2, "Supplier catalog": the grid with a checkbox per row and a tri-state select-all, server-side
 * sort and paging. Which columns show depends on the user and the tab (`catalogColumnKeys`).
 */
export function CatalogGrid({
  tab,
  user,
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
  targetMarketName,
  emptyText,
}: CatalogGridProps) {
  const sortable = (key: CatalogSortKey) => ({ sorter: true, sortOrder: gridSortOrder(sort, key) });
  const definitions: Record<CatalogColumnKey, TableColumnsType<CatalogRow>[number]> = {
    gtin: {
      title: ITEM_LIST_DISPLAY_NAMES.gtin,
      key: 'gtin',
      dataIndex: 'gtin',
      width: 150,
      // The row's identity stays in view while the grid scrolls sideways to its last columns.
      fixed: 'left',
      ...sortable('gtin'),
      render: (gtin: string, row) => <GtinCell gtin={gtin} isTree={row.isTree === 1} />,
    },
    productCode: {
      title: ITEM_LIST_DISPLAY_NAMES.productCode,
      key: 'productCode',
      dataIndex: 'productCode',
      width: 124,
      ...sortable('productCode'),
      render: truncated,
    },
    description: {
      title: ITEM_LIST_DISPLAY_NAMES.description,
      key: 'description',
      dataIndex: 'description',
      ...sortable('description'),
      render: truncated,
    },
    brandName: {
      title: ITEM_LIST_DISPLAY_NAMES.brandName,
      key: 'brandName',
      dataIndex: 'brandName',
      width: 130,
      ...sortable('brandName'),
      render: truncated,
    },
    unitDescriptor: {
      title: ITEM_LIST_DISPLAY_NAMES.unitDescriptor,
      key: 'unitDescriptor',
      dataIndex: 'unitDescriptor',
      width: 140,
      ...sortable('unitDescriptor'),
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : empty),
    },
    targetMarket: {
      title: 'Target Market',
      key: 'targetMarket',
      dataIndex: 'targetMarket',
      width: 80,
      ...sortable('targetMarket'),
      render: (code: string) => <Tooltip title={targetMarketName(code)}>{code}</Tooltip>,
    },
    status: {
      title: ITEM_LIST_DISPLAY_NAMES.status,
      key: 'status',
      dataIndex: 'status',
      width: 140,
      ...sortable('status'),
      render: (status: number) => <StatusTag status={status} />,
    },
    regStatus: {
      title: ITEM_LIST_DISPLAY_NAMES.regStatus,
      key: 'regStatus',
      dataIndex: 'regStatus',
      width: 120,
      ...sortable('regStatus'),
      render: orEmpty,
    },
    noOfSubscribers: {
      title: ITEM_LIST_DISPLAY_NAMES.noOfSubscribers,
      key: 'noOfSubscribers',
      dataIndex: 'noOfSubscribers',
      width: 116,
      align: 'right',
      ...sortable('noOfSubscribers'),
      render: (count: number, row) =>
        count > 0 && row.subscriberNameList ? (
          <Tooltip title={row.subscriberNameList}>
            <Typography.Text underline>{count}</Typography.Text>
          </Tooltip>
        ) : (
          count
        ),
    },
    dmsStatus: {
      title: ITEM_LIST_DISPLAY_NAMES.dmsStatus,
      key: 'dmsStatus',
      dataIndex: 'dmsStatus',
      width: 110,
      render: orEmpty,
    },
    authorName: { title: 'Author', key: 'authorName', dataIndex: 'authorName', width: 130, render: truncated },
    modifiedTime: {
      title: ITEM_LIST_DISPLAY_NAMES.modifiedTime,
      key: 'modifiedTime',
      dataIndex: 'modifiedTime',
      width: 140,
      ...sortable('modifiedTime'),
      render: (iso: string) => formatDateTime(iso),
    },
    actionTime: {
      title: ITEM_LIST_DISPLAY_NAMES.actionTime,
      key: 'actionTime',
      dataIndex: 'actionTime',
      width: 140,
      ...sortable('actionTime'),
      render: (iso: string | null) => formatDateTime(iso),
    },
  };
  const keys = catalogColumnKeys(user, tab).filter((key) => openId === null || NARROW_COLUMNS.includes(key));
  // The description takes what is left; below this width the grid scrolls sideways instead of squeezing.
  const { columns, scrollWidth } = withOpenRow(
    keys.map((key) => definitions[key]),
    (row: CatalogRow) => row.catalogItemId === openId,
    openId === null ? 240 : 200,
  );

  return (
    <DataGrid<CatalogRow>
      rowKey="catalogItemId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={checkboxSelection<CatalogRow>(selectedIds, onSelect)}
      onRow={openingRow(onOpen)}
      onChange={sortChangeHandler<CatalogRow>((key, order) => onSort(catalogSortFrom(tab, key, order)))}
      scroll={{ x: scrollWidth }}
      locale={{ emptyText: emptyText ?? 'No items match the search.' }}
    />
  );
}
