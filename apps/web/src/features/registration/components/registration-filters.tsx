import { Flex, Input, Select } from 'antd';
import type { RegistrationStatus } from '@tradepool/domain';
import { useRegistrationAuthors } from '../api/get-registration-authors';
import { useRegistrationStatuses } from '../api/get-registration-statuses';
import { REGISTRATION_DATE_OPTIONS } from '../registration-search';
import type { RegistrationFilters as Filters } from '../registration-search';

export interface RegistrationFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The register and fix screens are bound to one status. */
  statusShown: boolean;
}

/** Spec point 2, "Registration list": status, author, date range and keyword. */
export function RegistrationFilters({ filters, onChange, statusShown }: RegistrationFiltersProps) {
  const statuses = useRegistrationStatuses();
  const authors = useRegistrationAuthors();
  return (
    <Flex gap={12} wrap align="center">
      {statusShown && (
        <Select<RegistrationStatus>
          aria-label="Status"
          placeholder="All statuses"
          allowClear
          style={{ width: 170 }}
          value={filters.status ?? undefined}
          loading={statuses.isPending}
          options={(statuses.data ?? []).map((option) => ({
            value: option.id as RegistrationStatus,
            label: option.status,
          }))}
          onChange={(status) => onChange({ ...filters, status: status ?? null })}
        />
      )}
      <Select<string>
        aria-label="Author"
        placeholder="All authors"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        value={filters.userName ?? undefined}
        loading={authors.isPending}
        options={(authors.data ?? []).map((author) => ({
          value: author.userName,
          label: `${author.lastName}, ${author.firstName}`,
        }))}
        onChange={(userName) => onChange({ ...filters, userName: userName ?? null })}
      />
      <Select<number>
        aria-label="Date range"
        style={{ width: 150 }}
        value={filters.lastDays}
        options={REGISTRATION_DATE_OPTIONS}
        onChange={(lastDays) => onChange({ ...filters, lastDays })}
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
