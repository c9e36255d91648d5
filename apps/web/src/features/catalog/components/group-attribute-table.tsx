import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { assumedUnit } from '@tradepool/domain';
import type { AttributeDefinition, GroupRow } from '@tradepool/domain';
import { AttributeInput } from './attribute-input';

export interface GroupAttributeTableProps {
  attribute: AttributeDefinition;
  rows: GroupRow[];
  onChange: (rows: GroupRow[]) => void;
  disabled?: boolean;
}

interface IndexedRow {
  index: number;
  row: GroupRow;
}

/** A repeating group (allergens, nutrients, files …): one editable row per entry, up to the group's limit. */
export function GroupAttributeTable({ attribute, rows, onChange, disabled }: GroupAttributeTableProps) {
  const fields = attribute.fields ?? [];
  const full = attribute.maxRows !== undefined && rows.length >= attribute.maxRows;

  // Choosing a nutrient, or editing its row, fills an empty unit with the nutrient's usual one.
  const withUnits = (row: GroupRow): GroupRow =>
    fields.reduce((next, field) => {
      const assumed = assumedUnit(field, next);
      return assumed && !next[field.unit!.field] ? { ...next, [field.unit!.field]: assumed } : next;
    }, row);
  const unitFields = new Set(fields.flatMap((field) => (field.unit ? [field.unit.field] : [])));
  const setCell = (index: number, code: string, text: string) =>
    onChange(
      rows.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, [code]: text };
        return unitFields.has(code) ? next : withUnits(next);
      }),
    );
  const remove = (index: number) => onChange(rows.filter((_row, i) => i !== index));

  const columns: TableColumnsType<IndexedRow> = [
    ...fields.map((field) => ({
      key: field.code,
      title: (
        <span>
          {field.label}
          {field.required && (
            <Typography.Text type="danger" aria-hidden>
              {' '}
              *
            </Typography.Text>
          )}
        </span>
      ),
      render: (_value: unknown, { index, row }: IndexedRow) => (
        <AttributeInput
          field={field}
          value={row[field.code] ?? ''}
          onChange={(value) => setCell(index, field.code, typeof value === 'string' ? value : '')}
          ariaLabel={`${attribute.label} row ${index + 1}: ${field.label}`}
          disabled={disabled}
        />
      ),
    })),
    {
      key: 'remove',
      width: 56,
      render: (_value: unknown, { index }: IndexedRow) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${attribute.label} row ${index + 1}`}
          onClick={() => remove(index)}
          disabled={disabled}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Table<IndexedRow>
        size="small"
        rowKey="index"
        columns={columns}
        dataSource={rows.map((row, index) => ({ index, row }))}
        pagination={false}
        locale={{ emptyText: `No ${attribute.label.toLowerCase()} yet.` }}
        tableLayout="fixed"
      />
      <Flex align="center" gap={12}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...rows, {}])} disabled={disabled || full}>
          Add {attribute.label.toLowerCase()} row
        </Button>
        {attribute.maxRows !== undefined && (
          <Typography.Text type="secondary">
            {rows.length} of at most {attribute.maxRows} rows
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
