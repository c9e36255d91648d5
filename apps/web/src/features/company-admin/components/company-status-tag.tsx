import { Tag } from 'antd';
import { COMPANY_STATUS, COMPANY_STATUS_LABELS } from '@tradepool/domain';

const COLOURS: Record<number, string> = {
  [COMPANY_STATUS.ACTIVE]: 'success',
  [COMPANY_STATUS.IN_PROCESS]: 'processing',
  [COMPANY_STATUS.INACTIVE]: 'default',
  [COMPANY_STATUS.INACTIVE_ALT]: 'default',
};

/** Spec point 4: 1 Active, 3 InProcess, 0 and 2 Inactive. */
export function CompanyStatusTag({ status, label }: { status: number; label?: string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{label || COMPANY_STATUS_LABELS[status] || String(status)}</Tag>;
}

export function YesNoTag({ value }: { value: 0 | 1 | boolean }) {
  const yes = value === 1 || value === true;
  return <Tag color={yes ? 'blue' : 'default'}>{yes ? 'Yes' : 'No'}</Tag>;
}
