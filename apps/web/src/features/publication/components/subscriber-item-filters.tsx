import { Flex, Input, Select } from 'antd';
import { CIC_STATE_LABELS, CIC_STATES, DELIVERY_STATUS_LABELS, DELIVERY_STATUSES } from '@tradepool/domain';
import type { CicState, DeliveryStatus } from '@tradepool/domain';
import { useCicStatuses } from '../api/get-cic-statuses';
import { UsDateRange } from '../../../components/us-date-range';
import { DATE_OPTIONS } from '../publication-search';
import type { SubscriberItemFilters as Filters } from '../publication-search';

export interface SubscriberItemFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** A subscriber's items filtered by CIC status, delivery, a number of days or a from/to range, and a keyword. */
export function SubscriberItemFilters({ filters, onChange }: SubscriberItemFiltersProps) {
  const statuses = useCicStatuses();
  const options = statuses.data ?? CIC_STATES.map((status) => ({ status, label: CIC_STATE_LABELS[status] }));
  const ranged = filters.fromDate !== null || filters.toDate !== null;
  return (
    <Flex gap={12} wrap align="center">
      <Select<CicState>
        aria-label="CIC status"
        placeholder="All CIC statuses"
        allowClear
        style={{ width: 180 }}
        value={filters.cicStatus ?? undefined}
        loading={statuses.isPending}
        options={options.map((option) => ({ value: option.status, label: option.label }))}
        onChange={(cicStatus) => onChange({ ...filters, cicStatus: cicStatus ?? null })}
      />
      <Select<DeliveryStatus>
        aria-label="Delivery"
        placeholder="Any delivery"
        allowClear
        style={{ width: 220 }}
        value={filters.deliveryStatus ?? undefined}
        options={DELIVERY_STATUSES.map((status) => ({ value: status, label: DELIVERY_STATUS_LABELS[status] }))}
        onChange={(deliveryStatus) => onChange({ ...filters, deliveryStatus: deliveryStatus ?? null })}
      />
      <Select<number>
        aria-label="Date range"
        style={{ width: 150 }}
        value={filters.lastDays}
        disabled={ranged}
        title={ranged ? 'The from/to dates apply' : undefined}
        options={DATE_OPTIONS}
        onChange={(lastDays) => onChange({ ...filters, lastDays })}
      />
      <UsDateRange
        from={filters.fromDate}
        to={filters.toDate}
        onChange={(fromDate, toDate) => onChange({ ...filters, fromDate, toDate })}
      />
      <Input.Search
        aria-label="Keyword"
        placeholder="GTIN, product code or description"
        allowClear
        defaultValue={filters.keyword}
        style={{ width: 300 }}
        onSearch={(keyword) => onChange({ ...filters, keyword })}
      />
    </Flex>
  );
}
