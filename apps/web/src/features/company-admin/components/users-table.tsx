import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Company } from '@tradepool/domain';

export type CompanyUser = Company['users'][number];

const COLUMNS: TableColumnsType<CompanyUser> = [
  { title: 'Login', dataIndex: 'login', width: 200 },
  { title: 'Name', key: 'name', render: (_value, user) => `${user.firstName} ${user.lastName}` },
  { title: 'E-mail', dataIndex: 'email', ellipsis: true },
  { title: 'Role', dataIndex: 'roleDescription', width: 240 },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 100,
    render: (status: CompanyUser['status']) => <Tag color={status === 'Active' ? 'success' : 'default'}>{status}</Tag>,
  },
];

/** The company's users (spec point 9: 25 per page). */
export function UsersTable({
  users,
  actions,
}: {
  users: CompanyUser[];
  actions?: TableColumnsType<CompanyUser>[number];
}) {
  return (
    <Table<CompanyUser>
      size="small"
      rowKey="id"
      columns={actions ? [...COLUMNS, actions] : COLUMNS}
      dataSource={users}
      pagination={users.length > 25 && { pageSize: 25, showSizeChanger: false }}
      locale={{ emptyText: 'No users yet' }}
      scroll={{ x: 800 }}
    />
  );
}
