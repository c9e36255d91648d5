import type { TableColumnsType } from 'antd';
import { PUBLISHED_ITEM_SORT_KEYS } from '@tradepool/domain';
import type { ItemSubscriber, PublishedItemRow } from '@tradepool/domain';
import type { GridPaging } from '../../../components/data-grid';
import { gridSortOrder } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import type { HierarchyNode } from '../hierarchy-selection';
import { DEFAULT_PUBLISHED_SORT, sortFromKeys } from '../publication-search';
import type { PublishedItemSortKey } from '../publication-search';
import { HierarchyItemGrid } from './hierarchy-item-grid';
import type { HierarchySelection } from './hierarchy-item-grid';
import { columnsWidth, itemColumns } from './item-columns';
import { ItemSubscribers } from './item-subscribers';

export interface PublishedItemsGridProps {
  rows: PublishedItemRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: GridSort<PublishedItemSortKey>;
  onSort: (sort: GridSort<PublishedItemSortKey>) => void;
  selection?: HierarchySelection<PublishedItemRow>;
  emptyText: string;
}

/**
 * Published items (the GTIN tab, the unpublish wizard's item step): each with its subscribers, where each
 * one's CIN stands and its latest CIC; lower levels of a hierarchy fold out under their top item.
 */
export function PublishedItemsGrid({ sort, onSort, ...grid }: PublishedItemsGridProps) {
  const { lead, lastUpdated } = itemColumns<HierarchyNode<PublishedItemRow>, PublishedItemSortKey>(
    sort,
    PUBLISHED_ITEM_SORT_KEYS,
    (row) => row.publishedHierarchy && row.parentId === null,
  );
  const columns: TableColumnsType<HierarchyNode<PublishedItemRow>> = [
    ...lead,
    { title: 'TM', dataIndex: 'tm', key: 'tm', width: 56, sorter: true, sortOrder: gridSortOrder(sort, 'tm') },
    {
      title: 'Subscribers · delivery · CIC status',
      dataIndex: 'subscribers',
      key: 'subscriberCount',
      width: 400,
      sorter: true,
      sortOrder: gridSortOrder(sort, 'subscriberCount'),
      render: (subscribers: ItemSubscriber[]) => <ItemSubscribers subscribers={subscribers} />,
    },
    lastUpdated,
  ];
  return (
    <HierarchyItemGrid<PublishedItemRow>
      {...grid}
      columns={columns}
      scrollWidth={columnsWidth(columns)}
      onSort={(key, order) => onSort(sortFromKeys(PUBLISHED_ITEM_SORT_KEYS, key, order, DEFAULT_PUBLISHED_SORT))}
    />
  );
}
