import { useState } from 'react';
import { App, Select, Typography } from 'antd';
import type { UserCompany } from '@tradepool/domain';
import { useAuth, useCurrentUser } from '../../lib/auth';

/** Two business units may share a company name; the GLN tells them apart. */
function companyLabel(company: UserCompany): string {
  return company.gln ? `${company.name} · ${company.gln}` : company.name;
}

/**
 * The company the user is working for, always in sight; a picker for users with more than one company
 * (switching refreshes everything already loaded).
 */
export function CompanySwitcher() {
  const user = useCurrentUser();
  const { switchCompany } = useAuth();
  const { message } = App.useApp();
  const [switching, setSwitching] = useState(false);
  if (user.userCompanyList.length <= 1) {
    const only = user.userCompanyList[0];
    return only ? <Typography.Text type="secondary">{companyLabel(only)}</Typography.Text> : null;
  }

  async function choose(companyId: number) {
    setSwitching(true);
    try {
      await switchCompany(companyId);
      const chosen = user.userCompanyList.find((company) => company.companyId === companyId);
      if (chosen) void message.success(`You are now working for ${companyLabel(chosen)}.`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <Select<number>
      aria-label="Company"
      value={user.currentCompanyId}
      loading={switching}
      disabled={switching}
      onChange={(companyId) => void choose(companyId)}
      options={user.userCompanyList.map((company) => ({ value: company.companyId, label: companyLabel(company) }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 260 }}
    />
  );
}
