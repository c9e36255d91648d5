import { Alert, Card, Col, Row, Statistic, Tooltip } from 'antd';
import type { RegistrationStatus } from '@tradepool/domain';
import { BRAND_COLOR } from '../../../components/brand';
import { useRegistrationTotals } from '../api/get-registration-totals';
import { TOTAL_CARDS } from '../registration-search';

const CARD_COLORS: Record<RegistrationStatus, string> = { 1: '#1677ff', 2: '#d48806', 3: '#389e0d', 4: '#cf1322' };

export interface RegistrationTotalsCardsProps {
  /** The status the grid is filtered by; its card is marked. */
  activeStatus: RegistrationStatus | null;
  onPick: (status: RegistrationStatus) => void;
}

/** Spec point 3, "Registration totals": four cards, each filtering the grid by its status and saying what it counts. */
export function RegistrationTotalsCards({ activeStatus, onPick }: RegistrationTotalsCardsProps) {
  const totals = useRegistrationTotals();
  if (totals.error) return <Alert type="error" showIcon title={totals.error.message} />;
  return (
    <Row gutter={[16, 16]}>
      {TOTAL_CARDS.map((card) => {
        const active = activeStatus === card.status;
        return (
          <Col key={card.key} xs={12} lg={6}>
            <Tooltip title={card.hint}>
              <Card
                hoverable
                size="small"
                role="button"
                tabIndex={0}
                aria-pressed={active}
                aria-label={`${card.label}: ${totals.data?.[card.key] ?? 'loading'}`}
                aria-description={card.hint}
                onClick={() => onPick(card.status)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onPick(card.status);
                  }
                }}
                style={{
                  borderColor: active ? BRAND_COLOR : undefined,
                  boxShadow: active ? `0 0 0 1px ${BRAND_COLOR}` : undefined,
                }}
              >
                <Statistic
                  title={card.label}
                  value={totals.data?.[card.key] ?? 0}
                  loading={totals.isPending}
                  styles={{ content: { color: CARD_COLORS[card.status] } }}
                />
              </Card>
            </Tooltip>
          </Col>
        );
      })}
    </Row>
  );
}
