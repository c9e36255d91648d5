import type { ReactNode } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AimOutlined, EditOutlined, ProfileOutlined } from '@ant-design/icons';
import type { Manufacturer } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { manufacturerSortFrom } from '../manufacturer-view';
import type { ManufacturerSort, ManufacturerSortKey } from '../manufacturer-view';
import { ConfirmedTag } from './manufacturer-heading';

export type ManufacturerAction = 'edit' | 'profile' | 'criteria';

export interface ManufacturersGridProps {
  rows: Manufacturer[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: ManufacturerSort;
  onSort: (sort: ManufacturerSort) => void;
  canEdit: boolean;
  onAction: (action: ManufacturerAction, manufacturer: Manufacturer) => void;
}

const empty = (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>;

export function ManufacturersGrid({
  rows,
  totalRows,
  loading,
  paging,
  sort,
  onSort,
  canEdit,
  onAction,
}: ManufacturersGridProps) {
  const sortable = (key: ManufacturerSortKey) => ({
    key,
    dataIndex: key,
    sorter: true,
    sortOrder: gridSortOrder(sort, key),
  });
  const action = (kind: ManufacturerAction, title: string, icon: ReactNode, row: Manufacturer) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={`${title}: ${row.manufacturerName}`}
        onClick={() => onAction(kind, row)}
      />
    </Tooltip>
  );
  const columns: TableColumnsType<Manufacturer> = [
    {
      title: 'Manufacturer',
      ...sortable('manufacturerName'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: 'Info provider GLN', ...sortable('infoProviderGln'), width: 150, render: empty },
    { title: 'Contact', ...sortable('contactName'), render: empty },
    { title: 'Email', ...sortable('email'), ellipsis: true, render: empty },
    { title: 'Contact number', ...sortable('contactNumber'), width: 140, render: empty },
    { title: 'Comments', ...sortable('comments'), ellipsis: true, render: empty },
    {
      title: 'Status',
      ...sortable('confirmed'),
      width: 120,
      render: (confirmed: Manufacturer['confirmed']) => <ConfirmedTag confirmed={confirmed} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 116,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={2}>
          {canEdit && action('edit', 'Edit Manufacturer', <EditOutlined />, row)}
          {action('profile', 'Company Setup Profile Details', <ProfileOutlined />, row)}
          {action('criteria', 'Data Quality - Current Item Match Criteria', <AimOutlined />, row)}
        </Space>
      ),
    },
  ];

  return (
    <DataGrid<Manufacturer>
      rowKey="manufacturerId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<Manufacturer>((key, order) => onSort(manufacturerSortFrom(key, order)))}
      scroll={{ x: 1100 }}
      locale={{ emptyText: 'No manufacturers match the search.' }}
    />
  );
}
