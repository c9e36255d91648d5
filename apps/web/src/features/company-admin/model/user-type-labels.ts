import type { UserType } from '@tradepool/domain';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  GDSN: 'GDSN',
  NON_GDSN: 'Non-GDSN',
  NON_GDSN_OMS: 'Non-GDSN with order management',
  BOTH_GDSN_OMS: 'GDSN and order management',
  OMS_ONLY: 'Order management only',
};
