import { Alert, Form } from 'antd';
import type { CompanyPartner } from '@tradepool/domain';
import { PartnerPicker } from './partner-picker';

/** Spec point 5: an empty partner list is only a warning; the step still saves. */
export function EntrustmentsFields({
  companyId,
  currentPartners,
  initialKeyword,
}: {
  companyId: number | null;
  currentPartners: readonly CompanyPartner[];
  initialKeyword?: string;
}) {
  const form = Form.useFormInstance();
  const partnerIds = Form.useWatch<number[] | undefined>('partnerIds', form);
  return (
    <>
      {(partnerIds?.length ?? 0) === 0 && (
        <Alert
          type="warning"
          showIcon
          title="No partner is entrusted yet"
          description="The company can be saved without partners, but it receives no items until it entrusts at least one publisher."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="partnerIds" label="Entrusted publishers">
        <PartnerPicker companyId={companyId} currentPartners={currentPartners} initialKeyword={initialKeyword} />
      </Form.Item>
    </>
  );
}
