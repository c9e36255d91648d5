import { useMemo, useState } from 'react';
import { Alert, Button, Flex, InputNumber, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CatalogSuggestion, HierarchyLink, RuleProblem } from '@tradepool/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePartialCatalog } from '../api/get-partial-catalog';
import { addChild } from '../item-children';
import type { ChildDraft } from '../item-children';
import { UnitDescriptor } from './unit-descriptor';

const MAX_QUANTITY = 1_000_000;

export interface HierarchyChildrenEditorProps {
  /** The edited item: it cannot hold itself. */
  catalogItemId: number;
  children: ChildDraft[];
  onChange: (children: ChildDraft[]) => void;
  parents: readonly HierarchyLink[];
  /** The GDSN rules the draft breaks, checked here before the server checks them all. */
  problems: readonly RuleProblem[];
  disabled?: boolean;
}

const itemText = (item: { gtin: string; description: string | null; productCode: string | null }) =>
  [item.gtin, item.productCode, item.description].filter(Boolean).join(' · ');

/** The hierarchy tab's links: the items this one holds and how many of each, and where it is held. */
export function HierarchyChildrenEditor({
  catalogItemId,
  children,
  onChange,
  parents,
  problems,
  disabled,
}: HierarchyChildrenEditorProps) {
  const [typed, setTyped] = useState('');
  const suggestions = usePartialCatalog(useDebouncedValue(typed));
  const options = useMemo(
    () =>
      (suggestions.data ?? [])
        .filter(
          (item) =>
            item.catalogItemId !== catalogItemId &&
            !children.some((child) => child.childCatalogItemId === item.catalogItemId),
        )
        .map((item) => ({ value: item.catalogItemId, label: itemText(item), item })),
    [suggestions.data, catalogItemId, children],
  );

  const setQuantity = (id: number, quantity: number) =>
    onChange(children.map((child) => (child.childCatalogItemId === id ? { ...child, quantity } : child)));

  const columns: TableColumnsType<ChildDraft> = [
    { key: 'gtin', title: 'GTIN', dataIndex: 'gtin', width: 150 },
    { key: 'productCode', title: 'Product Code', dataIndex: 'productCode', width: 130 },
    { key: 'description', title: 'Description', dataIndex: 'description', ellipsis: true },
    {
      key: 'unitDescriptor',
      title: 'Unit Descriptor',
      width: 160,
      render: (_value: unknown, child) =>
        child.unitDescriptor ? <UnitDescriptor code={child.unitDescriptor} /> : null,
    },
    {
      key: 'quantity',
      title: 'Quantity',
      width: 120,
      render: (_value: unknown, child) => (
        <InputNumber
          aria-label={`Quantity of ${child.gtin}`}
          min={1}
          max={MAX_QUANTITY}
          precision={0}
          value={child.quantity}
          onChange={(quantity) => setQuantity(child.childCatalogItemId, quantity ?? 1)}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'remove',
      width: 56,
      render: (_value: unknown, child) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove child ${child.gtin}`}
          onClick={() => onChange(children.filter((c) => c.childCatalogItemId !== child.childCatalogItemId))}
          disabled={disabled}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Child items
      </Typography.Title>
      {problems.map((problem) => (
        <Alert
          key={problem.ruleId}
          type="warning"
          showIcon
          title={`GDSN rule ${problem.ruleId}`}
          description={problem.message}
        />
      ))}
      <Select<number, { value: number; label: string; item: CatalogSuggestion }>
        aria-label="Add a child item"
        value={null}
        options={options}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        onSelect={(_id, option) => {
          setTyped('');
          onChange(addChild(children, option.item));
        }}
        placeholder={`Add a child: type ${TYPEAHEAD_MIN_CHARS} or more characters of a GTIN, product code or description`}
        notFoundContent={
          typed.trim().length < TYPEAHEAD_MIN_CHARS
            ? `Type ${TYPEAHEAD_MIN_CHARS} or more characters`
            : suggestions.isFetching
              ? 'Searching…'
              : 'No matching item'
        }
        loading={suggestions.isFetching}
        disabled={disabled}
        style={{ width: '100%' }}
      />
      <Table<ChildDraft>
        size="small"
        rowKey="childCatalogItemId"
        columns={columns}
        dataSource={children}
        pagination={false}
        locale={{ emptyText: 'This item holds no other items.' }}
      />
      {parents.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
            Held by
          </Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {parents.map((parent) => (
              <li key={parent.catalogItemId}>
                {itemText(parent)}: {parent.quantity} per{' '}
                {parent.unitDescriptor ? <UnitDescriptor code={parent.unitDescriptor} lowerCase /> : 'parent'}
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}
