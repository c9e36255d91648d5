import type { ReactNode } from 'react';
import { Badge, Button, Card, Checkbox, Flex, Select, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { NUTRITIONAL_FILTERS, NUTRITIONAL_FILTER_LABELS } from '@tradepool/domain';
import type { NutritionalFilter } from '@tradepool/domain';

/** Spec point 9: the product data status choices (0: none chosen). */
const PRODUCT_DATA_OPTIONS = [
  { value: 0, label: 'Select status' },
  { value: 1, label: 'Does have' },
  { value: 2, label: 'Does not have' },
];

/** One filter of a sidebar: its label above its control. */
export function FilterGroup({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        <label htmlFor={htmlFor}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** A filter sidebar's frame: how many filters are on, and a way to clear them all. */
export function FilterCard({
  count,
  cleared,
  onClear,
  children,
}: {
  count: number;
  /** Nothing to clear: the button is off. */
  cleared: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <FilterOutlined />
          Filters
          {count > 0 && <Typography.Text type="secondary">({count} on)</Typography.Text>}
        </Flex>
      }
      extra={
        <Button type="link" size="small" disabled={cleared} onClick={onClear}>
          Clear filters
        </Button>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      {children}
    </Card>
  );
}

export interface ProductData {
  /** Spec point 9: 1 Does have, 2 Does not have, null Select status. */
  productDataStatus: 1 | 2 | null;
  nutritionals: NutritionalFilter[];
}

/** Spec point 9's product data filter: "Does (not) have" and what (allergens, marketing, nutritional data). */
export function ProductDataFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ProductData;
  onChange: (patch: Partial<ProductData>) => void;
}) {
  return (
    <FilterGroup label="Product data status" htmlFor={id}>
      <Select<number>
        id={id}
        options={PRODUCT_DATA_OPTIONS}
        value={value.productDataStatus ?? 0}
        onChange={(status) => onChange({ productDataStatus: status === 1 || status === 2 ? status : null })}
      />
      <Checkbox.Group<NutritionalFilter>
        aria-label="Nutritionals"
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        disabled={value.productDataStatus === null}
        options={NUTRITIONAL_FILTERS.map((filter) => ({ value: filter, label: NUTRITIONAL_FILTER_LABELS[filter] }))}
        value={value.nutritionals}
        onChange={(nutritionals) => onChange({ nutritionals })}
      />
    </FilterGroup>
  );
}

/** The brand filter: any of the brands the list holds. */
export function BrandFilter({
  id,
  brands,
  loading,
  value,
  onChange,
}: {
  id: string;
  brands: readonly string[];
  loading: boolean;
  value: string[];
  onChange: (brands: string[]) => void;
}) {
  return (
    <FilterGroup label="Brand" htmlFor={id}>
      <Select<string[]>
        id={id}
        mode="multiple"
        allowClear
        placeholder="Any brand"
        loading={loading}
        options={brands.map((brand) => ({ value: brand, label: brand }))}
        value={value}
        onChange={onChange}
      />
    </FilterGroup>
  );
}

/** The button that shows or hides a filter sidebar; hidden, it badges how many filters are on. */
export function FilterToggle({ shown, count, onToggle }: { shown: boolean; count: number; onToggle: () => void }) {
  return (
    <Badge count={shown ? 0 : count} size="small">
      <Button icon={<FilterOutlined />} aria-pressed={shown} onClick={onToggle}>
        {shown ? 'Hide filters' : 'Show filters'}
      </Button>
    </Badge>
  );
}
