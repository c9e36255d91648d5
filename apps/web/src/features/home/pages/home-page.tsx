import { Col, Flex, Row, Typography } from 'antd';
import { isSubscriberOnly } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useRouteDirectory } from '../../../lib/route-directory';
import { WeeklySyncCharts } from '../../data-quality';
import { AreaCards } from '../components/area-cards';
import { CatalogStatusCard } from '../components/catalog-status-card';
import { DmsSummaryCard } from '../components/dms-summary-card';
import { ItemSearch } from '../components/item-search';
import { ProcessingErrorFlag } from '../components/processing-error-flag';
import { ProfileSummary } from '../components/profile-summary';
import { RegistrationSummaryCard } from '../components/registration-summary-card';
import { SubscriberSummaryCard } from '../components/subscriber-summary-card';

/**
 * Spec point 2, the dashboard: what the user's company has and where it stands, each part shown to who may
 * open the screens it leads to. A catalog keeper gets the item search, the status chart and, publishing or
 * managing it, the registration and publication summary (never a read-only subscriber: spec point 6); a
 * publisher the subscriber summary; a buyer the weekly charts and the data quality by publisher. Below, the
 * account and the areas the role may open.
 */
export function HomePage() {
  const user = useCurrentUser();
  const { areasFor } = useRouteDirectory();
  const keepsCatalog = can(user, 'CATALOG_VIEW') && !isSubscriberOnly(user.roleName);
  const publisher = can(user, 'CATALOG_MANAGE') || can(user, 'CATALOG_PUBLISH');
  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={`Welcome, ${user.firstName}`}
        subtitle={`You are working for ${user.companyName} as ${user.roleDescription}.`}
        extra={keepsCatalog && <ItemSearch />}
      />
      {can(user, 'CATALOG_MANAGE') && <ProcessingErrorFlag />}
      {keepsCatalog && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={publisher ? 10 : 24}>
            <CatalogStatusCard />
          </Col>
          {publisher && (
            <Col xs={24} lg={14}>
              <RegistrationSummaryCard />
            </Col>
          )}
        </Row>
      )}
      {can(user, 'CATALOG_PUBLISH') && <SubscriberSummaryCard />}
      {can(user, 'CATALOG_SUBSCRIBE') && (
        <>
          <WeeklySyncCharts />
          <DmsSummaryCard />
        </>
      )}
      <ProfileSummary user={user} />
      <section>
        <Typography.Title level={5}>Your areas</Typography.Title>
        <AreaCards areas={areasFor(user)} />
      </section>
    </Flex>
  );
}
