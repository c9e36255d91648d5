import { Tag, Tooltip } from 'antd';
import { DELIVERY_STATUS_LABELS } from '@tradepool/domain';
import type { CicState, DeliveryStatus } from '@tradepool/domain';
import { cicStateLabel } from '../publication-format';

const CIC_COLORS: Record<CicState, string> = {
  RECEIVED: 'blue',
  REVIEW: 'gold',
  SYNCHRONISED: 'green',
  REJECTED: 'red',
};

/** The presets' own text is too light on their tint for WCAG AA (axe, on the support workflow); darker shades read. */
const CIC_TEXT: Record<CicState, string> = {
  RECEIVED: '#003eb3',
  REVIEW: '#874d00',
  SYNCHRONISED: '#135200',
  REJECTED: '#a8071a',
};

const CIC_HINTS: Record<CicState, string> = {
  RECEIVED: 'The subscriber received the item and has not decided on it yet.',
  REVIEW: 'The subscriber asks for changes: see the CIC codes and corrective action.',
  SYNCHRONISED: 'The subscriber keeps the item in sync: later changes reach it.',
  REJECTED: 'The subscriber refused the item.',
};

/** What a subscriber's latest CIC says of the item. */
export function CicStatusTag({ status }: { status: CicState | null }) {
  if (!status)
    return (
      <Tooltip title="The subscriber has not answered with a CIC yet.">
        <Tag>{cicStateLabel(null)}</Tag>
      </Tooltip>
    );
  return (
    <Tooltip title={CIC_HINTS[status]}>
      <Tag color={CIC_COLORS[status]} style={{ color: CIC_TEXT[status] }}>
        {cicStateLabel(status)}
      </Tag>
    </Tooltip>
  );
}

const DELIVERY_COLORS: Record<DeliveryStatus, string> = {
  pending: 'default',
  waiting: 'orange',
  delivered: 'green',
  queued: 'cyan',
  failed: 'red',
};

/** What each delivery state means, on hover: 'Waiting for a subscription' above all needs saying. */
export const DELIVERY_HINTS: Record<DeliveryStatus, string> = {
  pending: 'Just published: Tradepool is checking the subscriptions and sending the item (a CIN).',
  waiting:
    'Published, but no subscription of this subscriber matches the item yet (by your GLN, the GTIN, its GPC or ' +
    'target market). GS1 sends the item (a CIN) only where a publication meets a subscription: it goes out ' +
    'by itself as soon as the subscriber subscribes.',
  delivered: "The item (a CIN) reached the subscriber in Tradepool, or the subscriber's data pool accepted it.",
  queued:
    'The subscriber is in another data pool: the item (a CIN) is queued until it is sent to the partner pool ' +
    "serving the subscriber's GLN (support's timeline shows each hop, or that no partner pool serves it yet).",
  failed:
    "Building or sending the item (a CIN) failed (Tradepool retries it), or the subscriber's data pool rejected it.",
};

/** Where a publication's CIN stands, explained on hover (a failure with its reason). */
export function DeliveryStatusTag({ status, error }: { status: DeliveryStatus; error?: string | null }) {
  const hint = status === 'failed' && error ? `${DELIVERY_HINTS.failed} The reason: ${error}` : DELIVERY_HINTS[status];
  return (
    <Tooltip title={hint}>
      <Tag color={DELIVERY_COLORS[status]} style={{ cursor: 'help' }}>
        {DELIVERY_STATUS_LABELS[status]}
      </Tag>
    </Tooltip>
  );
}
