import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { WeeklySync } from '@tradepool/domain';
import { Chart } from '../../../components/chart';
import { ChartCardBody } from '../../../components/chart-card-body';
import { CountLink } from '../../../components/count-link';
import { useCurrentUser } from '../../../lib/auth';
import { showsSubscriptionColumns } from '../../subscriptions';
import { CHART_WEEKS, useLastWeekSync, useWeeklySync } from '../api/get-weekly-sync';
import { DMS_PATH } from '../dms-paths';
import {
  hasSyncActivity,
  hasVelocity,
  velocityLabel,
  velocityOption,
  weeklySyncLabel,
  weeklySyncOption,
} from '../weekly-sync-options';

const CHART_HEIGHT = 240;
/** The totals in the card's header read at the header's size. */
const FIGURE = { fontSize: 14 } as const;
const SUBSCRIPTION_PATH = '/subscription';

/** The last 7 days' figures above a chart. */
function Figures({ items }: { items: { title: string; value: number | undefined }[] }) {
  return (
    <Flex gap={32} wrap style={{ marginBottom: 8 }}>
      {items.map((item) => (
        <Statistic
          key={item.title}
          title={item.title}
          value={item.value ?? '–'}
          styles={{ content: { fontSize: 20 } }}
        />
      ))}
    </Flex>
  );
}

/**
 * Spec point 2, the buyer's weekly charts over the last 12 weeks: the items it synchronised each week
 * (stacked area, matched to one of its own items or not) and its subscription velocity (subscriptions
 * created against items received). The figures above are the last 7 days (`dms/lastweeksynchitem`); the
 * matched and unmatched totals open the data quality summary, where each publisher's share opens its items.
 */
export function WeeklySyncCharts() {
  const user = useCurrentUser();
  const weeks = useWeeklySync();
  const last = useLastWeekSync();
  const rows: WeeklySync[] = weeks.data ?? [];
  const lastWeek = last.data;
  const totals = lastWeek && (
    <Typography.Text type="secondary">
      Items received: <CountLink count={lastWeek.matchTotalCount} to={DMS_PATH} label="Matched items" style={FIGURE} />{' '}
      matched
      {' · '}
      <CountLink count={lastWeek.unmatchTotalCount} to={DMS_PATH} label="Unmatched items" style={FIGURE} /> unmatched
    </Typography.Text>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title="Weekly synchronisation" extra={totals} style={{ height: '100%' }}>
          <Figures
            items={[
              {
                title: 'Synchronised, last 7 days',
                value: lastWeek && lastWeek.matchSyncCount + lastWeek.unmatchSyncCount,
              },
              { title: 'of them matched', value: lastWeek?.matchSyncCount },
            ]}
          />
          <ChartCardBody
            loading={weeks.isPending}
            error={weeks.error}
            empty={!hasSyncActivity(rows)}
            emptyText={`No item was synchronised in the last ${CHART_WEEKS} weeks.`}
            height={CHART_HEIGHT}
          >
            <Chart option={weeklySyncOption(rows)} height={CHART_HEIGHT} label={weeklySyncLabel(rows)} />
          </ChartCardBody>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title="Subscription velocity"
          // Issue 35: only for who has the subscriptions screen (GDSN users).
          extra={showsSubscriptionColumns(user.userType) && <Link to={SUBSCRIPTION_PATH}>Subscriptions</Link>}
          style={{ height: '100%' }}
        >
          <Figures
            items={[
              { title: 'Subscriptions, last 7 days', value: lastWeek?.subscriptionCount },
              { title: 'Items received', value: lastWeek?.publishedItemsCount },
              { title: 'from suppliers', value: lastWeek?.supplierPulishedCount },
            ]}
          />
          <ChartCardBody
            loading={weeks.isPending}
            error={weeks.error}
            empty={!hasVelocity(rows)}
            emptyText={`No subscription created and no item received in the last ${CHART_WEEKS} weeks.`}
            height={CHART_HEIGHT}
          >
            <Chart option={velocityOption(rows)} height={CHART_HEIGHT} label={velocityLabel(rows)} />
          </ChartCardBody>
        </Card>
      </Col>
    </Row>
  );
}
