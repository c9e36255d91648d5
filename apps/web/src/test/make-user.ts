import { roleByName } from '@tradepool/domain';
import type { CurrentUser, RoleName } from '@tradepool/domain';

/** A signed-in user as `GET users` answers it, with the permissions of the given role. */
export function makeUser(roleName: RoleName = 'PUB_USER', overrides: Partial<CurrentUser> = {}): CurrentUser {
  const role = roleByName(roleName);
  return {
    id: 7,
    companyId: 2,
    login: 'pub.user',
    firstName: 'Petra',
    lastName: 'Pubuser',
    middleName: null,
    email: 'petra@northwind.example',
    phone: null,
    title: null,
    companyName: 'Northwind Foods',
    companyBuName: null,
    roleId: role.id,
    roleName,
    roleDescription: role.description,
    userType: 'GDSN',
    status: 'Active',
    auth: [...role.permissions],
    forceChangePassword: 0,
    isFirstTime: 0,
    policyAccepted: 1,
    autoSubscription: 0,
    sellSheetAccess: 0,
    hasSubscriberView: 0,
    isTemporary: 0,
    hasPublisherItemsReport: 0,
    hasMessageInbox: 0,
    userCompanyList: [{ companyId: 2, name: 'Northwind Foods', gln: '0761305000019', glnId: 1 }],
    currentCompanyId: 2,
    companyGln: '0761305000019',
    preference: null,
    ...overrides,
  };
}
