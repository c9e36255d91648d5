import { useMemo, useState } from 'react';
import { Checkbox, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { sortChangeHandler } from '../../../lib/grid-sort';
import type { GridSortOrder } from '../../../lib/grid-sort';
import {
  buildHierarchy,
  initiallyExpandedKeys,
  selectAllState,
  selectableKeys,
  toggleAll,
  toggleNode,
} from '../hierarchy-selection';
import type { HierarchyNode, HierarchyRow, Selectable } from '../hierarchy-selection';

export interface HierarchySelection<T extends HierarchyRow> {
  /** Row keys (paths from the top item), kept across pages. */
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Rows that cannot be ticked (an item not yet publishable). */
  selectable?: Selectable<T>;
}

/** A row of the grid: `keywordMatch` names the level of a hierarchy the keyword found. */
type GridRow = HierarchyRow & { gtin: string; keywordMatch: boolean };

export interface HierarchyItemGridProps<T extends GridRow> {
  /** The page as the search answered it: top items, each followed by its lower levels. */
  rows: readonly T[];
  columns: TableColumnsType<HierarchyNode<T>>;
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  onSort: (columnKey: unknown, order: GridSortOrder) => void;
  selection?: HierarchySelection<T>;
  emptyText: string;
  /** Below this the grid scrolls sideways instead of squeezing its columns. */
  scrollWidth: number;
}

const found = (row: GridRow) => row.keywordMatch;

/**
 * Items with their hierarchies: each top item's lower levels fold out beneath it (open at first while the
 * page holds at most 50 rows, and always down to the levels the keyword found, which are highlighted). With a
 * selection, ticking follows the hierarchy (`toggleNode`) and the select-all box is ticked, half-ticked or
 * clear for the page's rows.
 */
export function HierarchyItemGrid<T extends GridRow>({
  rows,
  columns,
  totalRows,
  loading,
  paging,
  onSort,
  selection,
  emptyText,
  scrollWidth,
}: HierarchyItemGridProps<T>) {
  const { token } = theme.useToken();
  const tree = useMemo(() => buildHierarchy(rows), [rows]);
  const [expanded, setExpanded] = useState({ rows, keys: initiallyExpandedKeys(tree, rows.length, found) });
  if (expanded.rows !== rows) setExpanded({ rows, keys: initiallyExpandedKeys(tree, rows.length, found) });
  // Every cell of a found row, the fixed ones too (they paint their own background over the row's).
  const highlighted = columns.map((column) => ({
    ...column,
    onCell: (row: HierarchyNode<T>) => (row.keywordMatch ? { style: { background: token.colorWarningBg } } : {}),
  }));

  let rowSelection: TableProps<HierarchyNode<T>>['rowSelection'];
  if (selection) {
    const { selected, onChange, selectable } = selection;
    const state = selectAllState(tree, selected, selectable);
    rowSelection = {
      checkStrictly: true,
      selectedRowKeys: [...selected],
      preserveSelectedRowKeys: true,
      columnWidth: 40,
      fixed: 'left',
      columnTitle: (
        <Checkbox
          aria-label="Select all items on this page"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={selectableKeys(tree, selectable).length === 0}
          onChange={() => onChange(toggleAll(tree, selected, selectable))}
        />
      ),
      onSelect: (row, checked) => onChange(toggleNode(tree, selected, row.key, checked, selectable)),
      getCheckboxProps: (row) => ({
        disabled: selectable ? !selectable(row) : false,
        'aria-label': `Select ${row.gtin}`,
      }),
    };
  }

  return (
    <DataGrid<HierarchyNode<T>>
      rowKey="key"
      columns={highlighted}
      dataSource={tree}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={rowSelection}
      expandable={{
        expandedRowKeys: expanded.keys,
        onExpandedRowsChange: (keys) => setExpanded({ rows, keys: keys.map(String) }),
        indentSize: 20,
      }}
      onChange={sortChangeHandler<HierarchyNode<T>>(onSort)}
      scroll={{ x: scrollWidth + (selection ? 40 : 0) }}
      locale={{ emptyText }}
    />
  );
}
