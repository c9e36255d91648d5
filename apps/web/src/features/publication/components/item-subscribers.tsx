import { Flex, Popover, Typography } from 'antd';
import { Link } from 'react-router';
import type { ItemSubscriber } from '@tradepool/domain';
import { EllipsisText } from '../../../components/ellipsis-text';
import { subscriberItemsPath } from '../publication-paths';
import { CicStatusTag, DeliveryStatusTag } from './status-tags';

/** How many subscribers a grid cell lists before the rest go behind "+N more". */
const LISTED = 3;

function SubscriberLine({ subscriber }: { subscriber: ItemSubscriber }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: 6 }}>
      <Link to={subscriberItemsPath(subscriber)} style={{ display: 'block', minWidth: 0 }} title={subscriber.gln}>
        <EllipsisText text={subscriber.name || subscriber.gln} />
      </Link>
      <span style={{ whiteSpace: 'nowrap' }}>
        <DeliveryStatusTag status={subscriber.deliveryStatus} error={subscriber.deliveryError} />
        {subscriber.deliveryStatus !== 'waiting' && subscriber.deliveryStatus !== 'pending' && (
          <CicStatusTag status={subscriber.cicStatus} />
        )}
      </span>
    </div>
  );
}

/**
 * The subscribers of a published item, each with where its CIN stands and its latest CIC. A publication
 * waiting for a subscription has no CIC to show: its delivery tag says why, on hover.
 */
export function ItemSubscribers({ subscribers }: { subscribers: readonly ItemSubscriber[] }) {
  if (subscribers.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const rest = subscribers.slice(LISTED);
  return (
    <Flex vertical gap={2}>
      {subscribers.slice(0, LISTED).map((subscriber) => (
        <SubscriberLine key={subscriber.gln} subscriber={subscriber} />
      ))}
      {rest.length > 0 && (
        <Popover
          title="Every subscriber"
          content={
            <Flex vertical gap={4} style={{ width: 420 }}>
              {subscribers.map((subscriber) => (
                <SubscriberLine key={subscriber.gln} subscriber={subscriber} />
              ))}
            </Flex>
          }
        >
          <Typography.Link>+{rest.length} more</Typography.Link>
        </Popover>
      )}
    </Flex>
  );
}
