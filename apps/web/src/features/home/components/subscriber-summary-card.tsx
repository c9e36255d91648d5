import { Card } from 'antd';
import { Link } from 'react-router';
import { HOME_SUBSCRIBER_SUMMARY_ROWS } from '@tradepool/domain';
import { PUBLICATION_PATH, SubscribersTab } from '../../publication';
import { useSubscriberSummary } from '../api/get-subscriber-summary';

/**
 * Spec point 9, "Subscriber summary on home": the publication center's subscriber grid from
 * `catalogs/subscriberSummary`, 10 rows a page in lower(name) order, each count opening that subscriber's
 * items filtered by its CIC state.
 */
export function SubscriberSummaryCard() {
  return (
    <Card title="Subscribers" extra={<Link to={PUBLICATION_PATH}>Publication center</Link>}>
      <SubscribersTab pageSize={HOME_SUBSCRIBER_SUMMARY_ROWS} useSummary={useSubscriberSummary} />
    </Card>
  );
}
