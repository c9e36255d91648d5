import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { SendOutlined, ToolOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { FIX_SCREEN_NAME, isGdsnUser, type RegistrationRow } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { ItemErrorsDrawer } from '../components/item-errors-drawer';
import { RegistrationFilters } from '../components/registration-filters';
import { RegistrationGrid } from '../components/registration-grid';
import { RegistrationTotalsCards } from '../components/registration-totals-cards';
import { useRegistrationList } from '../components/use-registration-list';
import { FIX_PATH, REGISTER_PATH, registrationFiltersFromQuery } from '../registration-paths';
import { DEFAULT_REGISTRATION_SORT, toggleStatus } from '../registration-search';

/**
 * Spec point 2, "Registration list" (/registration): totals, filters and the items' registration state; a
 * link may open it on one status (`?status=`). Registering is offered to GDSN users only.
 */
export function RegistrationPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const list = useRegistrationList(registrationFiltersFromQuery(query), DEFAULT_REGISTRATION_SORT);
  const [errorsOf, setErrorsOf] = useState<RegistrationRow | null>(null);

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Registration"
        subtitle="Your items' registration with the GS1 Global Registry. Click a row with errors to see them."
        extra={
          <Flex gap={8} wrap>
            {isGdsnUser(user.userType) && (
              <Button type="primary" icon={<SendOutlined />} onClick={() => navigate(REGISTER_PATH)}>
                Register items
              </Button>
            )}
            <Button icon={<ToolOutlined />} onClick={() => navigate(FIX_PATH)}>
              {FIX_SCREEN_NAME}
            </Button>
          </Flex>
        }
      />
      <RegistrationTotalsCards
        activeStatus={list.filters.status}
        onPick={(status) => list.filter(toggleStatus(list.filters, status))}
      />
      <Card size="small">
        <Flex vertical gap={12}>
          <RegistrationFilters filters={list.filters} onChange={list.filter} statusShown />
          {list.result.error && <Alert type="error" showIcon title={list.result.error.message} />}
          <RegistrationGrid
            {...list.gridProps}
            statusShown
            dateField="lastUpdate"
            onOpenErrors={setErrorsOf}
            emptyText="No items match the filters."
          />
        </Flex>
      </Card>
      <ItemErrorsDrawer row={errorsOf} onClose={() => setErrorsOf(null)} />
    </Flex>
  );
}
