import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TimelineTone } from '@tradepool/domain';

export const TONE_COLORS: Record<TimelineTone, string> = {
  done: 'green',
  waiting: 'gold',
  failed: 'red',
  info: 'blue',
};
/** The presets' own text is too light on their tint for WCAG AA; the palettes' darker shades read. */
const TONE_TEXT: Record<TimelineTone, string> = {
  done: '#135200',
  waiting: '#874d00',
  failed: '#a8071a',
  info: '#003eb3',
};

/** How a step or a registration went, in the timeline's colours. */
export function ToneTag({ tone, children }: { tone: TimelineTone; children: ReactNode }) {
  return (
    <Tag color={TONE_COLORS[tone]} style={{ color: TONE_TEXT[tone] }}>
      {children}
    </Tag>
  );
}
