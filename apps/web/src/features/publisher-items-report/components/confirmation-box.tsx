import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Modal, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, ScheduleOutlined } from '@ant-design/icons';
import { ALERT_HIDE_MS, MESSAGES, type ScheduleDownloadResult } from '@tradepool/domain';
import { useSchedulePublisherItemsReport } from '../api/schedule-publisher-items-report';

const OUTCOMES: Record<ScheduleDownloadResult, { title: string; text: string; icon: ReactNode }> = {
  success: {
    title: MESSAGES.reportScheduledTitle,
    text: MESSAGES.reportScheduled,
    icon: <CheckCircleFilled style={{ color: '#52c41a', fontSize: 22 }} />,
  },
  duplicate: {
    title: MESSAGES.reportAlreadyScheduledTitle,
    text: MESSAGES.reportAlreadyScheduled,
    icon: <ExclamationCircleFilled style={{ color: '#faad14', fontSize: 22 }} />,
  },
};

/**
 * Spec point 2, the confirmation box: the user confirms the report, and a modal says whether it was scheduled
 * or one is already waiting (it hides by itself after 3 s, as the spec's scheduled-report modals do).
 */
export function ConfirmationBox({ companyName }: { companyName: string }) {
  const schedule = useSchedulePublisherItemsReport();
  // The outcome stays while the modal closes, so its closing animation keeps its text.
  const [outcome, setOutcome] = useState<ScheduleDownloadResult>('success');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setOpen(false), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  const shown = OUTCOMES[outcome];
  const answered = (result: ScheduleDownloadResult) => {
    setOutcome(result);
    setOpen(true);
  };

  return (
    <Card size="small" title="Schedule the report" style={{ height: '100%' }}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>
          Prepare the publisher items report of <Typography.Text strong>{companyName}</Typography.Text> now?
        </Typography.Text>
        <Button
          type="primary"
          icon={<ScheduleOutlined />}
          loading={schedule.isPending}
          onClick={() => schedule.mutate(undefined, { onSuccess: answered })}
        >
          Schedule report
        </Button>
        {schedule.error && <Alert type="error" showIcon title={schedule.error.message} />}
      </Flex>
      <Modal
        open={open}
        title={shown.title}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            OK
          </Button>
        }
        width={440}
      >
        <Flex gap={12} align="center">
          {shown.icon}
          <Typography.Text>{shown.text}</Typography.Text>
        </Flex>
      </Modal>
    </Card>
  );
}
