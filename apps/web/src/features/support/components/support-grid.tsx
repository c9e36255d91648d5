import { useState } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownOutlined, FieldTimeOutlined, RightOutlined } from '@ant-design/icons';
import type { SupportResultRow } from '@tradepool/domain';
import { DataGrid, type GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { SUPPORT_DEFAULT_SORT, type SupportForm, type SupportSort, type SupportView } from '../support-search';
import { itemMessageSource } from './item-message-search';
import type { MessageSource } from './message-dialog';
import { PublicationDetails } from './publication-details';
import { publicationColumns, registrationColumns } from './support-columns';
import { DateTimeCell } from './date-time-cell';

export interface SupportGridProps {
  view: SupportView;
  form: SupportForm;
  rows: SupportResultRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: SupportSort;
  onSort: (sort: SupportSort) => void;
  onOpenMessage: (source: MessageSource) => void;
  onOpenTimeline: (catalogItemId: number) => void;
}

const rowKey = (row: SupportResultRow) => `${row.catalogItemId}|${row.subscriberGln ?? ''}`;

/**
 * The support result rows, server-paged and sorted (by gtin or upload time). Each row opens its upload
 * message, its CIC, its timeline, and its publication details under it.
 */
export function SupportGrid(props: SupportGridProps) {
  const { view, form, sort, onSort, onOpenMessage, onOpenTimeline } = props;
  const [expanded, setExpanded] = useState<string[]>([]);
  const toggle = (key: string) =>
    setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const columns: TableColumnsType<SupportResultRow> = [
    {
      key: 'gtin',
      title: 'GTIN',
      dataIndex: 'gtin',
      width: 150,
      fixed: 'left',
      sorter: true,
      sortOrder: gridSortOrder(sort, 'gtin'),
      render: (gtin: string, row) => (
        <div style={{ lineHeight: 1.25 }}>
          <Typography.Text strong>{gtin}</Typography.Text>
          <div style={{ maxWidth: 140 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.description ? <EllipsisText text={row.description} /> : `TM ${row.targetMarket}`}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    ...registrationColumns.map((column) =>
      column.key === 'uploadDateTime'
        ? {
            ...column,
            sorter: true,
            sortOrder: gridSortOrder(sort, 'uploadDateTime'),
            render: (_: unknown, row: SupportResultRow) => <DateTimeCell value={row.uploadDateTime} />,
          }
        : column,
    ),
    ...(view === 'publication' ? publicationColumns : []),
    {
      key: 'actions',
      title: 'Messages',
      width: 330,
      render: (_, row) => {
        const key = rowKey(row);
        const open = expanded.includes(key);
        return (
          <Flex gap={4} wrap>
            <Button size="small" onClick={() => onOpenMessage(itemMessageSource(row, 'TradeItem'))}>
              Upload message
            </Button>
            <Button size="small" onClick={() => onOpenMessage(itemMessageSource(row, 'Cic'))}>
              CIC
            </Button>
            <Tooltip title="Every step from upload to CIC, and why each subscriber sees the item or not">
              <Button size="small" icon={<FieldTimeOutlined />} onClick={() => onOpenTimeline(row.catalogItemId)}>
                Timeline
              </Button>
            </Tooltip>
            <Button
              size="small"
              type="link"
              icon={open ? <DownOutlined /> : <RightOutlined />}
              aria-expanded={open}
              onClick={() => toggle(key)}
            >
              View Publication Details
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <DataGrid<SupportResultRow>
      rowKey={rowKey}
      dataSource={props.rows}
      totalRows={props.totalRows}
      loading={props.loading}
      paging={props.paging}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No records Found' }}
      onChange={sortChangeHandler((key, order) =>
        onSort(gridSortFrom(key as SupportSort['sortBy'] | undefined, order, SUPPORT_DEFAULT_SORT)),
      )}
      expandable={{
        expandedRowKeys: expanded,
        showExpandColumn: false,
        expandedRowRender: (row) => <PublicationDetails row={row} form={form} onOpenMessage={onOpenMessage} />,
      }}
    />
  );
}
