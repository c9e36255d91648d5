import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { MESSAGES } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useRegisterItems } from '../api/register-items';
import { RegistrationFilters } from '../components/registration-filters';
import { RegistrationGrid } from '../components/registration-grid';
import { useRegistrationList } from '../components/use-registration-list';
import { registerNotice } from '../register-outcome';
import { DEFAULT_REGISTRATION_SORT, REGISTER_FILTERS } from '../registration-search';

/**
 * Spec point 2, "Register screen" (/registration/register): the items ready to register, ticked and sent
 * to the registry.
 */
export function RegisterPage() {
  const flash = useFlash();
  const list = useRegistrationList(REGISTER_FILTERS, DEFAULT_REGISTRATION_SORT);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const register = useRegisterItems();

  function submit() {
    if (selectedIds.length === 0) {
      flash.error(MESSAGES.selectItemToRegister);
      return;
    }
    flash.clear();
    register.mutate(selectedIds, {
      onSuccess: (outcome) => {
        const notice = registerNotice(outcome);
        if (notice.kind === 'success') flash.success(notice.text);
        else flash.error(notice.text);
        setSelectedIds([]);
      },
      onError: (error) => flash.error(MESSAGES.registrationFailed(error.message)),
    });
  }

  const count = selectedIds.length;
  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Register Items"
        subtitle="Items ready to register: validated by the GDSN rules and never sent to the GS1 Global Registry. Tick them and send them for registration."
      />
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <RegistrationFilters filters={list.filters} onChange={list.filter} statusShown={false} />
            <Flex align="center" gap={12}>
              <Typography.Text type="secondary">
                {count.toLocaleString('en-US')} {count === 1 ? 'item' : 'items'} selected
              </Typography.Text>
              <Button type="primary" icon={<SendOutlined />} loading={register.isPending} onClick={submit}>
                Register
              </Button>
            </Flex>
          </Flex>
          {list.result.error && <Alert type="error" showIcon title={list.result.error.message} />}
          <RegistrationGrid
            {...list.gridProps}
            statusShown={false}
            dateField="lastUpdate"
            selection={{ selectedIds, onSelect: setSelectedIds }}
            emptyText="No items are ready to register."
          />
        </Flex>
      </Card>
    </Flex>
  );
}
