import { Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ScoreBand, ScorecardRow, ScorecardSearch } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { SCORE_COLUMNS } from '../scorecard-view';
import { ScoreBadge } from './score-badge';

export type ScorecardSortKey = NonNullable<ScorecardSearch['sortBy']>;
export type ScorecardSort = GridSort<ScorecardSortKey>;
/** Spec point 9: allAttribute ascending, the publisher whose data needs most work first. */
export const DEFAULT_SCORECARD_SORT: ScorecardSort = { sortBy: 'allAttribute', sortDesc: false };

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export interface ScorecardGridProps {
  rows: ScorecardRow[];
  totalRows: number;
  bands: readonly ScoreBand[];
  loading: boolean;
  paging: GridPaging;
  sort: ScorecardSort;
  onSort: (sort: ScorecardSort) => void;
}

/** Spec point 2, "Score card": a row per publisher, its counts and its five scores, each explained on hover. */
export function ScorecardGrid({ rows, totalRows, bands, loading, paging, sort, onSort }: ScorecardGridProps) {
  const sortable = (key: ScorecardSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  const columns: TableColumnsType<ScorecardRow> = [
    {
      title: 'Publisher name',
      dataIndex: 'publisherName',
      ...sortable('publisherName'),
      render: (name: string, row) => (
        <Flex vertical>
          <EllipsisText text={name} />
          <Typography.Text type="secondary" style={{ ...numeric, fontSize: 12 }}>
            {row.publisherGln}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Published',
      dataIndex: 'publishedCount',
      width: 110,
      align: 'right',
      ...sortable('publishedCount'),
      render: (value: number) => <span style={numeric}>{value.toLocaleString('en-US')}</span>,
    },
    {
      title: 'Synchronised',
      dataIndex: 'synchCount',
      width: 130,
      align: 'right',
      ...sortable('synchCount'),
      render: (value: number) => <span style={numeric}>{value.toLocaleString('en-US')}</span>,
    },
    ...SCORE_COLUMNS.map(({ field, title }) => ({
      title,
      dataIndex: field,
      width: 130,
      ...sortable(field),
      render: (_: unknown, row: ScorecardRow) => <ScoreBadge row={row} field={field} bands={bands} />,
    })),
  ];
  return (
    <DataGrid<ScorecardRow>
      rowKey="publisherGln"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<ScorecardRow>((key, order) =>
        onSort(gridSortFrom(key as ScorecardSortKey | undefined, order, DEFAULT_SCORECARD_SORT)),
      )}
      scroll={{ x: 1100 }}
      locale={{ emptyText: 'No publisher has sent you items yet.' }}
    />
  );
}
