import { Form } from 'antd';
import type { AttributeDefinition, AttributeValue } from '@tradepool/domain';
import { AttributeInput } from './attribute-input';
import { GroupAttributeTable } from './group-attribute-table';

export interface AttributeFieldProps {
  attribute: AttributeDefinition;
  value: AttributeValue | undefined;
  onChange: (code: string, value: AttributeValue) => void;
  editable: boolean;
  /** The messages of the last check of this attribute, shown under it. */
  problems?: readonly string[];
  /** Mark the attribute as needed: one of the 32 for readiness, or a create key before the first save. */
  required: boolean;
}

/** One attribute of the dictionary with its label, its input, and what is wrong with it. */
export function AttributeField({ attribute, value, onChange, editable, problems = [], required }: AttributeFieldProps) {
  const id = `item-${attribute.code}`;
  const invalid = problems.length > 0;
  const extra = attribute.derived ? 'Set by the system.' : undefined;
  return (
    <Form.Item
      label={attribute.label}
      htmlFor={attribute.type === 'group' ? undefined : id}
      required={required}
      validateStatus={invalid ? 'error' : undefined}
      help={invalid ? problems.join(' ') : undefined}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {attribute.type === 'group' ? (
        <GroupAttributeTable
          attribute={attribute}
          rows={Array.isArray(value) ? value : []}
          onChange={(rows) => onChange(attribute.code, rows)}
          disabled={!editable}
        />
      ) : (
        <AttributeInput
          id={id}
          field={attribute}
          value={value}
          onChange={(next) => onChange(attribute.code, next)}
          disabled={!editable}
          invalid={invalid}
        />
      )}
    </Form.Item>
  );
}
