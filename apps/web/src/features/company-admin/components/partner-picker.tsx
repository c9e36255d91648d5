import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Input, Spin, Transfer, Typography } from 'antd';
import type { TransferProps } from 'antd';
import type { CompanyPartner } from '@tradepool/domain';
import { PARTNER_SEARCH_ROWS, partnerSearchQueryOptions } from '../api/search-partners';

interface PartnerItem {
  key: string;
  partner: CompanyPartner;
}

export interface PartnerPickerProps {
  value?: number[];
  onChange?: (partnerIds: number[]) => void;
  /** The company choosing (left out of the candidates by the server); null before it exists. */
  companyId: number | null;
  /** The partners already entrusted, so their names show before any search finds them. */
  currentPartners: readonly CompanyPartner[];
  initialKeyword?: string;
}

function partnerLabel(partner: CompanyPartner): string {
  return partner.buName ? `${partner.name} · ${partner.buName}` : partner.name;
}

/** Publisher candidates on the left (the server's first 50 for the keyword), the entrusted partners on the right. */
export function PartnerPicker({
  value = [],
  onChange,
  companyId,
  currentPartners,
  initialKeyword = '',
}: PartnerPickerProps) {
  const [draft, setDraft] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [known, setKnown] = useState<ReadonlyMap<number, CompanyPartner>>(
    () => new Map(currentPartners.map((partner) => [partner.partnerCompanyID, partner])),
  );
  const candidates = useQuery(partnerSearchQueryOptions({ companyId, keyword }));
  const found = candidates.data?.results ?? [];

  const lookup = new Map(known);
  for (const partner of found) lookup.set(partner.partnerCompanyID, partner);
  const shownIds = [...new Set([...found.map((partner) => partner.partnerCompanyID), ...value])];
  const dataSource: PartnerItem[] = shownIds.flatMap((id) => {
    const partner = lookup.get(id);
    return partner ? [{ key: String(id), partner }] : [];
  });

  const change: TransferProps<PartnerItem>['onChange'] = (targetKeys) => {
    const ids = targetKeys.map(Number);
    // Keep the names of chosen partners for when a later search no longer lists them.
    setKnown(new Map([...lookup].filter(([id]) => ids.includes(id) || known.has(id))));
    onChange?.(ids);
  };

  const total = candidates.data?.totalRows ?? 0;
  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label="Search publishers"
        placeholder="Search publishers by name or GLN"
        allowClear
        enterButton="Search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(text) => setKeyword(text.trim())}
        loading={candidates.isFetching}
        style={{ maxWidth: 480 }}
      />
      {candidates.error && <Alert type="error" showIcon title={candidates.error.message} />}
      <Spin spinning={candidates.isPending && !candidates.error}>
        <Transfer<PartnerItem>
          dataSource={dataSource}
          targetKeys={value.map(String)}
          onChange={change}
          titles={['Publishers', 'Entrusted partners']}
          actions={['Add', 'Remove']}
          render={(item) => ({
            label: (
              <span title={partnerLabel(item.partner)}>
                {partnerLabel(item.partner)}
                {item.partner.gln && (
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {item.partner.gln}
                  </Typography.Text>
                )}
              </span>
            ),
            value: partnerLabel(item.partner),
          })}
          locale={{ itemUnit: 'company', itemsUnit: 'companies', notFoundContent: 'No publishers found' }}
          styles={{ section: { flex: 1, height: 340 } }}
        />
      </Spin>
      {total > PARTNER_SEARCH_ROWS && (
        <Typography.Text type="secondary">
          Showing the first {PARTNER_SEARCH_ROWS} of {total} publishers; refine the search to find others.
        </Typography.Text>
      )}
    </Flex>
  );
}
