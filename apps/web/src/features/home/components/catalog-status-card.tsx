import { Card, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { DashboardStatus } from '@tradepool/domain';
import { Chart } from '../../../components/chart';
import { CATALOG_PATH } from '../../catalog';
import { useItemStatusCounts } from '../api/get-item-status-counts';
import { statusChartLabel, statusChartOption, statusColor } from '../chart-options';
import { statusPath } from '../home-links';
import { ChartCardBody } from '../../../components/chart-card-body';
import { CountLink } from '../../../components/count-link';

const CHART_HEIGHT = 200;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Spec point 2, the catalog status chart (In Process, Validated, Failed, Not Ready; two of them for a
 * non-GDSN user): a donut with the total in its hole, and beside it each status with its count, which opens
 * the catalog filtered by it (a click on a slice does too).
 */
export function CatalogStatusCard() {
  const navigate = useNavigate();
  const counts = useItemStatusCounts();
  const rows = counts.data ?? [];
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card title="Catalog status" extra={<Link to={CATALOG_PATH}>Open the catalog</Link>} style={{ height: '100%' }}>
      <ChartCardBody
        loading={counts.isPending}
        error={counts.error}
        empty={total === 0}
        emptyText="Your catalog has no items yet."
        height={CHART_HEIGHT}
      >
        <Flex align="center" gap={24} wrap>
          <div style={{ position: 'relative', flex: '1 1 180px', minWidth: 180, maxWidth: 240 }}>
            <Chart
              option={statusChartOption(rows)}
              height={CHART_HEIGHT}
              label={statusChartLabel(rows)}
              onClick={({ dataIndex }) => navigate(statusPath(rows[dataIndex]!.status as DashboardStatus))}
            />
            <Flex
              vertical
              align="center"
              justify="center"
              aria-hidden="true"
              style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
            >
              <Typography.Text strong style={{ fontSize: 24, lineHeight: 1.1, ...numeric }}>
                {total.toLocaleString('en-US')}
              </Typography.Text>
              <Typography.Text type="secondary">items</Typography.Text>
            </Flex>
          </div>
          <Flex vertical gap={10} style={{ flex: '1 1 160px' }} role="list" aria-label="Items per status">
            {rows.map((row) => (
              <Flex key={row.status} role="listitem" justify="space-between" align="center" gap={12}>
                <Flex align="center" gap={8}>
                  <span
                    aria-hidden="true"
                    style={{ width: 10, height: 10, borderRadius: 2, background: statusColor(row.status) }}
                  />
                  <span>{row.label}</span>
                </Flex>
                <CountLink
                  count={row.count}
                  to={statusPath(row.status as DashboardStatus)}
                  label={`${row.label} items`}
                />
              </Flex>
            ))}
          </Flex>
        </Flex>
      </ChartCardBody>
    </Card>
  );
}
