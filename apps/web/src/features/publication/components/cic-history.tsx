import { Alert, Card, Empty, Flex, Spin, Typography } from 'antd';
import type { CicHistoryRow } from '@tradepool/domain';
import { useCicHistory } from '../api/get-cic-history';
import { formatPublicationDate } from '../publication-format';
import { CicReasons } from './cic-reasons';
import { CicStatusTag } from './status-tags';

export interface CicItemRef {
  subscriberGln: string;
  catalogItemId: number;
}

function CicCard({ cic, latest }: { cic: CicHistoryRow; latest: boolean }) {
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <CicStatusTag status={cic.status} />
          <span>{formatPublicationDate(cic.statusDate)}</span>
          {latest && <Typography.Text type="secondary">(latest)</Typography.Text>}
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" copyable={{ text: cic.messageInstanceId }} style={{ fontSize: 12 }}>
          CIC message {cic.messageInstanceId}
        </Typography.Text>
        <CicReasons reasons={cic.reasons} />
      </Flex>
    </Card>
  );
}

/**
 * The CICs a subscriber sent for an item, newest first (`cichistory`); `latestOnly` shows the one in
 * force, as the review screen's CIC message panel does.
 */
export function CicHistory({ item, latestOnly = false }: { item: CicItemRef; latestOnly?: boolean }) {
  const history = useCicHistory(item);
  if (history.isPending) return <Spin description="Loading the CICs…" />;
  if (history.error) return <Alert type="error" showIcon title={history.error.message} />;
  return <CicHistoryList cics={latestOnly ? history.data.slice(0, 1) : history.data} latestOnly={latestOnly} />;
}

/** CICs already read (newest first), each with its state, date, message and reasons. */
export function CicHistoryList({
  cics,
  latestOnly = false,
  emptyText = 'The subscriber has not answered with a CIC yet.',
}: {
  cics: readonly CicHistoryRow[];
  latestOnly?: boolean;
  emptyText?: string;
}) {
  if (cics.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Flex vertical gap={12}>
      {cics.map((cic, index) => (
        <CicCard key={cic.id} cic={cic} latest={index === 0 && !latestOnly && cics.length > 1} />
      ))}
    </Flex>
  );
}
