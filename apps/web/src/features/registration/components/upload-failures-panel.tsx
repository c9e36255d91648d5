import { Alert, Button, Collapse, Empty, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { UploadFailure, UploadSummary } from '@tradepool/domain';
import { formatDateTime } from '../../catalog';
import { useDownloadUploadFailures } from '../api/download-upload-failures';
import { useUploadFailures } from '../api/get-upload-failures';
import { useUploadHistory } from '../api/get-upload-history';
import { uploadsWithRefusedRows } from '../upload-progress';

const secondary = (text: string | null) => text ?? <Typography.Text type="secondary">—</Typography.Text>;

const FAILURE_COLUMNS: TableColumnsType<UploadFailure> = [
  { title: 'Row', dataIndex: 'rowNumber', width: 80 },
  { title: 'GTIN', dataIndex: 'gtin', width: 170, render: secondary },
  { title: 'Attribute', dataIndex: 'attribute', width: 180, render: secondary },
  { title: 'Reason', dataIndex: 'reason' },
];

function UploadFailuresTable({ upload }: { upload: UploadSummary }) {
  const failures = useUploadFailures(upload.uploadId);
  if (failures.error) return <Alert type="error" showIcon title={failures.error.message} />;
  const rows = failures.data ?? [];
  return (
    <Flex vertical gap={8}>
      {rows.length < upload.failureCount && !failures.isPending && (
        <Typography.Text type="secondary">
          The first {rows.length.toLocaleString('en-US')} of {upload.failureCount.toLocaleString('en-US')} rows not
          stored; the download has them all.
        </Typography.Text>
      )}
      <Table<UploadFailure>
        size="small"
        rowKey={(failure, index) => `${failure.rowNumber}|${index ?? 0}`}
        columns={FAILURE_COLUMNS}
        dataSource={rows}
        loading={failures.isPending}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    </Flex>
  );
}

/** The fix screen's recent uploads that left rows unstored, each with the rows and reasons. */
export function UploadFailuresPanel() {
  const history = useUploadHistory();
  const download = useDownloadUploadFailures();
  const uploads = uploadsWithRefusedRows(history.data);
  if (history.error) return <Alert type="error" showIcon title={history.error.message} />;
  if (!history.isPending && uploads.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent upload left rows unstored." />;
  }
  return (
    <Flex vertical gap={12}>
      {download.error && <Alert type="error" showIcon title={download.error.message} />}
      <Collapse
        items={uploads.map((upload) => ({
          key: upload.uploadId,
          label: (
            <Typography.Text>
              <strong>{upload.fileName}</strong> · {formatDateTime(upload.createdTime)} ·{' '}
              <Typography.Text type="danger">
                {upload.failureCount.toLocaleString('en-US')} {upload.failureCount === 1 ? 'row' : 'rows'} not stored
              </Typography.Text>
            </Typography.Text>
          ),
          extra: (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={download.isPending && download.variables === upload.uploadId}
              onClick={(event) => {
                event.stopPropagation();
                download.mutate(upload.uploadId);
              }}
            >
              Download failure messages
            </Button>
          ),
          children: <UploadFailuresTable upload={upload} />,
        }))}
      />
    </Flex>
  );
}
