import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DataGrid, useGridPaging } from '../../../components/data-grid';
import { SAMPLE_ITEMS } from '../data/sample-items';
import type { SampleItem, SampleStatus } from '../data/sample-items';

const STATUS_COLOURS: Record<SampleStatus, string> = {
  'Not Ready': 'default',
  'In Process': 'processing',
  Validated: 'success',
  Failed: 'error',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

const COLUMNS: TableColumnsType<SampleItem> = [
  {
    title: 'GTIN',
    dataIndex: 'gtin',
    width: 160,
    sorter: (a, b) => a.gtin.localeCompare(b.gtin),
    render: (gtin: string) => <Typography.Text code>{gtin}</Typography.Text>,
  },
  {
    title: 'Product code',
    dataIndex: 'productCode',
    width: 130,
    sorter: (a, b) => a.productCode.localeCompare(b.productCode),
  },
  {
    title: 'Description',
    dataIndex: 'description',
    ellipsis: true,
    sorter: (a, b) => a.description.localeCompare(b.description),
  },
  { title: 'Brand', dataIndex: 'brandName', width: 150, sorter: (a, b) => a.brandName.localeCompare(b.brandName) },
  { title: 'Unit', dataIndex: 'unitDescriptor', width: 90 },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 120,
    sorter: (a, b) => a.status.localeCompare(b.status),
    render: (status: SampleStatus) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
  },
  {
    title: 'Last update',
    dataIndex: 'modifiedTime',
    width: 150,
    defaultSortOrder: 'descend',
    sorter: (a, b) => a.modifiedTime.localeCompare(b.modifiedTime),
    render: (iso: string) => dateTime.format(new Date(iso)),
  },
];

export function SampleItemsTable() {
  const paging = useGridPaging();
  return (
    <DataGrid<SampleItem>
      rowKey="catalogItemId"
      columns={COLUMNS}
      dataSource={[...SAMPLE_ITEMS]}
      paging={paging}
      totalRows={SAMPLE_ITEMS.length}
      scroll={{ x: 900 }}
    />
  );
}
