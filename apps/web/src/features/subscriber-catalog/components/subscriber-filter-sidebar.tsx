import { Checkbox, Flex, Select, Switch } from 'antd';
import type { SubscriberCicFilter } from '@tradepool/domain';
import { BrandFilter, DATE_RANGE_OPTIONS, FilterCard, FilterGroup, ProductDataFilter } from '../../catalog';
import { useReceivedBrands } from '../api/get-received-brands';
import { useReceivedPublishers } from '../api/get-received-publishers';
import {
  CIC_FILTER_OPTIONS,
  EMPTY_SUBSCRIBER_FILTERS,
  activeSubscriberFilterCount,
} from '../subscriber-catalog-search';
import type { SubscriberFilters } from '../subscriber-catalog-search';

export interface SubscriberFilterSidebarProps {
  filters: SubscriberFilters;
  onChange: (filters: SubscriberFilters) => void;
}

/**
 * Spec point 2, "Subscriber catalog": the side filters (publisher, brand, CIC status, date, product data)
 * and whether items the publisher withdrew show. Every change narrows the grid from page 1.
 */
export function SubscriberFilterSidebar({ filters, onChange }: SubscriberFilterSidebarProps) {
  const publishers = useReceivedPublishers();
  const brands = useReceivedBrands();
  const set = (patch: Partial<SubscriberFilters>) => onChange({ ...filters, ...patch });

  return (
    <FilterCard
      count={activeSubscriberFilterCount(filters)}
      cleared={filters === EMPTY_SUBSCRIBER_FILTERS}
      onClear={() => onChange(EMPTY_SUBSCRIBER_FILTERS)}
    >
      <FilterGroup label="Publisher" htmlFor="subscriber-filter-publisher">
        <Select<string[]>
          id="subscriber-filter-publisher"
          mode="multiple"
          allowClear
          placeholder="Any publisher"
          loading={publishers.isLoading}
          options={(publishers.data?.publishers ?? []).map((p) => ({
            value: p.gln,
            label: p.name ? `${p.name} (${p.gln})` : p.gln,
          }))}
          optionFilterProp="label"
          value={filters.publisherGlns}
          onChange={(publisherGlns) => set({ publisherGlns })}
        />
      </FilterGroup>
      <BrandFilter
        id="subscriber-filter-brand"
        brands={brands.data?.brands ?? []}
        loading={brands.isLoading}
        value={filters.brands}
        onChange={(next) => set({ brands: next })}
      />
      <FilterGroup label="CIC status">
        <Checkbox.Group<SubscriberCicFilter>
          aria-label="CIC status"
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={CIC_FILTER_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={filters.cicStatuses}
          onChange={(cicStatuses) => set({ cicStatuses })}
        />
      </FilterGroup>
      <FilterGroup label="Received" htmlFor="subscriber-filter-dates">
        <Select<number>
          id="subscriber-filter-dates"
          options={DATE_RANGE_OPTIONS}
          value={filters.lastDays}
          onChange={(lastDays) => set({ lastDays })}
        />
      </FilterGroup>
      <ProductDataFilter id="subscriber-filter-product-data" value={filters} onChange={set} />
      <Flex gap={8} align="center">
        <Switch
          id="subscriber-filter-withdrawn"
          size="small"
          checked={filters.includeWithdrawn}
          onChange={(includeWithdrawn) => set({ includeWithdrawn })}
        />
        <label htmlFor="subscriber-filter-withdrawn">Show withdrawn items</label>
      </Flex>
    </FilterCard>
  );
}
