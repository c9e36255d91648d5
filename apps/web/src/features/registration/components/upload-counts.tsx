import { Flex, Typography } from 'antd';
import type { UploadSummary } from '@tradepool/domain';

const count = (label: string, value: number, type?: 'success' | 'danger' | 'warning') => (
  <Typography.Text type={value > 0 ? type : 'secondary'} style={{ whiteSpace: 'nowrap' }}>
    {label} <strong>{value.toLocaleString('en-US')}</strong>
  </Typography.Text>
);

/** What an upload stored and refused, and where validation of the stored items stands. */
export function UploadCounts({ upload }: { upload: UploadSummary }) {
  return (
    <Flex gap={12} wrap>
      {count('Stored', upload.storedCount, 'success')}
      {count('Not stored', upload.failureCount, 'danger')}
      {count('Validated', upload.validatedCount, 'success')}
      {count('Not ready', upload.notReadyCount, 'warning')}
      {count('Failed', upload.failedCount, 'danger')}
      {count('Pending', upload.pendingCount, 'warning')}
    </Flex>
  );
}
