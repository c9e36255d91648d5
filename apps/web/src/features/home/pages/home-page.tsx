import { Col, Flex, Row, Typography } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
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
import { homeSections } from '../home-sections';

/**
 * Spec point 2, the dashboard: what the user's company has and where it stands, each part shown to who may
 * open the screens it leads to (see `homeSections`). Below, the account and the areas the role may open.
 */
export function HomePage() {
  const user = useCurrentUser();
  const { areasFor } = useRouteDirectory();
  const shown = homeSections(user);
  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={`Welcome, ${user.firstName}`}
        subtitle={`You are working for ${user.companyName} as ${user.roleDescription}.`}
        extra={shown.catalog && <ItemSearch />}
      />
      {shown.processingErrors && <ProcessingErrorFlag />}
      {shown.catalog && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={shown.registration ? 10 : 24}>
            <CatalogStatusCard />
          </Col>
          {shown.registration && (
            <Col xs={24} lg={14}>
              <RegistrationSummaryCard />
            </Col>
          )}
        </Row>
      )}
      {shown.subscribers && <SubscriberSummaryCard />}
      {shown.buyer && (
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
