import { useState } from 'react';
import { Checkbox, Select, Tooltip, Typography } from 'antd';
import { PUBLICATION_STATUS, isValidGln } from '@tradepool/domain';
import { useCatalogAuthors } from '../api/get-catalog-authors';
import { useCatalogBrands } from '../api/get-catalog-brands';
import { DATE_RANGE_OPTIONS, EMPTY_FILTERS, REGISTRATION_STATUS_OPTIONS, activeFilterCount } from '../catalog-search';
import type { CatalogFilters, RegistrationStatusOption } from '../catalog-search';
import { BrandFilter, FilterCard, FilterGroup, ProductDataFilter } from './filter-card';

export interface CatalogFilterSidebarProps {
  filters: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
}

const PUBLICATION_OPTIONS = [
  { value: 0, label: 'All items' },
  { value: PUBLICATION_STATUS.published, label: 'Published Items' },
  { value: PUBLICATION_STATUS.unpublished, label: 'Unpublished Items' },
];

/** Spec point 2 and 9: the catalog's filter sidebar. Every change narrows the grid from page 1. */
export function CatalogFilterSidebar({ filters, onChange }: CatalogFilterSidebarProps) {
  const authors = useCatalogAuthors();
  const brands = useCatalogBrands();
  const [glnProblem, setGlnProblem] = useState<string | null>(null);
  const set = (patch: Partial<CatalogFilters>) => onChange({ ...filters, ...patch });
  const count = activeFilterCount(filters);

  return (
    <FilterCard
      count={count}
      cleared={filters === EMPTY_FILTERS}
      onClear={() => {
        setGlnProblem(null);
        onChange(EMPTY_FILTERS);
      }}
    >
      <FilterGroup label="Registration status">
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
      </FilterGroup>
      <FilterGroup label="Author" htmlFor="catalog-filter-author">
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
      </FilterGroup>
      <FilterGroup label="Date range" htmlFor="catalog-filter-dates">
        <Select<number>
          id="catalog-filter-dates"
          options={DATE_RANGE_OPTIONS}
          value={filters.lastDays}
          onChange={(lastDays) => set({ lastDays })}
        />
      </FilterGroup>
      <BrandFilter
        id="catalog-filter-brand"
        brands={brands.data?.brands ?? []}
        loading={brands.isLoading}
        value={filters.brands}
        onChange={(next) => set({ brands: next })}
      />
      <ProductDataFilter id="catalog-filter-product-data" value={filters} onChange={set} />
      <FilterGroup label="Publication status" htmlFor="catalog-filter-publication">
        <Select<number>
          id="catalog-filter-publication"
          options={PUBLICATION_OPTIONS}
          value={filters.publicationStatus ?? 0}
          onChange={(value) => set({ publicationStatus: value === 1 || value === 2 ? value : null })}
        />
      </FilterGroup>
      <FilterGroup label="Subscribers" htmlFor="catalog-filter-subscribers">
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
      </FilterGroup>
    </FilterCard>
  );
}
