import { Button, Card, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CROSS_REFERENCE_COLUMNS } from '@tradepool/domain';
import { saveFile } from '../../../lib/save-file';
import { SAMPLE_CSV_NAME, sampleCsv } from '../sample-csv';

const COLUMN_NOTES: Record<(typeof CROSS_REFERENCE_COLUMNS)[number], string> = {
  gtin: 'optional; 8, 12, 13 or 14 digits with a valid check digit',
  productCode: 'required; your own code, once per file',
  description: 'optional',
  brandName: 'optional',
  mpc: 'optional; manufacturer product code',
  unitDescriptor: 'optional; e.g. CASE, EACH',
};

/** What a cross-reference file must look like, and a sample to start from. */
export function ColumnsHint() {
  return (
    <Card
      size="small"
      title="Expected columns"
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => saveFile(new Blob([sampleCsv()], { type: 'text/csv;charset=utf-8' }), SAMPLE_CSV_NAME)}
        >
          Sample CSV
        </Button>
      }
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        An .xlsx or .csv file with a header row first, then one item per row. Rows with a problem are reported and
        skipped; the others are stored.
      </Typography.Paragraph>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}>
        {CROSS_REFERENCE_COLUMNS.map((column) => (
          <div key={column} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text code>{column}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Typography.Text type="secondary">{COLUMN_NOTES[column]}</Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
