import { Button, Dropdown, Empty, Flex, Spin, Typography, theme } from 'antd';
import { SortAscendingOutlined } from '@ant-design/icons';
import type { DmsItemRow } from '@tradepool/domain';
import { DMS_DETAIL_SORT_OPTIONS, sortOptionKey, type DmsItemSort } from '../dms-item-search';
import { DMS_DETAIL_ROW_STEP } from '../dms-paths';
import { DmsStatusTag } from './dms-status-tag';

export interface DetailItemListProps {
  rows: readonly DmsItemRow[];
  totalRows: number;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  currentId: number;
  sort: DmsItemSort;
  onSort: (sort: DmsItemSort) => void;
  onOpen: (row: DmsItemRow, index: number) => void;
  onLoadMore: () => void;
}

/** The item detail's list of the view's items: one click opens an item beside the buyer's. */
export function DetailItemList(props: DetailItemListProps) {
  const { rows, totalRows, currentId, sort } = props;
  const { token } = theme.useToken();
  const sortLabel = DMS_DETAIL_SORT_OPTIONS.find((o) => o.key === sortOptionKey(sort))?.label ?? 'Sort';
  return (
    <Flex vertical gap={8} style={{ minHeight: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary">
          {rows.length.toLocaleString('en-US')} of {totalRows.toLocaleString('en-US')}
        </Typography.Text>
        <Dropdown
          menu={{
            selectable: true,
            selectedKeys: [sortOptionKey(sort) ?? ''],
            items: DMS_DETAIL_SORT_OPTIONS.map((o) => ({ key: o.key, label: o.label })),
            onClick: ({ key }) => {
              const option = DMS_DETAIL_SORT_OPTIONS.find((o) => o.key === key);
              if (option) props.onSort(option.sort);
            },
          }}
        >
          <Button size="small" icon={<SortAscendingOutlined />}>
            {sortLabel}
          </Button>
        </Dropdown>
      </Flex>
      <nav aria-label="Items of this view" style={{ overflowY: 'auto', maxHeight: 'calc(100vh - 260px)' }}>
        {props.loading && rows.length === 0 ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No items in this view" />
        ) : (
          <Flex vertical gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row, index) => {
              const current = row.catalogItemId === currentId;
              return (
                <li key={row.catalogItemId}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => props.onOpen(row, index)}
                    style={{
                      width: '100%',
                      textAlign: 'left',
                      cursor: 'pointer',
                      border: 'none',
                      borderInlineStart: `3px solid ${current ? token.colorPrimary : 'transparent'}`,
                      borderRadius: token.borderRadiusSM,
                      background: current ? token.colorPrimaryBg : 'transparent',
                      padding: '6px 8px',
                      font: 'inherit',
                      color: 'inherit',
                    }}
                  >
                    <Flex justify="space-between" align="center" gap={6}>
                      <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: current ? 600 : 400 }}>
                        {row.type === 6 ? (row.productCode ?? row.gtin) : row.gtin}
                      </span>
                      <DmsStatusTag status={row.status} />
                    </Flex>
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                      {row.changed === 1 ? '● Changed · ' : ''}
                      {row.description ?? '—'}
                    </Typography.Text>
                  </button>
                </li>
              );
            })}
          </Flex>
        )}
      </nav>
      {props.hasMore && (
        <Button block loading={props.loadingMore} onClick={props.onLoadMore}>
          Load more ({DMS_DETAIL_ROW_STEP})
        </Button>
      )}
    </Flex>
  );
}
