import { Alert, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CrossReferenceRowError, CrossReferenceUploadResult } from '@tradepool/domain';

const ERROR_COLUMNS: TableColumnsType<CrossReferenceRowError> = [
  { title: 'Row', dataIndex: 'row', width: 80 },
  {
    title: 'GTIN',
    dataIndex: 'gtin',
    width: 180,
    render: (gtin: string | null) =>
      gtin ? <Typography.Text code>{gtin}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>,
  },
  { title: 'Reason', dataIndex: 'reason' },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What became of the upload: rows read, stored and rejected, and why each rejected row was. */
export function UploadResult({ result }: { result: CrossReferenceUploadResult }) {
  const { file, errors } = result;
  const rejected = file.rejectedCount;
  return (
    <Card size="small" title={`Upload result: ${file.originalName}`} style={{ marginBottom: 16 }}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={8}>
          <Statistic title="Rows read" value={file.rowCount} />
        </Col>
        <Col xs={8}>
          <Statistic title="Stored" value={file.storedCount} styles={{ content: { color: '#389e0d' } }} />
        </Col>
        <Col xs={8}>
          <Statistic
            title="Rejected"
            value={rejected}
            styles={{ content: { color: rejected > 0 ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>
      {rejected === 0 ? (
        <Alert type="success" showIcon title={`All ${plural(file.storedCount, 'row was', 'rows were')} stored.`} />
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            title={`${plural(rejected, 'row was', 'rows were')} rejected and not stored.`}
            description={
              errors.length < rejected ? `The first ${errors.length} rejected rows are listed below.` : undefined
            }
            style={{ marginBottom: 12 }}
          />
          <Table<CrossReferenceRowError>
            size="small"
            rowKey={(error) => `${error.row}-${error.reason}`}
            columns={ERROR_COLUMNS}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          />
        </>
      )}
    </Card>
  );
}
