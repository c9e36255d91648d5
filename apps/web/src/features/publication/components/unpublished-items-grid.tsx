import { Flex, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { ITEM_LIST_DISPLAY_NAMES, PUBLISHED_ITEM_SORT_KEYS } from '@tradepool/domain';
import type { UnpublishedItemRow } from '@tradepool/domain';
import type { GridPaging } from '../../../components/data-grid';
import type { GridSort } from '../../../lib/grid-sort';
import type { HierarchyNode } from '../hierarchy-selection';
import { DEFAULT_PUBLISHED_SORT, sortFromKeys } from '../publication-search';
import type { PublishedItemSortKey } from '../publication-search';
import { HierarchyItemGrid } from './hierarchy-item-grid';
import type { HierarchySelection } from './hierarchy-item-grid';
import { columnsWidth, empty, itemColumns } from './item-columns';

export interface UnpublishedItemsGridProps {
  rows: UnpublishedItemRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GridSort<PublishedItemSortKey>;
  onSort: (sort: GridSort<PublishedItemSortKey>) => void;
  selection: HierarchySelection<UnpublishedItemRow>;
  emptyText: string;
}

/** An item that cannot be published yet is not ticked: its row says why. */
export const isPublishable = (row: UnpublishedItemRow) => row.blockedReason === null;

function Publishable({ row }: { row: UnpublishedItemRow }) {
  if (!row.blockedReason) return <Typography.Text type="success">Ready to publish</Typography.Text>;
  return (
    <Tooltip title={row.blockedReason}>
      <Flex gap={6} align="baseline" style={{ minWidth: 0 }}>
        <WarningOutlined style={{ color: '#d48806', flex: 'none' }} aria-hidden />
        <Typography.Text type="warning" ellipsis style={{ maxWidth: '100%' }}>
          {row.blockedReason}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}

/** The publish wizard's items: not yet published to the chosen subscribers, hierarchies folded under their top. */
export function UnpublishedItemsGrid({ sort, onSort, selection, ...grid }: UnpublishedItemsGridProps) {
  const { lead, lastUpdated } = itemColumns<HierarchyNode<UnpublishedItemRow>, PublishedItemSortKey>(
    sort,
    PUBLISHED_ITEM_SORT_KEYS,
    (row) => row.unPublishedHierarchy && row.parentId === null,
  );
  const columns: TableColumnsType<HierarchyNode<UnpublishedItemRow>> = [
    ...lead,
    { title: 'TM', dataIndex: 'targetMarket', key: 'targetMarket', width: 56 },
    {
      title: ITEM_LIST_DISPLAY_NAMES.regStatus,
      dataIndex: 'regStatus',
      key: 'regStatus',
      width: 120,
      render: (value: string | null) => value ?? empty,
    },
    {
      title: 'Can be published',
      key: 'blockedReason',
      width: 280,
      render: (_value, row) => <Publishable row={row} />,
    },
    lastUpdated,
  ];
  return (
    <HierarchyItemGrid<UnpublishedItemRow>
      {...grid}
      columns={columns}
      selection={{ ...selection, selectable: isPublishable }}
      scrollWidth={columnsWidth(columns)}
      onSort={(key, order) => onSort(sortFromKeys(PUBLISHED_ITEM_SORT_KEYS, key, order, DEFAULT_PUBLISHED_SORT))}
    />
  );
}
