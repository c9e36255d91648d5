import { useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CIN_COMMAND_LABELS, HISTORY_PAGE_SIZES, type ReceivedVersion } from '@tradepool/domain';
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
  const [page, setPage] = useState({ pageNumber: 1, rowCount: HISTORY_PAGE_SIZES[0] as number });
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
        pagination={{
          current: page.pageNumber,
          pageSize: page.rowCount,
          total: data?.totalRows ?? 0,
          size: 'small',
          showSizeChanger: (data?.totalRows ?? 0) > HISTORY_PAGE_SIZES[0],
          pageSizeOptions: HISTORY_PAGE_SIZES.map(String),
          showTotal: (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'CIN' : 'CINs'} received`,
          onChange: (pageNumber, rowCount) =>
            setPage((was) => ({ pageNumber: rowCount === was.rowCount ? pageNumber : 1, rowCount })),
        }}
        locale={{ emptyText: 'No CIN is recorded for this item.' }}
      />
    </>
  );
}
