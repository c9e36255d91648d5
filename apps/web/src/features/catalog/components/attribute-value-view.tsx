import { Descriptions, Table, Typography } from 'antd';
import type { DetailEntry, DisplayValue } from '../item-detail-view';

/** One attribute value as the detail shows it: text, a link, or a group's rows as a small table. */
export function AttributeValueView({ value }: { value: DisplayValue }) {
  if (value.kind === 'link') {
    return (
      <Typography.Link href={value.href} target="_blank" rel="noopener noreferrer">
        {value.text}
      </Typography.Link>
    );
  }
  if (value.kind === 'table') {
    return (
      <Table<Record<string, string>>
        size="small"
        bordered
        pagination={false}
        rowKey={(_row, index) => String(index)}
        columns={value.columns.map((column) => ({ title: column.label, dataIndex: column.key, key: column.key }))}
        dataSource={value.rows}
      />
    );
  }
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value.text}</span>;
}

/** A section's attributes, label beside value. */
export function AttributeList({ entries }: { entries: readonly DetailEntry[] }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      styles={{ label: { width: '38%' } }}
      items={entries.map((entry) => ({
        key: entry.code,
        label: entry.label,
        children: <AttributeValueView value={entry.value} />,
      }))}
    />
  );
}
