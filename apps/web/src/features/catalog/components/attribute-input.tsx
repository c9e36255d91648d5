import { useMemo, useState } from 'react';
import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { TYPEAHEAD_MIN_CHARS, isMeasure } from '@tradepool/domain';
import type { AttributeField, AttributeValue, CodeListName, MeasureValue } from '@tradepool/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGpcSuggestions } from '../api/get-gpc-suggestions';
import { codeOption } from '../code-lists';
import { useIndexedCodeLists } from './use-code-labels';

dayjs.extend(customParseFormat);

/** Spec point 5: item dates are written mm/dd/yyyy. */
const DATE_FORMAT = 'MM/DD/YYYY';

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export interface AttributeInputProps {
  field: AttributeField;
  value: AttributeValue | undefined;
  onChange: (value: AttributeValue) => void;
  disabled?: boolean;
  /** The id the field's label points at. */
  id?: string;
  /** The accessible name where no label points at the input (a group table cell). */
  ariaLabel?: string;
  invalid?: boolean;
}

interface TextProps {
  id?: string;
  ariaLabel?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

const textOf = (value: AttributeValue | undefined): string => (typeof value === 'string' ? value : '');

/** One value of the dictionary, with the input its type calls for. Groups have their own table. */
export function AttributeInput({ field, value, onChange, disabled, id, ariaLabel, invalid }: AttributeInputProps) {
  const common = { id, ariaLabel, disabled, invalid };
  const text = textOf(value);
  switch (field.type) {
    case 'measure':
    case 'amount':
      return (
        <MeasureInput
          {...common}
          list={field.codeList!}
          unitLabel={`${ariaLabel ?? field.label} unit`}
          value={isMeasure(value) ? value : { value: '', unit: field.defaultUnit ?? '' }}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <Select
          id={id}
          aria-label={ariaLabel}
          value={text || undefined}
          onChange={(next?: string) => onChange(next ?? '')}
          options={BOOLEAN_OPTIONS}
          allowClear
          placeholder="Yes or No"
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return <DateTextInput {...common} value={text} onChange={onChange} />;
    case 'code':
      return <CodeInput {...common} list={field.codeList!} value={text} onChange={onChange} />;
    case 'longText':
      return (
        <Input.TextArea
          id={id}
          aria-label={ariaLabel}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          maxLength={field.maxLength}
          showCount={field.maxLength !== undefined}
          autoSize={{ minRows: 2, maxRows: 6 }}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
        />
      );
    default:
      return (
        <Input
          id={id}
          aria-label={ariaLabel}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          maxLength={field.maxLength}
          showCount={field.maxLength !== undefined && !disabled}
          inputMode={NUMERIC_TYPES.has(field.type) ? 'decimal' : undefined}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
        />
      );
  }
}

const NUMERIC_TYPES = new Set<AttributeField['type']>(['gtin', 'gln', 'integer', 'decimal']);

/** An antd date picker that keeps the value as the mm/dd/yyyy text the item stores. */
function DateTextInput({ id, ariaLabel, value, onChange, disabled, invalid }: TextProps) {
  const parsed = value ? dayjs(value, DATE_FORMAT, true) : null;
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      format={DATE_FORMAT}
      placeholder="mm/dd/yyyy"
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange(date ? date.format(DATE_FORMAT) : '')}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}

function MeasureInput({
  id,
  ariaLabel,
  list,
  unitLabel,
  value,
  onChange,
  disabled,
  invalid,
}: Omit<TextProps, 'value' | 'onChange'> & {
  list: CodeListName;
  unitLabel: string;
  value: MeasureValue;
  onChange: (value: MeasureValue) => void;
}) {
  const { lists } = useIndexedCodeLists();
  const units = useMemo(() => lists.entries(list).map(codeOption), [lists, list]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={ariaLabel}
        value={value.value}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
        inputMode="decimal"
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        style={{ flex: 1 }}
      />
      <Select
        aria-label={unitLabel}
        value={value.unit || undefined}
        onChange={(unit: string) => onChange({ ...value, unit })}
        options={units}
        showSearch={{ optionFilterProp: 'label' }}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ width: 170 }}
      />
    </Space.Compact>
  );
}

type CodeInputProps = TextProps & { list: CodeListName };

/** A code from its served list (the official GS1 lists, countries, currencies); GPC bricks are searched. */
function CodeInput(props: CodeInputProps) {
  const { lists, loaded } = useIndexedCodeLists();
  const options = useMemo(() => lists.entries(props.list).map(codeOption), [lists, props.list]);
  if (props.list === 'GPC') return <GpcInput {...props} />;
  return <CodeSelect {...props} options={options} loading={!loaded} />;
}

function CodeSelect({
  id,
  ariaLabel,
  value,
  onChange,
  disabled,
  invalid,
  options,
  loading,
}: TextProps & { options: { value: string; label: string }[]; loading?: boolean }) {
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={loading}
      placeholder="Choose"
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}

/** Spec point 3, "Typeahead items: GPC": the bricks come from the server as the user types. */
function GpcInput({ id, ariaLabel, value, onChange, disabled, invalid }: CodeInputProps) {
  const [typed, setTyped] = useState('');
  const suggestions = useGpcSuggestions(useDebouncedValue(typed));
  // The stored brick's title: the typeahead also finds a brick by its code.
  const current = useGpcSuggestions(value);
  const options = useMemo(() => {
    const label = (code: number, name: string) => `${name} (${code})`;
    const found = (suggestions.data ?? []).map((brick) => ({
      value: String(brick.classCategoryCode),
      label: label(brick.classCategoryCode, brick.classCategoryName),
    }));
    if (value && !found.some((option) => option.value === value)) {
      const brick = current.data?.find((item) => String(item.classCategoryCode) === value);
      found.unshift({ value, label: brick ? label(brick.classCategoryCode, brick.classCategoryName) : value });
    }
    return found;
  }, [suggestions.data, current.data, value]);

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value || undefined}
      onChange={(next?: string) => {
        setTyped('');
        onChange(next ?? '');
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={suggestions.isFetching}
      placeholder={`Type ${TYPEAHEAD_MIN_CHARS} or more characters of a brick`}
      notFoundContent={
        typed.trim().length < TYPEAHEAD_MIN_CHARS
          ? `Type ${TYPEAHEAD_MIN_CHARS} or more characters`
          : 'No matching brick'
      }
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
