import { Alert, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CIN_COMMAND_LABELS, type ReceivedVersion } from '@tradepool/domain';
import { useVersionPages } from '../../../lib/use-version-pages';
import { formatDateTime } from '../../catalog';
import { useReceivedVersions } from '../api/get-received-versions';

const COMMAND_COLORS: Record<string, string> = { ADD: 'green', CHANGE_BY_REFRESH: 'blue', CORRECT: 'orange' };

const columns: TableColumnsType<ReceivedVersion> = [
  { title: 'Received', dataIndex: 'receivedTime', width: 128, render: (time: string) => formatDateTime(time) },
  {
    title: 'Version',
    dataIndex: 'version',
    width: 80,
    render: (version: number | null) => version ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
  {
    title: 'Command',
    dataIndex: 'command',
    width: 100,
    render: (command: string | null) =>
      command ? <Tag color={COMMAND_COLORS[command]}>{CIN_COMMAND_LABELS[command] ?? command}</Tag> : '—',
  },
  {
    title: 'Message',
    dataIndex: 'instanceId',
    render: (id: string) => (
      <Typography.Text ellipsis={{ tooltip: id }} style={{ maxWidth: 220 }}>
        {id}
      </Typography.Text>
    ),
  },
];

/** The versions the buyer received: each CIN that brought the item, newest first, a page at a time. */
export function ReceivedVersionsTab({ receivedItemId }: { receivedItemId: number }) {
  const { page, pagination } = useVersionPages(
    (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'CIN' : 'CINs'} received`,
  );
  const versions = useReceivedVersions(receivedItemId, page);
  const data = versions.data;
  return (
    <>
      {versions.error && <Alert type="error" showIcon title={versions.error.message} />}
      <Table<ReceivedVersion>
        size="small"
        rowKey="messageId"
        loading={versions.isFetching}
        columns={columns}
        dataSource={data?.results ?? []}
        pagination={pagination(data?.totalRows ?? 0)}
        locale={{ emptyText: 'No CIN is recorded for this item.' }}
      />
    </>
  );
}
