import { Card } from 'antd';
import { Link } from 'react-router';
import { HOME_DMS_SUMMARY_ROWS } from '@tradepool/domain';
import { DMS_PATH, DmsSummaryList } from '../../data-quality';

/**
 * Spec point 9, "Home DMS search": the data quality summary's publishers, 200 a page, the latest upload
 * first; each count opens the publisher's item list in its view, which leads back home.
 */
export function DmsSummaryCard() {
  return (
    <Card title="Data quality by publisher" extra={<Link to={DMS_PATH}>Data quality</Link>}>
      <DmsSummaryList pageSize={HOME_DMS_SUMMARY_ROWS} fromFlag="home" />
    </Card>
  );
}
