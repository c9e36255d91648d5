import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCompanyOptions } from '../api/search-companies';
import { companyLabel } from '../user-form';

export interface CompanyOption {
  value: number;
  label: string;
}

export interface CompanyPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (companyId: number | null) => void;
  /** The label of the current value while it is not among the answers (an edited user's company). */
  known?: CompanyOption | null;
  pubSubOnly?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** Support-company users choose any company: the first 20 by name, narrowed as they type. */
export function CompanyPicker({
  id,
  value,
  onChange,
  known,
  pubSubOnly = false,
  allowClear = false,
  placeholder = 'Type to search companies',
  disabled,
}: CompanyPickerProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const companies = useCompanyOptions(keyword, pubSubOnly);
  const options = useMemo(() => {
    const found: CompanyOption[] = (companies.data?.results ?? []).map((row) => ({
      value: row.id,
      label: companyLabel(row.name, row.buName),
    }));
    if (known && !found.some((option) => option.value === known.value)) found.unshift(known);
    return found;
  }, [companies.data, known]);

  return (
    <Select<number, CompanyOption>
      id={id}
      value={value ?? undefined}
      onChange={(next) => {
        setTyped('');
        onChange?.(next ?? null);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={companies.isFetching}
      allowClear={allowClear}
      placeholder={placeholder}
      disabled={disabled}
      notFoundContent={companies.isFetching ? 'Searching…' : 'No matching company'}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
