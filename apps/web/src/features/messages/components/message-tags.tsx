import { Tag, Tooltip } from 'antd';
import type { InboxMessage } from '@tradepool/domain';

const STATUS_COLORS: Record<string, string> = {
  failed: 'red',
  queued: 'gold',
  sent: 'blue',
  received: 'cyan',
  processed: 'green',
};

export function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}

const PUSH_LABELS = { pending: 'Pending', retrying: 'Retrying', delivered: 'Pushed', failed: 'Push failed' } as const;
const PUSH_COLORS = { pending: 'default', retrying: 'orange', delivered: 'green', failed: 'red' } as const;

/** The webhook push: its state, and on hover its attempts and the receiver's last answer. */
export function PushTag({ push }: { push: InboxMessage['push'] }) {
  if (!push) return <span aria-label="No webhook push">—</span>;
  const detail = `${push.attempts} attempt${push.attempts === 1 ? '' : 's'}${push.lastError ? `: ${push.lastError}` : ''}`;
  return (
    <Tooltip title={detail}>
      <Tag color={PUSH_COLORS[push.status]}>{PUSH_LABELS[push.status]}</Tag>
    </Tooltip>
  );
}

/** A stored time (ISO, UTC) as the screen shows it: the date and the time to the second, in UTC. */
export function utcTime(value: string | null): string {
  return value ? `${value.slice(0, 10)} ${value.slice(11, 19)}` : '—';
}
