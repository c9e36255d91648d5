import { useMemo } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, List, Space, Spin, Typography } from 'antd';
import { CheckOutlined, DownloadOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import type { InboxAnswer, InboxMessage } from '@tradepool/domain';
import { saveFile } from '../../../lib/save-file';
import { XML_STYLE, prettyXml } from '../../publication';
import { useAcknowledge, useMessageDetails, useMessageXml, usePushAgain, useResend } from '../api/messages-api';
import { PushTag, StatusTag, utcTime } from './message-tags';

/** The GS1Response in plain words: accepted, or what was refused at message level and in each transaction. */
function AnswerView({ answer, problem }: { answer: InboxAnswer | null; problem: string | null }) {
  if (problem) return <Alert type="warning" showIcon title={`The GS1Response could not be read: ${problem}`} />;
  if (!answer) return <Typography.Text type="secondary">No GS1Response answers this message.</Typography.Text>;
  if (answer.accepted)
    return (
      <Alert type="success" showIcon title={`Accepted: GS1Response ${answer.responseInstanceId} refused nothing.`} />
    );
  return (
    <Flex vertical gap={8}>
      <Alert
        type="error"
        showIcon
        title={`Refused in part or whole: GS1Response ${answer.responseInstanceId}`}
        description={
          answer.messageErrors.length
            ? answer.messageErrors.map((e) => `${e.description} (${e.code})`).join(' ')
            : undefined
        }
      />
      {answer.transactions.length > 0 && (
        <List
          size="small"
          bordered
          header={<Typography.Text strong>Refused transactions</Typography.Text>}
          dataSource={answer.transactions}
          renderItem={(t) => (
            <List.Item>
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  Transaction {t.entityId}
                  <Typography.Text type="secondary"> · owner {t.ownerGln}</Typography.Text>
                </Typography.Text>
                {t.errors.map((e, i) => (
                  <Typography.Text key={i}>
                    {e.description} <Typography.Text type="secondary">({e.code})</Typography.Text>
                  </Typography.Text>
                ))}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

function XmlView({ id, message }: { id: number; message: InboxMessage }) {
  const xml = useMessageXml(id);
  const pretty = useMemo(() => (xml.data ? prettyXml(xml.data) : ''), [xml.data]);
  if (xml.isPending) return <Spin description="Loading the XML…" />;
  if (xml.error) return <Alert type="error" showIcon title={xml.error.message} />;
  const download = () =>
    saveFile(new Blob([xml.data], { type: 'application/xml' }), `${message.messageType}_${message.instanceId}.xml`);
  return (
    <Flex vertical gap={8}>
      <Space>
        <Button size="small" icon={<DownloadOutlined />} onClick={download}>
          Download XML
        </Button>
        <Typography.Text copyable={{ text: xml.data, tooltips: ['Copy the XML', 'Copied'] }}>Copy</Typography.Text>
      </Space>
      <pre style={{ ...XML_STYLE, maxHeight: 420 }} aria-label="GS1 message XML" tabIndex={0}>
        {pretty}
      </pre>
    </Flex>
  );
}

/** One message: its state, its GS1Response read, its XML, and what the user may do about it. */
export function MessageDrawer({
  id,
  canAcknowledge,
  onClose,
}: {
  id: number | null;
  canAcknowledge: boolean;
  onClose: () => void;
}) {
  const { message: toast } = App.useApp();
  const details = useMessageDetails(id);
  const acknowledge = useAcknowledge();
  const pushAgain = usePushAgain();
  const resend = useResend();
  const data = details.data;
  const m = data?.message;
  const done = (text: string) => void toast.success(text);
  const failed = (error: Error) => void toast.error(error.message);

  return (
    <Drawer open={id !== null} onClose={onClose} size={760} title={m ? `${m.messageType} ${m.instanceId}` : 'Message'}>
      {details.isPending ? (
        <Spin description="Loading the message…" />
      ) : details.error ? (
        <Alert type="error" showIcon title={details.error.message} />
      ) : (
        m &&
        data && (
          <Flex vertical gap={16}>
            <Space wrap>
              {canAcknowledge && !m.acknowledged && (
                <Button
                  icon={<CheckOutlined />}
                  loading={acknowledge.isPending}
                  onClick={() =>
                    acknowledge.mutate([m.id], { onSuccess: () => done('Acknowledged.'), onError: failed })
                  }
                >
                  Acknowledge
                </Button>
              )}
              {data.canPushAgain && (
                <Button
                  icon={<SendOutlined />}
                  loading={pushAgain.isPending}
                  onClick={() => pushAgain.mutate(m.id, { onSuccess: (r) => done(r.text), onError: failed })}
                >
                  Push to webhook again
                </Button>
              )}
              {data.canResend && (
                <Button
                  icon={<RedoOutlined />}
                  loading={resend.isPending}
                  onClick={() => resend.mutate(m.id, { onSuccess: (r) => done(r.text), onError: failed })}
                >
                  Re-send
                </Button>
              )}
            </Space>
            <Descriptions
              size="small"
              bordered
              column={2}
              items={[
                { key: 'type', label: 'Type', children: m.messageType },
                { key: 'direction', label: 'Direction', children: m.direction === 'in' ? 'Inbound' : 'Outbound' },
                { key: 'status', label: 'Status', children: <StatusTag status={m.status} /> },
                { key: 'push', label: 'Webhook', children: <PushTag push={m.push} /> },
                { key: 'sender', label: 'Sender', children: m.senderGln ?? '—' },
                { key: 'receiver', label: 'Receiver', children: m.receiverGln ?? '—' },
                { key: 'created', label: 'Created (UTC)', children: utcTime(m.createdTime) },
                {
                  key: 'ack',
                  label: 'Acknowledged',
                  children: m.acknowledged ? utcTime(m.acknowledgedTime) : 'Not yet',
                },
                ...(m.correlationId ? [{ key: 'corr', label: 'Answers', span: 2, children: m.correlationId }] : []),
                ...(m.error ? [{ key: 'error', label: 'Error', span: 2, children: m.error }] : []),
                ...(m.push?.lastError
                  ? [{ key: 'pushError', label: 'Last push error', span: 2, children: m.push.lastError }]
                  : []),
              ]}
            />
            <div>
              <Typography.Title level={5}>GS1Response</Typography.Title>
              <AnswerView answer={data.answer} problem={data.answerProblem} />
            </div>
            <div>
              <Typography.Title level={5}>XML</Typography.Title>
              <XmlView id={m.id} message={m} />
            </div>
          </Flex>
        )
      )}
    </Drawer>
  );
}
