import { useMemo } from 'react';
import { Input, Select } from 'antd';
import type { CSSProperties } from 'react';
import { useGdsnCodes } from './api/get-gdsn-codes';
import { codeText } from './gdsn-value';

export interface GdsnCodePickerProps {
  ariaLabel: string;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  /** A GS1 list the server holds, asked when the picker shows. */
  codeListName: string | null;
  /** The codes the schema enumerates itself, taken before any list. */
  enumeration?: readonly string[] | null;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A code from its GS1 list, searched by code or label; the codes the schema enumerates when it does. A list
 * the pool does not hold leaves the code to be typed in, the server checking it on save.
 */
export function GdsnCodePicker({
  ariaLabel,
  value,
  onChange,
  codeListName,
  enumeration,
  placeholder,
  disabled,
  style,
}: GdsnCodePickerProps) {
  const codes = useGdsnCodes(enumeration ? null : codeListName);
  const options = useMemo(() => {
    const listed = enumeration
      ? enumeration.map((code) => ({ value: code, label: code }))
      : (codes.data ?? []).map((code) => ({ value: code.code, label: codeText(code.code, code.label) }));
    // A code the list lacks (an older list, a typing error on intake) still shows as it is.
    return value && !listed.some((option) => option.value === value) ? [{ value, label: value }, ...listed] : listed;
  }, [enumeration, codes.data, value]);

  const free = !enumeration && (codeListName === null || (codes.isSuccess && codes.data.length === 0));
  if (free) {
    return (
      <Input
        aria-label={ariaLabel}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        placeholder={placeholder ?? 'Type the code'}
        disabled={disabled}
        style={style}
      />
    );
  }
  return (
    <Select
      aria-label={ariaLabel}
      value={value || undefined}
      onChange={(next?: string) => onChange(next || undefined)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={codes.isFetching}
      placeholder={placeholder ?? 'Choose'}
      disabled={disabled}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
