import { Alert, App, Button, Drawer, Flex, Spin, Timeline, Typography } from 'antd';
import { FileTextOutlined, RedoOutlined } from '@ant-design/icons';
import type { TimelineStep } from '@tradepool/domain';
import { useItemTimeline } from '../api/get-item-timeline';
import { useResendMessage } from '../api/resend-message';
import type { MessageSource } from './message-dialog';
import { TONE_COLORS, ToneTag } from './tone-tag';

const TONE_ALERTS = { done: 'success', waiting: 'warning', failed: 'error', info: 'info' } as const;

function StepContent({
  step,
  onOpenMessage,
  onResend,
  resending,
}: {
  step: TimelineStep;
  onOpenMessage: (source: MessageSource) => void;
  onResend: (step: TimelineStep) => void;
  resending: boolean;
}) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} align="center" wrap>
        <ToneTag tone={step.tone}>{step.step}</ToneTag>
        <Typography.Text type="secondary">{step.time} UTC</Typography.Text>
        {step.subscriberGln && <Typography.Text type="secondary">· {step.subscriberGln}</Typography.Text>}
      </Flex>
      <Typography.Text>{step.detail}</Typography.Text>
      <Flex gap={8}>
        {step.message && (
          <Button
            size="small"
            type="link"
            icon={<FileTextOutlined />}
            style={{ paddingInline: 0 }}
            onClick={() =>
              onOpenMessage({
                kind: 'instance',
                instanceId: step.message!.instanceId,
                senderGln: step.message!.senderGln,
                title: `${step.message!.messageType} ${step.message!.instanceId}`,
              })
            }
          >
            Open {step.message.messageType}
          </Button>
        )}
        {step.resend && (
          <Button size="small" danger icon={<RedoOutlined />} loading={resending} onClick={() => onResend(step)}>
            Re-send
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * One item from upload to CIC (ours): first the plain-language diagnosis (the item, then each subscriber),
 * then every step oldest first with its message; a failed or queued outbound step can be re-sent.
 */
export function TimelineDrawer({
  catalogItemId,
  onClose,
  onOpenMessage,
}: {
  catalogItemId: number | null;
  onClose: () => void;
  onOpenMessage: (source: MessageSource) => void;
}) {
  const { message } = App.useApp();
  const timeline = useItemTimeline(catalogItemId);
  const resend = useResendMessage();
  const item = timeline.data;
  const onResend = (step: TimelineStep) =>
    resend.mutate(step.resend!, {
      onSuccess: (result) => void message.success(result.text),
      onError: (error) => void message.error(error.message),
    });

  return (
    <Drawer
      open={catalogItemId !== null}
      onClose={onClose}
      size={820}
      destroyOnHidden
      title={item ? `Timeline · GTIN ${item.gtin} · ${item.description ?? ''}` : 'Timeline'}
    >
      {timeline.isPending ? (
        <Spin description="Reading the item's messages…" />
      ) : timeline.error ? (
        <Alert type="error" showIcon title={timeline.error.message} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {item!.publisherName} ({item!.publisherGln}) · target market {item!.targetMarket}
          </Typography.Text>
          <section aria-label="Diagnosis">
            <Flex vertical gap={8}>
              {item!.diagnoses.map((diagnosis, i) => (
                <Alert key={i} showIcon type={TONE_ALERTS[diagnosis.tone]} title={diagnosis.text} />
              ))}
            </Flex>
          </section>
          <Timeline
            items={item!.steps.map((step, i) => ({
              key: i,
              color: TONE_COLORS[step.tone],
              content: (
                <StepContent
                  step={step}
                  onOpenMessage={onOpenMessage}
                  onResend={onResend}
                  resending={resend.isPending}
                />
              ),
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
