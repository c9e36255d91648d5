import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { USER_TYPE_LABELS } from '@tradepool/domain';
import type { AdminUser } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { sortChangeHandler } from '../../../lib/grid-sort';
import { USER_STATUS_LABELS, userColumnSortOrder, userSortFrom } from '../user-form';
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

export function UsersGrid({ rows, totalRows, loading, paging, sort, onSort, onEdit, onResetPassword }: UsersGridProps) {
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: userColumnSortOrder(sort, key) });
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Name',
      width: 140,
      ...sortable('name'),
      render: (_value, user) => (
        <Typography.Text strong>
          {user.lastName}, {user.firstName}
          {user.middleName ? ` ${user.middleName}` : ''}
        </Typography.Text>
      ),
    },
    {
      title: 'Login',
      dataIndex: 'login',
      width: 120,
      ...sortable('login'),
      render: (login: string) => <EllipsisText text={login} />,
    },
    // One column for both, wide enough for a whole address: beside each other they left the email cut.
    {
      title: 'Email / Phone',
      ...sortable('email'),
      width: 260,
      render: (_value, user) => (
        <Flex vertical>
          <EllipsisText text={user.email} />
          {user.phone && <Typography.Text type="secondary">{user.phone}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Company (BU)',
      width: 150,
      ...sortable('company'),
      render: (_value, user) => (
        <>
          {user.companyName}
          {user.companyBuName && <Typography.Text type="secondary"> / {user.companyBuName}</Typography.Text>}
        </>
      ),
    },
    { title: 'Role', dataIndex: 'roleDescription', width: 140, ...sortable('role') },
    {
      title: 'User type',
      dataIndex: 'userType',
      width: 130,
      render: (type: AdminUser['userType']) => USER_TYPE_LABELS[type],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortable('status'),
      width: 80,
      render: (status: AdminUser['status']) => (
        <Tag color={status === 'Active' ? 'success' : 'default'}>{USER_STATUS_LABELS[status]}</Tag>
      ),
    },
  ];
  if (onEdit && onResetPassword) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 76,
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

  return (
    <DataGrid<AdminUser>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      onChange={sortChangeHandler<AdminUser>((key, order) => onSort(userSortFrom(key, order)))}
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width), 0) }}
      locale={{ emptyText: 'No users match the search.' }}
    />
  );
}
