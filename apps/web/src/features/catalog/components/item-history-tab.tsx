import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ItemChange, ItemVersion } from '@tradepool/domain';
import { useVersionPages } from '../../../lib/use-version-pages';
import { useItemHistory, useItemVersionCompare } from '../api/get-item-history';
import { formatDateTime } from '../catalog-grid-columns';
import type { CodeLabeler } from '../item-detail-view';
import { changeSide, changeSummary, versionHow } from '../item-history-view';
import { AttributeValueView } from './attribute-value-view';

function Side({ change, side, labelOf }: { change: ItemChange; side: 'before' | 'after'; labelOf: CodeLabeler }) {
  const value = changeSide(change, side, labelOf);
  return value ? <AttributeValueView value={value} /> : <Typography.Text type="secondary">—</Typography.Text>;
}

/** Attribute by attribute, old beside new: a version's changes, or a version beside the item now. */
function ChangeTable({
  changes,
  labelOf,
  titles,
}: {
  changes: readonly ItemChange[];
  labelOf: CodeLabeler;
  titles: { before: string; after: string };
}) {
  const columns: TableColumnsType<ItemChange> = [
    {
      title: 'Attribute',
      key: 'label',
      width: '30%',
      render: (_, change) => (
        <Flex vertical>
          <span>{change.label}</span>
          {change.group && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {change.group}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: titles.before,
      key: 'before',
      render: (_, change) => <Side change={change} side="before" labelOf={labelOf} />,
    },
    {
      title: titles.after,
      key: 'after',
      render: (_, change) => <Side change={change} side="after" labelOf={labelOf} />,
    },
  ];
  return (
    <Table<ItemChange>
      size="small"
      rowKey="key"
      tableLayout="fixed"
      columns={columns}
      dataSource={[...changes]}
      pagination={changes.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
      locale={{ emptyText: 'No attribute differs.' }}
    />
  );
}

/** A version beside the item as it is now, in a dialog wide enough for the two values side by side. */
function CompareDialog({
  catalogItemId,
  version,
  labelOf,
  onClose,
}: {
  catalogItemId: number;
  version: number;
  labelOf: CodeLabeler;
  onClose: () => void;
}) {
  const compare = useItemVersionCompare(catalogItemId, version);
  const result = compare.data;
  return (
    <Modal
      open
      title={`Version ${version} compared with the current version`}
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {compare.error && <Alert type="error" showIcon title={compare.error.message} />}
      {compare.isPending && <Table size="small" loading columns={[]} dataSource={[]} />}
      {result && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {result.differences.length === 0
              ? 'The item is the same as it was in this version.'
              : `${result.differences.length} ${result.differences.length === 1 ? 'attribute differs' : 'attributes differ'}.`}
          </Typography.Text>
          <ChangeTable
            changes={result.differences}
            labelOf={labelOf}
            titles={{
              before: `Version ${result.version} (${formatDateTime(result.changedTime)})`,
              after: `Current, version ${result.currentVersion} (${formatDateTime(result.currentTime)})`,
            }}
          />
        </Flex>
      )}
    </Modal>
  );
}

/**
 * The item's history: its versions newest first, a page at a time from the server (who, when, how, what
 * changed), each row opening to its changes old → new, and any version compared with the current one.
 */
export function ItemHistoryTab({ catalogItemId, labelOf }: { catalogItemId: number; labelOf: CodeLabeler }) {
  const { page, pagination } = useVersionPages(
    (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'version' : 'versions'}`,
  );
  const [comparing, setComparing] = useState<number | null>(null);
  const history = useItemHistory(catalogItemId, page);
  const data = history.data;
  const current = data?.currentVersion;

  // Fixed widths and wrapping text: the table stays within the split screen's half of a 1366 px laptop.
  const columns: TableColumnsType<ItemVersion> = [
    {
      title: 'Version',
      dataIndex: 'version',
      width: 72,
      render: (version: number) => (
        <Flex vertical gap={2} align="flex-start">
          {version}
          {version === current && <Tag color="blue">Current</Tag>}
        </Flex>
      ),
    },
    {
      title: 'When, by, how',
      key: 'when',
      render: (_, version) => (
        <Flex vertical>
          <span>{formatDateTime(version.changedTime)}</span>
          <span>{version.changedBy ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {versionHow(version)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Changes', key: 'changes', render: (_, version) => changeSummary(version) },
    {
      title: 'Action',
      key: 'compare',
      width: 96,
      render: (_, version) =>
        version.version === current ? null : (
          <Tooltip title="Compare with current">
            <Button
              size="small"
              aria-label={`Compare version ${version.version} with the current version`}
              onClick={() => setComparing(version.version)}
            >
              Compare
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      {history.error && <Alert type="error" showIcon title={history.error.message} />}
      <Table<ItemVersion>
        size="small"
        tableLayout="fixed"
        rowKey="version"
        loading={history.isFetching}
        columns={columns}
        dataSource={data?.results ?? []}
        expandable={{
          rowExpandable: (version) => version.changes.length > 0,
          expandedRowRender: (version) => (
            <ChangeTable
              changes={version.changes}
              labelOf={labelOf}
              titles={{ before: 'Old value', after: 'New value' }}
            />
          ),
        }}
        pagination={pagination(data?.totalRows ?? 0)}
        locale={{ emptyText: 'No version is kept for this item.' }}
      />
      {comparing !== null && (
        <CompareDialog
          catalogItemId={catalogItemId}
          version={comparing}
          labelOf={labelOf}
          onClose={() => setComparing(null)}
        />
      )}
    </Flex>
  );
}
