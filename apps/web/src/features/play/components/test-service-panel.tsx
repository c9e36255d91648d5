import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { playNameSchema } from '@tradepool/domain';
import { ApiError } from '../../../lib/api-client';
import { useCreateTestEntry } from '../api/create-test-entry';
import { useDeleteTestEntry } from '../api/delete-test-entry';
import { testEntryQueryOptions } from '../api/get-test-entry';
import { useUpdateTestEntry } from '../api/update-test-entry';
import { parseValue } from '../parse-value';
import { ResponseLog } from './response-log';
import type { TestCall, TestMethod } from './response-log';

interface TestForm {
  name: string;
  value: string;
}

const KEPT_CALLS = 20;
const METHODS: readonly TestMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Runs one call and records how it went; failures are part of what the screen shows. */
async function timed(call: () => Promise<unknown>): Promise<Pick<TestCall, 'outcome' | 'durationMs'>> {
  const started = performance.now();
  let outcome: TestCall['outcome'];
  try {
    outcome = { ok: true, data: await call() };
  } catch (error) {
    outcome =
      error instanceof ApiError
        ? { ok: false, status: error.status, message: error.message }
        : { ok: false, status: 0, message: String(error) };
  }
  return { outcome, durationMs: Math.round(performance.now() - started) };
}

/** Exercises the demo key-value service `test/{name}` and shows each answer, errors included. */
export function TestServicePanel() {
  const [form] = Form.useForm<TestForm>();
  const queryClient = useQueryClient();
  const create = useCreateTestEntry();
  const update = useUpdateTestEntry();
  const remove = useDeleteTestEntry();
  const [calls, setCalls] = useState<TestCall[]>([]);
  const [running, setRunning] = useState<TestMethod | null>(null);
  const nextId = useRef(1);

  function send(method: TestMethod, name: string, value: string): Promise<unknown> {
    switch (method) {
      case 'GET':
        return queryClient.fetchQuery(testEntryQueryOptions(name));
      case 'POST':
        return create.mutateAsync({ name, value: parseValue(value) });
      case 'PUT':
        return update.mutateAsync({ name, value: parseValue(value) });
      case 'DELETE':
        return remove.mutateAsync(name);
    }
  }

  async function run(method: TestMethod) {
    const needsValue = method === 'POST' || method === 'PUT';
    let fields: TestForm;
    try {
      fields = await form.validateFields(needsValue ? ['name', 'value'] : ['name']);
    } catch {
      return;
    }
    setRunning(method);
    const { outcome, durationMs } = await timed(() => send(method, fields.name, fields.value ?? ''));
    const call: TestCall = { id: nextId.current++, method, name: fields.name, at: new Date(), durationMs, outcome };
    setCalls((previous) => [call, ...previous].slice(0, KEPT_CALLS));
    setRunning(null);
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card title="Test service" style={{ height: '100%' }}>
          <Form<TestForm>
            name="test-service"
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: 'greeting' }}
          >
            <Form.Item
              name="name"
              label="Name"
              tooltip="The key the value is stored under"
              rules={[
                { required: true, message: 'Please enter a name.' },
                {
                  validator: (_rule, value: string | undefined) => {
                    const result = playNameSchema.safeParse(value ?? '');
                    return result.success
                      ? Promise.resolve()
                      : Promise.reject(new Error(result.error.issues[0]?.message ?? 'Invalid name'));
                  },
                },
              ]}
            >
              <Input placeholder="greeting" />
            </Form.Item>
            <Form.Item
              name="value"
              label="Value"
              extra="JSON, or plain text (stored as a string). Needed for POST and PUT."
              rules={[{ required: true, message: 'POST and PUT need a value.' }]}
            >
              <Input.TextArea
                rows={5}
                placeholder='{ "message": "Hello, Tradepool" }'
                style={{ fontFamily: 'monospace' }}
              />
            </Form.Item>
            <Space wrap>
              {METHODS.map((method) => (
                <Button
                  key={method}
                  onClick={() => void run(method)}
                  loading={running === method}
                  disabled={running !== null && running !== method}
                  danger={method === 'DELETE'}
                  type={method === 'POST' ? 'primary' : 'default'}
                  style={{ minWidth: 84 }}
                >
                  {method}
                </Button>
              ))}
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <ResponseLog calls={calls} onClear={() => setCalls([])} />
      </Col>
    </Row>
  );
}
