import { Button, Flex, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ScheduledDownload } from '@tradepool/domain';
import { formatReportTime } from '../report-list';

export interface ScheduledReportsTableProps {
  reports: ScheduledDownload[];
  totalRows: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  downloading: number | null;
  onDownload: (report: ScheduledDownload) => void;
}

function ReportStatus({ report }: { report: ScheduledDownload }) {
  if (report.status === 'done') {
    return (
      <Flex vertical gap={2}>
        <Tag color="success" style={{ width: 'fit-content' }}>
          Finished
        </Tag>
        <Typography.Text type="secondary">{formatReportTime(report.completedTime)}</Typography.Text>
      </Flex>
    );
  }
  if (report.status === 'failed') {
    return (
      <Tooltip title={report.error ?? 'The report could not be produced.'}>
        <Tag color="error">Failed</Tag>
      </Tooltip>
    );
  }
  return (
    <Flex vertical gap={2}>
      <Tag color={report.status === 'running' ? 'processing' : 'default'} style={{ width: 'fit-content' }}>
        {report.status === 'running' ? 'Running' : 'Waiting'}
      </Tag>
      <Progress percent={report.progress} size="small" status="active" aria-label={`Progress of ${report.fileName}`} />
    </Flex>
  );
}

/** Spec point 2: the scheduled reports, 10 a page, dates as day/month/year hour:minute. */
export function ScheduledReportsTable(props: ScheduledReportsTableProps) {
  const { reports, totalRows, loading, page, pageSize, onPage, downloading, onDownload } = props;
  const columns: TableColumnsType<ScheduledDownload> = [
    { title: 'File', dataIndex: 'fileName' },
    { title: 'Requested by', dataIndex: 'createdByName' },
    { title: 'Requested on', dataIndex: 'createdTime', render: (iso: string) => formatReportTime(iso) },
    { title: 'Status', key: 'status', width: 220, render: (_, report) => <ReportStatus report={report} /> },
    {
      title: 'Rows',
      dataIndex: 'rowCount',
      align: 'right',
      render: (rows: number | null) => (rows === null ? '' : rows.toLocaleString('en-US')),
    },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, report) =>
        report.status === 'done' && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download ${report.fileName}`}
            loading={downloading === report.catalogDownloadId}
            onClick={() => onDownload(report)}
          >
            Download
          </Button>
        ),
    },
  ];
  return (
    <Table<ScheduledDownload>
      size="small"
      rowKey="catalogDownloadId"
      columns={columns}
      dataSource={reports}
      loading={loading}
      locale={{ emptyText: 'No report has been scheduled yet.' }}
      pagination={{
        current: page,
        pageSize,
        total: totalRows,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
        onChange: onPage,
      }}
    />
  );
}
