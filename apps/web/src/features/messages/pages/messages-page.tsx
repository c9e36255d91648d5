import { useState } from 'react';
import { App, Button, Card, DatePicker, Flex, Input, Select, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { INBOX_MESSAGE_STATUSES, INBOX_MESSAGE_TYPES, SUPPORT_COMPANY_ID, type InboxMessage } from '@tradepool/domain';
import { DataGrid, useGridPaging } from '../../../components/data-grid';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth';
import { gridSortFrom, gridSortOrder, sortChangeHandler, type GridSort } from '../../../lib/grid-sort';
import { can } from '../../../lib/permissions';
import { useAcknowledge, useMessages } from '../api/messages-api';
import { MessageDrawer } from '../components/message-drawer';
import { PushTag, StatusTag, utcTime } from '../components/message-tags';
import { WebhookCard } from '../components/webhook-card';

type SortKey = 'id' | 'createdTime' | 'messageType' | 'status';
const DEFAULT_SORT: GridSort<SortKey> = { sortBy: 'id', sortDesc: true };

/** An instance identifier is a long UUID: cut to its column, whole in the drawer and the tooltip. */
const INSTANCE_TEXT = {
  display: 'inline-block',
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Issue 16's Messages: the company's GS1 messages in and out, as its integrated system sees them through
 * `GET gdsn/messages` (every company's for support, read-only), filtered and paged by the server; each opens
 * with its GS1Response in words, its XML, and what may be done (acknowledge, push again, re-send).
 */
export function MessagesPage() {
  const { user } = useAuth();
  const { message: toast } = App.useApp();
  const paging = useGridPaging();
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [filters, setFilters] = useState<Record<string, string | undefined>>({ acknowledged: 'all' });
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const support = user?.currentCompanyId === SUPPORT_COMPANY_ID;
  const canAcknowledge = !support && can(user, ['CATALOG_MANAGE', 'CATALOG_PUBLISH', 'CATALOG_SUBSCRIBE_MANAGE']);
  const acknowledge = useAcknowledge();
  const administers = !support && can(user, ['COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE']);

  const messages = useMessages({
    ...filters,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
    pageNumber: paging.page,
    rowCount: paging.pageSize,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  });
  const filter = (name: string) => (value: string | undefined) => {
    setFilters((current) => ({ ...current, [name]: value || undefined }));
    paging.onChange(1, paging.pageSize);
  };

  const columns: TableColumnsType<InboxMessage> = [
    { key: 'id', title: 'Id', dataIndex: 'id', width: 70, sorter: true, sortOrder: gridSortOrder(sort, 'id') },
    {
      key: 'messageType',
      title: 'Type',
      dataIndex: 'messageType',
      width: 120,
      sorter: true,
      sortOrder: gridSortOrder(sort, 'messageType'),
      render: (type: string) => <Typography.Text strong>{type}</Typography.Text>,
    },
    {
      key: 'direction',
      title: 'Direction',
      dataIndex: 'direction',
      width: 90,
      render: (direction: string) => (direction === 'in' ? 'Inbound' : 'Outbound'),
    },
    ...(support ? [{ key: 'company', title: 'Company', dataIndex: 'companyName', width: 220 }] : []),
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      sorter: true,
      sortOrder: gridSortOrder(sort, 'status'),
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      key: 'instance',
      title: 'Instance',
      dataIndex: 'instanceId',
      width: 200,
      ellipsis: true,
      render: (instanceId: string, m) => (
        <Button type="link" size="small" title={instanceId} style={{ padding: 0 }} onClick={() => setOpenId(m.id)}>
          <span style={INSTANCE_TEXT}>{instanceId}</span>
        </Button>
      ),
    },
    {
      key: 'parties',
      title: 'Sender / receiver',
      width: 125,
      render: (_, m) => (
        <div style={{ lineHeight: 1.25, fontSize: 12 }}>
          <div>{m.senderGln ?? '—'}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.receiverGln ?? '—'}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'createdTime',
      title: 'Created (UTC)',
      dataIndex: 'createdTime',
      width: 160,
      sorter: true,
      sortOrder: gridSortOrder(sort, 'createdTime'),
      render: utcTime,
    },
    { key: 'push', title: 'Webhook', width: 110, render: (_, m) => <PushTag push={m.push} /> },
    {
      key: 'ack',
      title: 'Acknowledged',
      width: 110,
      render: (_, m) => (m.acknowledged ? <CheckOutlined aria-label="Acknowledged" /> : '—'),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Messages"
        subtitle={
          support
            ? "Every company's GS1 messages in and out, with their GS1Responses (read-only)."
            : 'Your GS1 messages in and out, as your integrated system reads them through the inbox API, with their GS1Responses.'
        }
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void messages.refetch()}>
            Refresh
          </Button>
        }
      />
      <Card size="small">
        <Flex gap={8} wrap align="center">
          <Select
            allowClear
            placeholder="Type"
            aria-label="Message type"
            style={{ width: 150 }}
            options={options(INBOX_MESSAGE_TYPES)}
            value={filters.messageType}
            onChange={filter('messageType')}
          />
          <Select
            allowClear
            placeholder="Direction"
            aria-label="Direction"
            style={{ width: 130 }}
            options={[
              { value: 'in', label: 'Inbound' },
              { value: 'out', label: 'Outbound' },
            ]}
            value={filters.direction}
            onChange={filter('direction')}
          />
          <Select
            allowClear
            placeholder="Status"
            aria-label="Status"
            style={{ width: 130 }}
            options={options(INBOX_MESSAGE_STATUSES)}
            value={filters.status}
            onChange={filter('status')}
          />
          <Select
            aria-label="Acknowledgment"
            style={{ width: 170 }}
            options={[
              { value: 'all', label: 'All messages' },
              { value: 'false', label: 'Not acknowledged' },
              { value: 'true', label: 'Acknowledged' },
            ]}
            value={filters.acknowledged}
            onChange={filter('acknowledged')}
          />
          <DatePicker.RangePicker
            aria-label="Created between"
            allowEmpty={[true, true]}
            value={range}
            onChange={(dates) => {
              setRange(dates);
              paging.onChange(1, paging.pageSize);
            }}
          />
          <Input.Search
            allowClear
            placeholder="Instance identifier"
            aria-label="Instance identifier"
            style={{ width: 240 }}
            onSearch={filter('instanceId')}
          />
        </Flex>
      </Card>
      <Card
        size="small"
        title={`${messages.data?.totalRows ?? 0} message${messages.data?.totalRows === 1 ? '' : 's'}`}
        extra={
          canAcknowledge && (
            <Button
              icon={<CheckOutlined />}
              disabled={!selected.length}
              loading={acknowledge.isPending}
              onClick={() =>
                acknowledge.mutate(selected, {
                  onSuccess: (r) => {
                    setSelected([]);
                    void toast.success(`${r.acknowledged} acknowledged.`);
                  },
                  onError: (error) => void toast.error(error.message),
                })
              }
            >
              Acknowledge selected
            </Button>
          )
        }
      >
        <DataGrid<InboxMessage>
          rowKey="id"
          dataSource={messages.data?.results ?? []}
          totalRows={messages.data?.totalRows ?? 0}
          loading={messages.isFetching}
          paging={paging}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: messages.error ? messages.error.message : 'No messages' }}
          rowSelection={
            canAcknowledge
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (m) => ({ disabled: m.acknowledged }),
                }
              : undefined
          }
          onRow={(m) => ({ onDoubleClick: () => setOpenId(m.id) })}
          onChange={sortChangeHandler((key, order) => {
            setSort(gridSortFrom(key as SortKey | undefined, order, DEFAULT_SORT));
            paging.onChange(1, paging.pageSize);
          })}
        />
      </Card>
      {administers && <WebhookCard />}
      <MessageDrawer id={openId} canAcknowledge={canAcknowledge} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
