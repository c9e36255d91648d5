import type { ReactNode } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { ITEM_LIST_DISPLAY_NAMES, REGISTRATION_STATUS_HINTS, REGISTRATION_STATUS_LABELS } from '@tradepool/domain';
import type { RegistrationRow, RegistrationStatus } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { UnitDescriptor, formatDateTime } from '../../catalog';
import { registrationSortFrom } from '../registration-search';
import type { RegistrationSort, RegistrationSortKey } from '../registration-search';
import { ItemErrorsTable } from './item-errors-table';

const STATUS_COLORS: Record<RegistrationStatus, string> = { 1: 'blue', 2: 'gold', 3: 'green', 4: 'red' };

/** A registration status, with what it means on hover (Ready to register is not the catalog's Ready). */
export function RegistrationStatusTag({ row }: { row: Pick<RegistrationRow, 'status' | 'statusLabel'> }) {
  const status = row.status as RegistrationStatus;
  const label = row.statusLabel || REGISTRATION_STATUS_LABELS[status] || String(row.status);
  return (
    <Tooltip title={REGISTRATION_STATUS_HINTS[status]}>
      <Tag color={STATUS_COLORS[status] ?? 'default'}>{label}</Tag>
    </Tooltip>
  );
}

/**
 * The description takes what the other columns leave; below this the grid scrolls sideways. The widths
 * let every column of the three registration grids show on a 1366 px screen with the navigation open.
 */
const DESCRIPTION_MIN_WIDTH = 150;

const empty = <Typography.Text type="secondary">—</Typography.Text>;
const truncated = (value: string | null) => (value ? <EllipsisText text={value} /> : empty);

export interface RegistrationGridProps {
  rows: RegistrationRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: RegistrationSort;
  /** The screen's default sort, which a cleared column sort returns to. */
  defaultSort: RegistrationSort;
  onSort: (sort: RegistrationSort) => void;
  /** The register and fix screens are bound to one status: a column repeating it would only take room. */
  statusShown: boolean;
  /** The last-change column: the list shows `lastUpdate`, the fix screen sorts by `modifiedTime`. */
  dateField: 'lastUpdate' | 'modifiedTime';
  selection?: { selectedIds: number[]; onSelect: (ids: number[]) => void };
  /** A click on a row with errors. */
  onOpenErrors?: (row: RegistrationRow) => void;
  /** Rows with errors unfold them beneath. */
  expandErrors?: boolean;
  actions?: (row: RegistrationRow) => ReactNode;
  emptyText: string;
}

/** Spec point 3, "Registration result row", server-sorted and paged; the registration screens share it. */
export function RegistrationGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  defaultSort,
  onSort,
  statusShown,
  dateField,
  selection,
  onOpenErrors,
  expandErrors,
  actions,
  emptyText,
}: RegistrationGridProps) {
  const sortable = (key: RegistrationSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const columns: TableColumnsType<RegistrationRow> = [
    {
      title: ITEM_LIST_DISPLAY_NAMES.gtin,
      dataIndex: 'gtin',
      width: 130,
      ...sortable('gtin'),
      render: (gtin: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{gtin}</span>,
    },
    {
      title: ITEM_LIST_DISPLAY_NAMES.productCode,
      dataIndex: 'productCode',
      width: 120,
      ...sortable('productCode'),
      render: truncated,
    },
    {
      title: ITEM_LIST_DISPLAY_NAMES.description,
      dataIndex: 'description',
      ...sortable('description'),
      render: truncated,
    },
    {
      title: ITEM_LIST_DISPLAY_NAMES.unitDescriptor,
      dataIndex: 'unitDescriptor',
      width: 140,
      ...sortable('unitDescriptor'),
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : empty),
    },
    { title: 'Target Market', dataIndex: 'targetMarket', key: 'targetMarket', width: 72 },
    ...(statusShown
      ? [
          {
            title: ITEM_LIST_DISPLAY_NAMES.status,
            dataIndex: 'status',
            width: 134,
            ...sortable('status'),
            render: (_status: number, row: RegistrationRow) => <RegistrationStatusTag row={row} />,
          },
        ]
      : []),
    {
      title: 'Errors',
      dataIndex: 'totalCount',
      width: 70,
      align: 'right',
      ...sortable('totalCount'),
      render: (count: number) => (count > 0 ? <Typography.Text type="danger">{count}</Typography.Text> : count),
    },
    { title: 'Author', dataIndex: 'userName', width: 110, ...sortable('userName'), render: truncated },
    {
      title: ITEM_LIST_DISPLAY_NAMES.modifiedTime,
      dataIndex: dateField,
      width: 132,
      ...sortable(dateField === 'lastUpdate' ? 'lastUpdated' : 'modifiedTime'),
      render: (iso: string) => formatDateTime(iso),
    },
  ];
  if (actions)
    columns.push({
      title: '',
      key: 'actions',
      width: 56,
      align: 'right',
      fixed: 'right',
      render: (_v, row) => actions(row),
    });

  const rowSelection: TableProps<RegistrationRow>['rowSelection'] = selection && {
    selectedRowKeys: selection.selectedIds,
    preserveSelectedRowKeys: true,
    columnWidth: 40,
    onChange: (keys) => selection.onSelect(keys.map(Number)),
    getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.gtin}` }),
  };
  // The description takes what is left; below this width the grid scrolls sideways instead of squeezing it.
  const scrollWidth = columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : DESCRIPTION_MIN_WIDTH),
    (selection ? 40 : 0) + (expandErrors ? 48 : 0),
  );
  const opensErrors = (row: RegistrationRow) => onOpenErrors !== undefined && row.totalCount > 0;

  return (
    <DataGrid<RegistrationRow>
      rowKey="catalogItemId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={rowSelection}
      expandable={
        expandErrors
          ? {
              rowExpandable: (row) => row.totalCount > 0,
              expandedRowRender: (row) => <ItemErrorsTable catalogItemId={row.catalogItemId} />,
            }
          : undefined
      }
      onRow={(row) =>
        opensErrors(row)
          ? {
              onClick: (event) => {
                if ((event.target as HTMLElement).closest('.ant-table-selection-column, button, a')) return;
                onOpenErrors?.(row);
              },
              onKeyDown: (event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onOpenErrors?.(row);
              },
              tabIndex: 0,
              title: 'Show the errors',
              style: { cursor: 'pointer' },
            }
          : {}
      }
      onChange={sortChangeHandler<RegistrationRow>((key, order) =>
        onSort(registrationSortFrom(key, order, defaultSort)),
      )}
      scroll={{ x: scrollWidth }}
      locale={{ emptyText }}
    />
  );
}
