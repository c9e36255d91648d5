import { Alert, Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { UploadSummary } from '@tradepool/domain';
import { formatDateTime } from '../../catalog';
import { useDownloadUploadFailures } from '../api/download-upload-failures';
import { useUploadHistory } from '../api/get-upload-history';
import { FIX_PATH } from '../registration-paths';
import { UPLOAD_STATUS_LABELS, needsFix, uploadPercent, validationPercent } from '../upload-progress';
import { UploadCounts } from './upload-counts';

const STATUS_COLORS: Record<UploadSummary['status'], string> = {
  queued: 'default',
  processing: 'processing',
  validating: 'processing',
  done: 'success',
  failed: 'error',
};

/**
 * The company's recent uploads with their processing progress: rows read of the file's rows, what was stored
 * and refused, and the validation of the stored items. The list refreshes itself while any upload moves.
 */
export function RecentUploads() {
  const history = useUploadHistory();
  const failures = useDownloadUploadFailures();

  const columns: TableColumnsType<UploadSummary> = [
    {
      title: 'File',
      dataIndex: 'fileName',
      render: (name: string, upload) => (
        <Flex vertical>
          <Typography.Text strong>
            {name} <Tag>{upload.format.toUpperCase()}</Tag>
          </Typography.Text>
          <Typography.Text type="secondary">
            {[upload.uploadedBy, formatDateTime(upload.createdTime)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 120,
      render: (status: UploadSummary['status']) => (
        <Tag color={STATUS_COLORS[status]}>{UPLOAD_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: 'Progress',
      key: 'progress',
      width: 470,
      render: (_v, upload) => (
        <Flex vertical gap={4}>
          <Progress
            percent={uploadPercent(upload)}
            size="small"
            status={upload.status === 'failed' ? 'exception' : upload.status === 'done' ? 'success' : 'active'}
            aria-label={`Rows processed of ${upload.fileName}`}
            format={() => `${upload.itemsDone.toLocaleString('en-US')} / ${upload.itemCount.toLocaleString('en-US')}`}
          />
          {upload.status === 'validating' && (
            <Progress
              percent={validationPercent(upload)}
              size="small"
              status="active"
              aria-label={`Items validated of ${upload.fileName}`}
              format={() =>
                `${upload.itemsValidated.toLocaleString('en-US')} / ${upload.storedCount.toLocaleString('en-US')} validated`
              }
            />
          )}
          <UploadCounts upload={upload} />
          {upload.failureMessage && <Typography.Text type="danger">{upload.failureMessage}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 230,
      align: 'right',
      render: (_v, upload) => (
        <Flex vertical gap={4} align="flex-end">
          {upload.failureCount > 0 && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={failures.isPending && failures.variables === upload.uploadId}
              onClick={() => failures.mutate(upload.uploadId)}
            >
              Download failure messages
            </Button>
          )}
          {needsFix(upload) && (
            <Link to={FIX_PATH}>
              <ToolOutlined /> Fix failed items
            </Link>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {history.error && <Alert type="error" showIcon title={history.error.message} />}
      {failures.error && <Alert type="error" showIcon title={failures.error.message} />}
      <Table<UploadSummary>
        size="small"
        rowKey="uploadId"
        columns={columns}
        dataSource={history.data ?? []}
        loading={history.isPending}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No items have been uploaded yet.' }}
      />
    </Flex>
  );
}
