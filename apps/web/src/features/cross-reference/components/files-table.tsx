import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { CrossReferenceFile } from '@tradepool/domain';
import { DataGrid, useGridPaging } from '../../../components/data-grid';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface FilesTableProps {
  files: CrossReferenceFile[];
  loading: boolean;
  downloading: string | null;
  onDownload: (file: CrossReferenceFile) => void;
}

/** The stored cross-reference files, newest first as the server lists them. */
export function FilesTable({ files, loading, downloading, onDownload }: FilesTableProps) {
  const paging = useGridPaging();
  const columns: TableColumnsType<CrossReferenceFile> = [
    {
      title: 'File name',
      dataIndex: 'originalName',
      ellipsis: true,
      sorter: (a, b) => a.originalName.localeCompare(b.originalName),
    },
    {
      title: 'Subscriber',
      dataIndex: 'companyName',
      sorter: (a, b) => a.companyName.localeCompare(b.companyName),
    },
    { title: 'Uploaded by', dataIndex: 'uploadedBy', sorter: (a, b) => a.uploadedBy.localeCompare(b.uploadedBy) },
    {
      title: 'When',
      dataIndex: 'uploadedTime',
      width: 180,
      sorter: (a, b) => a.uploadedTime.localeCompare(b.uploadedTime),
      render: (iso: string) => dateTime.format(new Date(iso)),
    },
    { title: 'Rows', dataIndex: 'rowCount', width: 80, align: 'right' },
    { title: 'Stored', dataIndex: 'storedCount', width: 80, align: 'right' },
    {
      title: 'Rejected',
      dataIndex: 'rejectedCount',
      width: 90,
      align: 'right',
      render: (count: number) => (count > 0 ? <Typography.Text type="danger">{count}</Typography.Text> : count),
    },
    {
      title: '',
      key: 'download',
      width: 130,
      render: (_value, file) => (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={downloading === file.fileName}
          aria-label={`Download ${file.originalName}`}
          onClick={() => onDownload(file)}
        >
          Download
        </Button>
      ),
    },
  ];
  return (
    <DataGrid<CrossReferenceFile>
      rowKey="id"
      columns={columns}
      dataSource={files}
      loading={loading}
      paging={paging}
      totalRows={files.length}
      scroll={{ x: 960 }}
      locale={{ emptyText: 'No cross-reference files have been uploaded yet.' }}
    />
  );
}
