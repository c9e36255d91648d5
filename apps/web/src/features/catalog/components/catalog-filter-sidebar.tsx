import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Checkbox, Flex, Select, Tooltip, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { NUTRITIONAL_FILTERS, NUTRITIONAL_FILTER_LABELS, PUBLICATION_STATUS, isValidGln } from '@tradepool/domain';
import type { NutritionalFilter } from '@tradepool/domain';
import { useCatalogAuthors } from '../api/get-catalog-authors';
import { useCatalogBrands } from '../api/get-catalog-brands';
import { DATE_RANGE_OPTIONS, EMPTY_FILTERS, REGISTRATION_STATUS_OPTIONS, activeFilterCount } from '../catalog-search';
import type { CatalogFilters, RegistrationStatusOption } from '../catalog-search';

export interface CatalogFilterSidebarProps {
  filters: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
}

const PRODUCT_DATA_OPTIONS = [
  { value: 0, label: 'Select status' },
  { value: 1, label: 'Does have' },
  { value: 2, label: 'Does not have' },
];

const PUBLICATION_OPTIONS = [
  { value: 0, label: 'All items' },
  { value: PUBLICATION_STATUS.published, label: 'Published Items' },
  { value: PUBLICATION_STATUS.unpublished, label: 'Unpublished Items' },
];

function Group({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        <label htmlFor={htmlFor}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Spec point 2 and 9: the catalog's filter sidebar. Every change narrows the grid from page 1. */
export function CatalogFilterSidebar({ filters, onChange }: CatalogFilterSidebarProps) {
  const authors = useCatalogAuthors();
  const brands = useCatalogBrands();
  const [glnProblem, setGlnProblem] = useState<string | null>(null);
  const set = (patch: Partial<CatalogFilters>) => onChange({ ...filters, ...patch });
  const count = activeFilterCount(filters);

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
        <Button
          type="link"
          size="small"
          disabled={filters === EMPTY_FILTERS}
          onClick={() => {
            setGlnProblem(null);
            onChange(EMPTY_FILTERS);
          }}
        >
          Clear filters
        </Button>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Group label="Registration status">
        <Checkbox.Group<RegistrationStatusOption>
          aria-label="Registration status"
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={REGISTRATION_STATUS_OPTIONS.map(({ value, label, hint }) => ({
            value,
            label: (
              <Tooltip title={hint} placement="right">
                {label}
              </Tooltip>
            ),
          }))}
          value={filters.registrationStatuses}
          onChange={(registrationStatuses) => set({ registrationStatuses })}
        />
      </Group>
      <Group label="Author" htmlFor="catalog-filter-author">
        <Select<number[]>
          id="catalog-filter-author"
          mode="multiple"
          allowClear
          placeholder="Any author"
          loading={authors.isLoading}
          options={(authors.data?.authors ?? []).map((a) => ({ value: a.userId, label: a.name }))}
          optionFilterProp="label"
          value={filters.authors}
          onChange={(ids) => set({ authors: ids })}
        />
      </Group>
      <Group label="Date range" htmlFor="catalog-filter-dates">
        <Select<number>
          id="catalog-filter-dates"
          options={DATE_RANGE_OPTIONS}
          value={filters.lastDays}
          onChange={(lastDays) => set({ lastDays })}
        />
      </Group>
      <Group label="Brand" htmlFor="catalog-filter-brand">
        <Select<string[]>
          id="catalog-filter-brand"
          mode="multiple"
          allowClear
          placeholder="Any brand"
          loading={brands.isLoading}
          options={(brands.data?.brands ?? []).map((brand) => ({ value: brand, label: brand }))}
          value={filters.brands}
          onChange={(next) => set({ brands: next })}
        />
      </Group>
      <Group label="Product data status" htmlFor="catalog-filter-product-data">
        <Select<number>
          id="catalog-filter-product-data"
          options={PRODUCT_DATA_OPTIONS}
          value={filters.productDataStatus ?? 0}
          onChange={(value) => set({ productDataStatus: value === 1 || value === 2 ? value : null })}
        />
        <Checkbox.Group<NutritionalFilter>
          aria-label="Nutritionals"
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          disabled={filters.productDataStatus === null}
          options={NUTRITIONAL_FILTERS.map((value) => ({ value, label: NUTRITIONAL_FILTER_LABELS[value] }))}
          value={filters.nutritionals}
          onChange={(nutritionals) => set({ nutritionals })}
        />
      </Group>
      <Group label="Publication status" htmlFor="catalog-filter-publication">
        <Select<number>
          id="catalog-filter-publication"
          options={PUBLICATION_OPTIONS}
          value={filters.publicationStatus ?? 0}
          onChange={(value) => set({ publicationStatus: value === 1 || value === 2 ? value : null })}
        />
      </Group>
      <Group label="Subscribers" htmlFor="catalog-filter-subscribers">
        <Select<string[]>
          id="catalog-filter-subscribers"
          mode="tags"
          allowClear
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', ' ']}
          placeholder="Subscriber GLNs"
          value={filters.subscriberGlns}
          status={glnProblem ? 'warning' : undefined}
          onChange={(values) => {
            const glns = [...new Set(values.map((v) => v.trim()))];
            const refused = glns.filter((gln) => !isValidGln(gln));
            setGlnProblem(
              refused.length ? `Not a GLN of 13 digits with a valid check digit: ${refused.join(', ')}` : null,
            );
            set({ subscriberGlns: glns.filter(isValidGln) });
          }}
        />
        {glnProblem && (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            {glnProblem}
          </Typography.Text>
        )}
      </Group>
    </Card>
  );
}
