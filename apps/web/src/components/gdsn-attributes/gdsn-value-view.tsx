import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { GdsnElement } from '@tradepool/domain';
import { spacedName } from './gdsn-modules';
import { formatGdsnValue, gdsnValueLine } from './gdsn-value';
import type { GdsnCodeLabeler, GdsnValueShape } from './gdsn-value';

const LOGIC_COLOURS: Record<string, string> = { TRUE: 'green', FALSE: 'volcano' };

export interface GdsnValueViewProps {
  shape: GdsnValueShape;
  element: GdsnElement;
  codeListName: string | null;
  labelOf: GdsnCodeLabeler;
}

/**
 * One value as people read it: a text with its language, a measurement with its unit, a code with its label,
 * a date mm/dd/yyyy, NonBinaryLogic as a tag; the element's other XML attributes (a type code, a list's
 * version) under it.
 */
export function GdsnValueView({ shape, element, codeListName, labelOf }: GdsnValueViewProps) {
  const value = element.value ?? '';
  const { qualifier } = shape;
  const qualified = qualifier ? element.attributes?.[qualifier.attribute] : undefined;
  const qualifierLabel = qualified && qualifier?.codeListName ? labelOf(qualifier.codeListName, qualified) : undefined;
  const others = Object.entries(element.attributes ?? {}).filter(([name]) => name !== qualifier?.attribute);
  const text = formatGdsnValue(shape, value, codeListName, labelOf);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {/* Inline, so a long text runs on after its language tag rather than under it. */}
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 }}>
        {qualifier?.role === 'language' && qualified && (
          <Tooltip title={qualifierLabel}>
            <Tag style={{ marginInlineEnd: 6 }}>{qualified}</Tag>
          </Tooltip>
        )}
        {shape.kind === 'nonBinaryLogic' ? <Tag color={LOGIC_COLOURS[value]}>{text}</Tag> : text || '—'}
        {qualifier && qualifier.role !== 'language' && qualified && (
          <Tooltip title={qualifierLabel}>
            <Typography.Text type="secondary"> {qualified}</Typography.Text>
          </Tooltip>
        )}
      </div>
      {others.map(([name, attribute]) => (
        <Typography.Text key={name} type="secondary" style={{ fontSize: 12 }}>
          {spacedName(name)}: {attribute}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The data quality screen's change flag: what the value was before, in words and on hover. */
export function GdsnChangeTag({
  before,
  shape,
  codeListName,
  labelOf,
}: Omit<GdsnValueViewProps, 'element'> & { before: GdsnElement | undefined }) {
  const was = gdsnValueLine(shape, before, codeListName, labelOf);
  return (
    <Tooltip title={was ? `Before: ${was}` : 'No value before'}>
      <Tag color="orange" style={{ marginInlineEnd: 0, maxWidth: '100%', whiteSpace: 'normal' }}>
        Changed · was {was ? `“${was.length > 40 ? `${was.slice(0, 40)}…` : was}”` : 'empty'}
      </Tag>
    </Tooltip>
  );
}
