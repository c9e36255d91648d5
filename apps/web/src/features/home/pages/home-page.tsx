import { Flex, Typography } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useRouteDirectory } from '../../../lib/route-directory';
import { AreaCards } from '../components/area-cards';
import { ProcessingErrorFlag } from '../components/processing-error-flag';
import { ProfileSummary } from '../components/profile-summary';

/** The welcome workspace: who is signed in, for which company, and the areas this role may open. */
export function HomePage() {
  const user = useCurrentUser();
  const { areasFor } = useRouteDirectory();
  return (
    <Flex vertical gap={24}>
      <PageTitle
        title={`Welcome, ${user.firstName}`}
        subtitle={`You are working for ${user.companyName} as ${user.roleDescription}.`}
      />
      {can(user, 'CATALOG_MANAGE') && <ProcessingErrorFlag />}
      <ProfileSummary user={user} />
      <section>
        <Typography.Title level={5}>Your areas</Typography.Title>
        <AreaCards areas={areasFor(user)} />
      </section>
    </Flex>
  );
}
