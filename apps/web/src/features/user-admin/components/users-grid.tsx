import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import type { AdminUser } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { USER_COLUMN_SORT, USER_STATUS_LABELS, USER_TYPE_LABELS, userSortFrom } from '../user-form';
import type { UserSort } from '../user-form';

export interface UsersGridProps {
  rows: AdminUser[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** Absent for users who may only view accounts. */
  onEdit?: (user: AdminUser) => void;
  onResetPassword?: (user: AdminUser) => void;
}

function sortOrder(sort: UserSort, columnKey: string) {
  if (USER_COLUMN_SORT[columnKey] !== sort.sortBy) return null;
  return sort.sortDesc ? ('descend' as const) : ('ascend' as const);
}

export function UsersGrid({ rows, totalRows, loading, paging, sort, onSort, onEdit, onResetPassword }: UsersGridProps) {
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrder(sort, key) });
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Name',
      ...sortable('name'),
      render: (_value, user) => (
        <Typography.Text strong>
          {user.lastName}, {user.firstName}
          {user.middleName ? ` ${user.middleName}` : ''}
        </Typography.Text>
      ),
    },
    { title: 'Login', dataIndex: 'login', ...sortable('login') },
    { title: 'Email', dataIndex: 'email', ...sortable('email'), ellipsis: true },
    { title: 'Phone', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
    {
      title: 'Company (BU)',
      ...sortable('company'),
      render: (_value, user) => (
        <>
          {user.companyName}
          {user.companyBuName && <Typography.Text type="secondary"> / {user.companyBuName}</Typography.Text>}
        </>
      ),
    },
    { title: 'Role', dataIndex: 'roleDescription', ...sortable('role') },
    {
      title: 'User type',
      dataIndex: 'userType',
      render: (type: AdminUser['userType']) => USER_TYPE_LABELS[type],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortable('status'),
      width: 100,
      render: (status: AdminUser['status']) => (
        <Tag color={status === 'Active' ? 'success' : 'default'}>{USER_STATUS_LABELS[status]}</Tag>
      ),
    },
  ];
  if (onEdit && onResetPassword) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, user) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${user.login}`}
              onClick={() => onEdit(user)}
            />
          </Tooltip>
          <Tooltip title="Reset password">
            <Button
              type="text"
              size="small"
              icon={<KeyOutlined />}
              aria-label={`Reset password of ${user.login}`}
              onClick={() => onResetPassword(user)}
            />
          </Tooltip>
        </Space>
      ),
    });
  }

  const onChange: TableProps<AdminUser>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    onSort(userSortFrom(sorter.columnKey, sorter.order));
  };

  return (
    <DataGrid<AdminUser>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={onChange}
      scroll={{ x: 1100 }}
      locale={{ emptyText: 'No users match the search.' }}
    />
  );
}
