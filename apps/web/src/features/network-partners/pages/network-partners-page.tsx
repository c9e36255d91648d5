import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { NetworkPartner } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useDeletePartner, usePartners } from '../api/network-api';
import { IdentityCard } from '../components/identity-card';
import { PartnerDrawer } from '../components/partner-drawer';
import { PartnersGrid } from '../components/partners-grid';

export const NETWORK_PARTNERS_PATH = '/admin/network';

/** The pool's GDSN network (issue 17): its own AS2 identity and the partner pools it exchanges messages with. */
export function NetworkPartnersPage() {
  const { message: toast } = App.useApp();
  const partners = usePartners();
  const remove = useDeletePartner();
  // undefined: no drawer; null: a new partner.
  const [editing, setEditing] = useState<NetworkPartner | null | undefined>(undefined);

  return (
    <>
      <PageTitle
        title="Network partners"
        subtitle="The data pools this pool exchanges GS1 messages with over AS2, and the GLNs each serves."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Add partner
          </Button>
        }
      />
      <Flex vertical gap={16}>
        <IdentityCard />
        <Card size="small" title="Partner pools">
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              Messages to a partner's GLNs are signed, encrypted and sent in order; a partner that does not answer is
              tried again with growing pauses, and each message counts as sent once the partner's signed receipt (MDN)
              comes back.
            </Typography.Text>
            {partners.error && <Alert type="error" showIcon title={partners.error.message} />}
            <PartnersGrid
              rows={partners.data ?? []}
              loading={partners.isFetching}
              onEdit={setEditing}
              onDelete={(partner) =>
                remove.mutate(partner.id, {
                  onSuccess: () => void toast.success(`${partner.name} is removed.`),
                  onError: (error) => void toast.error(error.message),
                })
              }
            />
          </Flex>
        </Card>
      </Flex>
      {editing !== undefined && (
        <PartnerDrawer
          partner={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            void toast.success(`${saved.name} is saved.`);
          }}
        />
      )}
    </>
  );
}
