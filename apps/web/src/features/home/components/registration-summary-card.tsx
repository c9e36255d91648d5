import { Card, Col, Flex, Row, Tooltip, Typography } from 'antd';
import { formatDateTime } from '../../catalog';
import { useRegistrationSummary } from '../api/get-registration-summary';
import { summaryGroups } from '../home-links';
import { ChartCardBody } from '../../../components/chart-card-body';
import { CountLink } from '../../../components/count-link';
import { PublisherActivitiesButton } from './publisher-activities-button';

/**
 * Spec point 3, "Registration and publication summary": the catalog, its publications and their CIC states,
 * and its product data, each number opening the list that counts it; the last activity, and its workbook.
 */
export function RegistrationSummaryCard() {
  const summary = useRegistrationSummary();
  const last = summary.data?.lastActivity;
  return (
    <Card
      title="Registration and publication"
      extra={<PublisherActivitiesButton />}
      style={{ height: '100%' }}
      styles={{ body: { paddingBottom: 12 } }}
    >
      <ChartCardBody loading={summary.isPending} error={summary.error} empty={false} emptyText={null} height={200}>
        <Row gutter={[24, 16]}>
          {summary.data &&
            summaryGroups(summary.data).map((group) => (
              <Col key={group.title} xs={24} sm={8}>
                <Typography.Text type="secondary" strong style={{ display: 'block', marginBottom: 8 }}>
                  {group.title}
                </Typography.Text>
                <Flex vertical gap={8}>
                  {group.links.map((link) => (
                    <Flex key={link.key} justify="space-between" align="baseline" gap={12}>
                      <Tooltip title={link.hint} placement="left">
                        <span>{link.label}</span>
                      </Tooltip>
                      <CountLink count={link.count} to={link.to} label={`${group.title}, ${link.label}`} />
                    </Flex>
                  ))}
                </Flex>
              </Col>
            ))}
        </Row>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16 }}>
          {last ? `Last activity ${formatDateTime(last)}` : 'No activity yet.'}
        </Typography.Text>
      </ChartCardBody>
    </Card>
  );
}
