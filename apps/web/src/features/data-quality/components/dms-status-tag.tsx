import { Tag } from 'antd';
import { DMS_STATUS_LABELS } from '@tradepool/domain';
import type { DmsStatusCode } from '@tradepool/domain';

const COLORS: Record<DmsStatusCode, string> = { 11: 'blue', 10: 'gold', 12: 'green', 4: 'red' };
/** The presets' own text is too light on their tint for WCAG AA; the palettes' darker shades read. */
const TEXT: Record<DmsStatusCode, string> = { 11: '#003eb3', 10: '#874d00', 12: '#135200', 4: '#a8071a' };

/** An item's DMS status (spec point 4: New, Review, Sync'd, Reject). */
export function DmsStatusTag({ status }: { status: number }) {
  const code = (status in COLORS ? status : 11) as DmsStatusCode;
  return (
    <Tag color={COLORS[code]} style={{ marginInlineEnd: 0, color: TEXT[code] }}>
      {DMS_STATUS_LABELS[code]}
    </Tag>
  );
}
