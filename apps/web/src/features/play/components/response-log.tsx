import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestCall {
  id: number;
  method: TestMethod;
  name: string;
  at: Date;
  durationMs: number;
  outcome: { ok: true; data: unknown } | { ok: false; status: number; message: string };
}

const METHOD_COLOURS: Record<TestMethod, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  DELETE: 'red',
};

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

function CallEntry({ call }: { call: TestCall }) {
  const { outcome } = call;
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8}>
          <Tag color={METHOD_COLOURS[call.method]} style={{ marginInlineEnd: 0 }}>
            {call.method}
          </Tag>
          <Typography.Text code>test/{call.name}</Typography.Text>
          {outcome.ok ? <Tag color="success">OK</Tag> : <Tag color="error">{outcome.status || 'No answer'}</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          {time.format(call.at)} · {call.durationMs} ms
        </Typography.Text>
      </Flex>
      {outcome.ok ? (
        <pre style={{ margin: '8px 0 0', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(outcome.data, null, 2)}
        </pre>
      ) : (
        <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
          {outcome.message}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

export function ResponseLog({ calls, onClear }: { calls: readonly TestCall[]; onClear: () => void }) {
  return (
    <Card
      title="Responses"
      extra={
        <Button size="small" onClick={onClear} disabled={calls.length === 0}>
          Clear
        </Button>
      }
      style={{ height: '100%' }}
    >
      {calls.length === 0 ? (
        <Empty description="Send a request to see the server's answer here." />
      ) : (
        <Flex vertical gap={8} aria-live="polite">
          {calls.map((call) => (
            <CallEntry key={call.id} call={call} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
