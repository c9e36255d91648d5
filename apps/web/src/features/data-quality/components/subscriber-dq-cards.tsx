import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useSubscriberDqSummary } from '../api/search-dms-summary';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Spec point 2, "Subscriber data quality summary": the buyer's own items (its item master, from
 * cross-reference files) and how many of them a publisher's item matches. The possible-match count is
 * the spec's hidden column; it shows here as what is left to confirm.
 */
export function SubscriberDqCards() {
  const summary = useSubscriberDqSummary();
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (summary.error) return <Typography.Text type="danger">{summary.error.message}</Typography.Text>;
  if (!summary.data) return null;
  const { subscriberItemsCount, matchTotalCount, unmatchTotalCount, possibleMatchCount } = summary.data;
  const cards = [
    { title: 'Your items', value: subscriberItemsCount },
    {
      title: "Matched to a publisher's item",
      value: matchTotalCount,
      suffix: <Typography.Text type="secondary">{pct(matchTotalCount, subscriberItemsCount)} %</Typography.Text>,
    },
    { title: 'Unmatched', value: unmatchTotalCount },
    { title: 'Unmatched with a possible match', value: possibleMatchCount },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} suffix={card.suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
