import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { MATCH_KEY_LABELS, MATCH_KEYS, MESSAGES } from '@tradepool/domain';
import type { MatchCriteria } from '@tradepool/domain';
import { matchCriteriaQueryOptions } from '../api/get-match-criteria';
import { YesNoTag } from './company-status-tag';
import type { ProfileTarget } from './profile-target';
import { TimedAlert, useTimedAlert } from './timed-alert';
import { useCompanyPatch } from './use-company-patch';

interface MatchCriteriaValues {
  keys: MatchCriteria['keys'];
  minimumScore: number;
  autoReview: boolean;
  notes?: string | null;
}

const NEW_CRITERIA: MatchCriteriaValues = { keys: ['GTIN'], minimumScore: 80, autoReview: false };

function CriteriaView({ criteria }: { criteria: MatchCriteria | null }) {
  if (!criteria) return <Empty description="No DQ match criteria are set up for this company." />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'keys',
          label: 'Match keys',
          children: criteria.keys.map((key) => <Tag key={key}>{MATCH_KEY_LABELS[key]}</Tag>),
        },
        { key: 'score', label: 'Minimum score', children: `${criteria.minimumScore} %` },
        { key: 'review', label: 'Automatic review', children: <YesNoTag value={criteria.autoReview} /> },
        { key: 'notes', label: 'Notes', children: criteria.notes ?? '—' },
      ]}
    />
  );
}

function CriteriaBody({
  target,
  canManage,
  onClose,
}: {
  target: ProfileTarget;
  canManage: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const criteria = useQuery(matchCriteriaQueryOptions(target.companyId));
  const { patch, saving } = useCompanyPatch(target.companyId);
  const [form] = Form.useForm<MatchCriteriaValues>();
  const [editing, setEditing] = useState(false);
  const alert = useTimedAlert();

  async function save() {
    let values: MatchCriteriaValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const saved = await patch({
        matchCriteria: {
          keys: values.keys,
          minimumScore: values.minimumScore,
          autoReview: values.autoReview ? 1 : 0,
          notes: values.notes?.trim() || null,
        },
      });
      queryClient.setQueryData(matchCriteriaQueryOptions(target.companyId).queryKey, saved.matchCriteria);
      setEditing(false);
      alert.show({ type: 'success', title: MESSAGES.updated });
    } catch (error) {
      alert.show({ type: 'error', title: target.name, description: (error as Error).message });
    }
  }

  const initial: MatchCriteriaValues = criteria.data
    ? { ...criteria.data, autoReview: criteria.data.autoReview === 1 }
    : NEW_CRITERIA;

  return (
    <>
      <TimedAlert message={alert.message} />
      {criteria.error && <Alert type="error" showIcon title={criteria.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={criteria.isPending}>
        {editing ? (
          <Form<MatchCriteriaValues> name="match-criteria" form={form} layout="vertical" initialValues={initial}>
            <Form.Item
              name="keys"
              label="Match keys"
              rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one match key.' }]}
            >
              <Checkbox.Group options={MATCH_KEYS.map((key) => ({ value: key, label: MATCH_KEY_LABELS[key] }))} />
            </Form.Item>
            <Form.Item
              name="minimumScore"
              label="Minimum score"
              rules={[
                { required: true, type: 'integer', min: 1, max: 100, message: 'Enter a whole number from 1 to 100.' },
              ]}
            >
              <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="autoReview" label="Automatic review" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="notes" label="Notes" rules={[{ max: 1000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Form>
        ) : (
          criteria.isSuccess && <CriteriaView criteria={criteria.data} />
        )}
      </Spin>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        {editing ? (
          <>
            <Button onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Close</Button>
            {canManage && criteria.isSuccess && (
              <Button type="primary" onClick={() => setEditing(true)}>
                {criteria.data ? 'Edit' : 'Set up'}
              </Button>
            )}
          </>
        )}
      </Flex>
    </>
  );
}

/** Spec point 2, "Company admin list": the DQ Match Criteria modal (`GET companies/{id}/matchcriteria`). */
export function MatchCriteriaModal({
  target,
  canManage,
  onClose,
}: {
  target: ProfileTarget | null;
  canManage: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={target !== null}
      title={`DQ Match Criteria · ${target?.name ?? ''}`}
      width={640}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && <CriteriaBody target={target} canManage={canManage} onClose={onClose} />}
    </Modal>
  );
}
