import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { GdsnElement, GdsnEntry } from '@tradepool/domain';
import { GdsnCodePicker } from './gdsn-code-picker';
import { elementName, spacedName } from './gdsn-modules';
import { withValue, withXmlAttribute } from './gdsn-tree';
import type { GdsnValueShape } from './gdsn-value';

/** Spec point 5: dates read mm/dd/yyyy; GS1 writes them ISO 8601. */
const DATE_FORMAT = 'MM/DD/YYYY';
const ISO_DATE = 'YYYY-MM-DD';
const ISO_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';

const QUALIFIER_WORDS = { language: 'language', unit: 'unit', currency: 'currency' } as const;
const QUALIFIER_WIDTH = 170;

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const LOGIC_LABELS: Record<string, string> = { TRUE: 'True', FALSE: 'False', UNSPECIFIED: 'Unspecified' };

export interface GdsnValueInputProps {
  entry: GdsnEntry;
  shape: GdsnValueShape;
  /** The XML attributes the dictionary gives the attribute: the required ones are typed in beside it. */
  xmlAttributes: readonly GdsnEntry[];
  /** The element being edited; undefined until something is typed in. */
  element: GdsnElement | undefined;
  /** The accessible name of the value (its attribute, numbered when it repeats). */
  ariaLabel: string;
  onChange: (change: (element: GdsnElement) => GdsnElement) => void;
  disabled?: boolean;
}

/** One value of the item document with the input its dictionary type calls for, its qualifier beside it. */
export function GdsnValueInput({
  entry,
  shape,
  xmlAttributes,
  element,
  ariaLabel,
  onChange,
  disabled,
}: GdsnValueInputProps) {
  const { qualifier } = shape;
  const setValue = (value: string | undefined) => onChange((current) => withValue(current, value));
  const setAttribute = (name: string) => (value: string | undefined) =>
    onChange((current) => withXmlAttribute(current, name, value));
  // The qualifier is typed in beside the value; other XML attributes the schema requires (a type code) under it.
  const required = xmlAttributes.filter(
    (attribute) => attribute.multiplicity.min > 0 && elementName(attribute) !== qualifier?.attribute,
  );
  return (
    <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Flex gap={4} align="flex-start" style={{ minWidth: 0 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <ValueField
            entry={entry}
            shape={shape}
            value={element?.value}
            ariaLabel={ariaLabel}
            onChange={setValue}
            disabled={disabled}
          />
        </div>
        {qualifier && (
          <GdsnCodePicker
            ariaLabel={`${ariaLabel} ${QUALIFIER_WORDS[qualifier.role]}`}
            value={element?.attributes?.[qualifier.attribute]}
            onChange={setAttribute(qualifier.attribute)}
            codeListName={qualifier.codeListName}
            placeholder={spacedName(QUALIFIER_WORDS[qualifier.role])}
            disabled={disabled}
            style={{ width: QUALIFIER_WIDTH, flex: 'none' }}
          />
        )}
      </Flex>
      {required.map((attribute) => (
        <GdsnCodePicker
          key={attribute.path}
          ariaLabel={`${ariaLabel} ${spacedName(attribute.name)}`}
          value={element?.attributes?.[elementName(attribute)]}
          onChange={setAttribute(elementName(attribute))}
          codeListName={attribute.codeListName}
          placeholder={spacedName(attribute.name)}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      ))}
    </Flex>
  );
}

interface ValueFieldProps {
  entry: GdsnEntry;
  shape: GdsnValueShape;
  value: string | undefined;
  ariaLabel: string;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}

function ValueField({ entry, shape, value, ariaLabel, onChange, disabled }: ValueFieldProps) {
  const maxLength = entry.length?.max;
  const text = (next: string) => onChange(next === '' ? undefined : next);
  switch (shape.kind) {
    case 'code':
      return (
        <GdsnCodePicker
          ariaLabel={ariaLabel}
          value={value}
          onChange={onChange}
          codeListName={entry.codeListName}
          enumeration={shape.enumeration}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    case 'nonBinaryLogic':
      return (
        <Select
          aria-label={ariaLabel}
          value={value || undefined}
          onChange={(next?: string) => onChange(next || undefined)}
          options={(shape.enumeration ?? ['TRUE', 'FALSE', 'UNSPECIFIED']).map((code) => ({
            value: code,
            label: LOGIC_LABELS[code] ?? code,
          }))}
          allowClear
          placeholder="True, False or Unspecified"
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={ariaLabel}
          value={value || undefined}
          onChange={(next?: string) => onChange(next || undefined)}
          options={BOOLEAN_OPTIONS}
          allowClear
          placeholder="Yes or No"
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    case 'date':
    case 'dateTime': {
      const withTime = shape.kind === 'dateTime';
      const parsed = value ? dayjs(value) : null;
      return (
        <DatePicker
          aria-label={ariaLabel}
          showTime={withTime ? { format: 'HH:mm' } : false}
          format={withTime ? `${DATE_FORMAT} HH:mm` : DATE_FORMAT}
          value={parsed?.isValid() ? parsed : null}
          onChange={(date) => onChange(date ? date.format(withTime ? ISO_DATE_TIME : ISO_DATE) : undefined)}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    }
    case 'longText':
      return (
        <Input.TextArea
          aria-label={ariaLabel}
          value={value ?? ''}
          onChange={(event) => text(event.target.value)}
          maxLength={maxLength}
          autoSize={{ minRows: 2, maxRows: 8 }}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          aria-label={ariaLabel}
          value={value ?? ''}
          onChange={(event) => text(event.target.value)}
          maxLength={maxLength}
          inputMode={shape.kind === 'number' ? 'decimal' : undefined}
          disabled={disabled}
        />
      );
  }
}
