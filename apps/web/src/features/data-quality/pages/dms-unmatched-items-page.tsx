import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Segmented, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { UnmatchedItem } from '@tradepool/domain';
import { DataGrid, useGridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { UnitDescriptor } from '../../catalog';
import { useUnmatchedItems } from '../api/search-unmatched-items';
import { DateCell } from '../components/date-cell';
import { ExtrinsicMatchDialog } from '../components/extrinsic-match-dialog';
import { CandidateList, MatchDecisionCell } from '../components/proposed-matches';
import { DMS_PATH } from '../dms-paths';
import {
  DEFAULT_UNMATCHED_SORT,
  decisionsOf,
  stepPlace,
  unmatchedKeyword,
  type DecisionFilter,
  type GridPlace,
  type UnmatchedSort,
  type UnmatchedSortKey,
} from '../unmatched-items';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const none = <Typography.Text type="secondary">—</Typography.Text>;
const text = (value: string | null) => (value ? <EllipsisText text={value} /> : none);

const DECISION_FILTERS: { value: DecisionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confident', label: 'Confident matches' },
  { value: 'candidates', label: 'Candidates' },
  { value: 'none', label: 'No match' },
];

/**
 * Spec point 2, "/dms/subscriberunmatcheditems": the buyer's items no publisher's item is matched to, and for
 * each what matching proposes (confident matches first, candidates on request, or no match) and the
 * publisher items it may be (the modal), where the buyer confirms the right one.
 */
export function DmsUnmatchedItemsPage() {
  const user = useCurrentUser();
  const paging = useGridPaging();
  const [sort, setSort] = useState<UnmatchedSort>(DEFAULT_UNMATCHED_SORT);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [decision, setDecision] = useState<DecisionFilter>('all');
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const [place, setPlace] = useState<GridPlace | null>(null);
  /** The item the modal keeps showing while the list changes under it (a broad match takes it out). */
  const [pinned, setPinned] = useState<UnmatchedItem | null>(null);
  const items = useUnmatchedItems({
    keyword: keyword || null,
    decisions: decisionsOf(decision),
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
    pageNumber: paging.page,
    rowCount: paging.pageSize,
  });
  const rows = items.data?.results ?? [];
  const totalRows = items.data?.totalRows ?? 0;
  // The rows are the modal's page once read (not the page before, kept while the next loads); fresh once
  // no read is under way, which the way to the next item waits for after a decision changed the list.
  const onPage = !!place && paging.page === place.page && !!items.data && !items.isPlaceholderData;
  const settled = onPage && !items.isFetching;
  const shown = pinned ?? (onPage ? (rows[place.index] ?? null) : null);
  const gone = settled && !!shown && !rows.some((row) => row.id === shown.id);

  const open = (index: number) => {
    setPinned(null);
    setPlace({ page: paging.page, index });
  };
  const step = (direction: 1 | -1) => {
    if (!place) return;
    const next = stepPlace(place, direction, { pageSize: paging.pageSize, totalRows, gone });
    if (!next) return;
    if (next.page !== paging.page) paging.onChange(next.page, paging.pageSize);
    setPinned(null);
    setPlace(next);
  };
  const sortable = (key: UnmatchedSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });

  const columns: TableColumnsType<UnmatchedItem> = [
    {
      title: 'Product Code',
      dataIndex: 'productCode',
      width: 124,
      ...sortable('productCode'),
      render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
    },
    { title: 'Description', dataIndex: 'description', width: 220, ...sortable('description'), render: text },
    {
      title: 'Match',
      dataIndex: 'matchDecision',
      width: 380,
      ...sortable('decision'),
      render: (_decision, row) => (
        <MatchDecisionCell
          item={row}
          open={expanded.includes(row.id)}
          onToggle={() =>
            setExpanded((keys) => (keys.includes(row.id) ? keys.filter((k) => k !== row.id) : [...keys, row.id]))
          }
        />
      ),
    },
    {
      title: 'GTIN',
      dataIndex: 'gtin',
      width: 136,
      ...sortable('gtin'),
      render: (gtin: string | null) => (gtin ? <span style={numeric}>{gtin}</span> : none),
    },
    { title: 'Brand', dataIndex: 'brandName', width: 130, ...sortable('brandName'), render: text },
    { title: 'MPC', dataIndex: 'mpc', width: 96, ...sortable('mpc'), render: text },
    {
      title: 'Unit',
      dataIndex: 'unitDescriptor',
      width: 112,
      ...sortable('unitDescriptor'),
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : none),
    },
    {
      title: 'Last Updated',
      dataIndex: 'lastUpdated',
      width: 116,
      ...sortable('lastUpdated'),
      render: (iso: string) => <DateCell iso={iso} />,
    },
    {
      title: '',
      key: 'open',
      width: 140,
      fixed: 'right',
      render: (_value, _row, index) => (
        <Button size="small" icon={<SearchOutlined />} onClick={() => open(index)}>
          Publisher items
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title="Unmatched buyer items"
        subtitle={
          <>
            Your items no publisher&apos;s item is matched to. Open one to see the publisher items it may be, and
            confirm the right one with a broad match. <Link to={DMS_PATH}>Back to Data quality</Link>
          </>
        }
      />
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex gap={12} wrap align="center" justify="space-between">
            <Input.Search
              aria-label="Search your unmatched items"
              placeholder="Product code, GTIN, description or brand"
              allowClear
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onSearch={(value) => {
                const next = unmatchedKeyword(keyword, value);
                if (next === null) return;
                setKeyword(next);
                paging.onChange(1, paging.pageSize);
              }}
              style={{ width: 420, maxWidth: '100%' }}
            />
            <Segmented<DecisionFilter>
              aria-label="Show items by match decision"
              options={DECISION_FILTERS}
              value={decision}
              onChange={(value) => {
                setDecision(value);
                paging.onChange(1, paging.pageSize);
              }}
            />
            <Typography.Text type="secondary">
              {totalRows.toLocaleString('en-US')} unmatched item{totalRows === 1 ? '' : 's'}
              {keyword ? ` with “${keyword}”` : ''}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Confident matches come first: one publisher item likely enough to be yours to be proposed alone. Candidates
            are shown on request. Your DQ Match Criteria set both; hover a score for what it means.
          </Typography.Text>
          {items.error && <Alert type="error" showIcon title={items.error.message} />}
          <DataGrid<UnmatchedItem>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={items.isFetching}
            paging={paging}
            totalRows={totalRows}
            onChange={sortChangeHandler<UnmatchedItem>((key, order) => {
              setSort(gridSortFrom(key as UnmatchedSortKey | undefined, order, DEFAULT_UNMATCHED_SORT));
              paging.onChange(1, paging.pageSize);
            })}
            onRow={(_row, index) => ({ onDoubleClick: () => index !== undefined && open(index) })}
            scroll={{ x: 1420 }}
            expandable={{
              expandedRowKeys: expanded,
              showExpandColumn: false,
              rowExpandable: (row) => row.matchDecision === 'candidates' && row.proposals.length > 0,
              expandedRowRender: (row) => <CandidateList item={row} />,
            }}
            locale={{
              emptyText: keyword ? 'None of your unmatched items has this keyword.' : 'All your items are matched.',
            }}
          />
        </Flex>
      </Card>
      {place && (
        <ExtrinsicMatchDialog
          item={shown}
          position={(place.page - 1) * paging.pageSize + place.index + 1}
          total={totalRows}
          left={gone}
          canPrevious={settled && !!stepPlace(place, -1, { pageSize: paging.pageSize, totalRows, gone })}
          canNext={settled && !!stepPlace(place, 1, { pageSize: paging.pageSize, totalRows, gone })}
          canAct={can(user, 'CATALOG_SUBSCRIBE_MANAGE')}
          onStep={step}
          onDeciding={setPinned}
          onClose={() => {
            setPlace(null);
            setPinned(null);
          }}
        />
      )}
    </>
  );
}
