import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { BRAND_COLOR } from '../../../components/brand';
import type { AreaLink } from '../../../lib/route-directory';

export function AreaCards({ areas }: { areas: readonly AreaLink[] }) {
  if (areas.length === 0) return <Empty description="No areas are open to your role yet." />;
  return (
    <Row gutter={[16, 16]}>
      {areas.map((area) => (
        <Col key={area.path} xs={24} sm={12} lg={8} xxl={6}>
          <Link to={area.path} aria-label={area.title}>
            <Card hoverable style={{ height: '100%' }}>
              <Card.Meta
                avatar={<span style={{ fontSize: 22, color: BRAND_COLOR }}>{area.icon}</span>}
                title={area.title}
                description={<Typography.Text type="secondary">{area.description}</Typography.Text>}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
