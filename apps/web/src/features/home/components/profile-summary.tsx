import { Card, Descriptions } from 'antd';
import { USER_TYPE_LABELS } from '@tradepool/domain';
import type { CurrentUser } from '@tradepool/domain';

export function ProfileSummary({ user }: { user: CurrentUser }) {
  const company = user.companyBuName ? `${user.companyName} (${user.companyBuName})` : user.companyName;
  return (
    <Card title="Your account">
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}` },
          { key: 'company', label: 'Company', children: company },
          { key: 'gln', label: 'Company GLN', children: user.companyGln ?? '—' },
          { key: 'role', label: 'Role', children: user.roleDescription },
          { key: 'type', label: 'User type', children: USER_TYPE_LABELS[user.userType] },
          { key: 'login', label: 'Username', children: user.login },
        ]}
      />
    </Card>
  );
}
