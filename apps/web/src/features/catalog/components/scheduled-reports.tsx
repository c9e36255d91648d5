import { Alert, Button, Drawer, Empty, Flex, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { REPORT_TYPE_LABELS, type ScheduledDownload } from '@tradepool/domain';
import { useCompletedRequests } from '../api/get-completed-requests';
import { REPORTS_REFRESH_MS, useScheduledRequests } from '../api/get-scheduled-requests';
import { useDownloadScheduledReport } from '../api/download-scheduled-report';
import { formatDateTime } from '../catalog-grid-columns';

export interface ScheduledReportsProps {
  open: boolean;
  onClose: () => void;
}

const typeLabel = (report: ScheduledDownload) =>
  REPORT_TYPE_LABELS[report.downloadType] ?? `Type ${report.downloadType}`;

/**
 * Spec point 2, "Scheduled and completed catalog download reports": the company's reports waiting or running
 * (with their progress, refreshed every few seconds while any runs) and the finished ones, ready to download.
 */
export function ScheduledReports({ open, onClose }: ScheduledReportsProps) {
  const scheduled = useScheduledRequests(open);
  const running = (scheduled.data?.length ?? 0) > 0;
  const completed = useCompletedRequests(open, running ? REPORTS_REFRESH_MS : false);
  const fetchFile = useDownloadScheduledReport();

  const completedColumns: TableColumnsType<ScheduledDownload> = [
    {
      title: 'File',
      dataIndex: 'fileName',
      render: (name: string, report) => (
        <Flex vertical>
          <Typography.Text>{name}</Typography.Text>
          <Typography.Text type="secondary">{typeLabel(report)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Items',
      dataIndex: 'rowCount',
      align: 'right',
      render: (rows: number | null) => (rows === null ? '' : rows.toLocaleString('en-US')),
    },
    { title: 'Requested by', dataIndex: 'createdByName' },
    { title: 'Finished', dataIndex: 'completedTime', render: (iso: string | null) => formatDateTime(iso) },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, report) =>
        report.status === 'done' ? (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download ${report.fileName}`}
            loading={fetchFile.isPending && fetchFile.variables?.catalogDownloadId === report.catalogDownloadId}
            onClick={() => fetchFile.mutate(report)}
          >
            Download
          </Button>
        ) : (
          <Tooltip title={report.error ?? 'The report could not be produced.'}>
            <Tag color="error">Failed</Tag>
          </Tooltip>
        ),
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Scheduled reports"
      size={720}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            void scheduled.refetch();
            void completed.refetch();
          }}
        >
          Refresh
        </Button>
      }
    >
      <Flex vertical gap={24}>
        <section aria-label="Waiting and running reports">
          <Typography.Title level={5}>Waiting and running</Typography.Title>
          {scheduled.error && <Alert type="error" showIcon title={scheduled.error.message} />}
          {scheduled.data?.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No report is waiting or running." />
          )}
          <Flex vertical gap={12}>
            {scheduled.data?.map((report) => (
              <Flex key={report.catalogDownloadId} vertical gap={2}>
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text strong>
                    {typeLabel(report)} · {report.fileName}
                  </Typography.Text>
                  <Tag color={report.status === 'running' ? 'processing' : 'default'}>
                    {report.status === 'running' ? 'Running' : 'Waiting'}
                  </Tag>
                </Flex>
                <Typography.Text type="secondary">
                  Requested by {report.createdByName} on {formatDateTime(report.createdTime)}
                </Typography.Text>
                <Progress percent={report.progress} status="active" aria-label={`Progress of ${report.fileName}`} />
              </Flex>
            ))}
          </Flex>
        </section>
        <section aria-label="Completed reports">
          <Typography.Title level={5}>Completed</Typography.Title>
          {completed.error && <Alert type="error" showIcon title={completed.error.message} />}
          {fetchFile.error && <Alert type="error" showIcon title={fetchFile.error.message} />}
          <Table<ScheduledDownload>
            size="small"
            rowKey="catalogDownloadId"
            columns={completedColumns}
            dataSource={completed.data ?? []}
            loading={completed.isPending && open}
            pagination={false}
            locale={{ emptyText: 'No finished reports yet.' }}
          />
        </section>
      </Flex>
    </Drawer>
  );
}
