import { Button, Flex, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { NetworkPartner } from '@tradepool/domain';
import { LastMessage } from './transfer-tag';

export interface PartnersGridProps {
  rows: NetworkPartner[];
  loading: boolean;
  onEdit: (partner: NetworkPartner) => void;
  onDelete: (partner: NetworkPartner) => void;
}

/** The GLNs a partner serves: the first few, the rest counted (all on hover). */
function Glns({ glns }: { glns: string[] }) {
  if (!glns.length) return <Typography.Text type="secondary">None</Typography.Text>;
  const shown = glns.slice(0, 3);
  return (
    <Tooltip title={glns.length > shown.length ? glns.join(', ') : undefined}>
      <Flex vertical gap={0}>
        {shown.map((gln) => (
          <Typography.Text key={gln} style={{ fontFamily: 'monospace' }}>
            {gln}
          </Typography.Text>
        ))}
        {glns.length > shown.length && (
          <Typography.Text type="secondary">and {glns.length - shown.length} more</Typography.Text>
        )}
      </Flex>
    </Tooltip>
  );
}

/** The partner pools: who they are, where their messages go, and how the last ones went. */
export function PartnersGrid({ rows, loading, onEdit, onDelete }: PartnersGridProps) {
  return (
    <Table<NetworkPartner>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText: 'No partner pool yet: add one with its identity card.' }}
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          sorter: (a, b) => a.name.localeCompare(b.name),
          render: (name: string, partner) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{name}</Typography.Text>
              {!partner.enabled && <Tag>Disabled</Tag>}
            </Flex>
          ),
        },
        { title: 'AS2 id', dataIndex: 'as2Id', render: (id: string) => <Typography.Text code>{id}</Typography.Text> },
        {
          title: 'URL',
          dataIndex: 'url',
          ellipsis: { showTitle: true },
          width: 240,
        },
        { title: 'GLNs', dataIndex: 'glns', render: (glns: string[]) => <Glns glns={glns} /> },
        {
          title: 'Certificate',
          dataIndex: 'fingerprint',
          width: 170,
          render: (fingerprint: string) => (
            <Tooltip title={`SHA-256 ${fingerprint}`}>
              <Typography.Text code>{fingerprint.slice(0, 17)}…</Typography.Text>
            </Tooltip>
          ),
        },
        { title: 'Last sent', dataIndex: 'lastSent', render: (_, partner) => <LastMessage last={partner.lastSent} /> },
        {
          title: 'Last received',
          dataIndex: 'lastReceived',
          render: (_, partner) => <LastMessage last={partner.lastReceived} />,
        },
        {
          title: 'Actions',
          key: 'actions',
          fixed: 'right',
          width: 110,
          render: (_, partner) => (
            <Flex gap={4}>
              <Tooltip title="Edit">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${partner.name}`}
                  onClick={() => onEdit(partner)}
                />
              </Tooltip>
              <Popconfirm
                title={`Remove ${partner.name}?`}
                description="Messages to its GLNs wait until another partner serves them."
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(partner)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove ${partner.name}`} />
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
}
