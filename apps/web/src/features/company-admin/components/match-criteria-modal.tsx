import { Checkbox, Descriptions, Empty, Form, Input, InputNumber, Switch, Tag } from 'antd';
import { MATCH_KEY_LABELS, MATCH_KEYS } from '@tradepool/domain';
import type { MatchCriteria } from '@tradepool/domain';
import { matchCriteriaQueryOptions } from '../api/get-match-criteria';
import { CompanySettingModal } from './company-setting-modal';
import type { CompanySetting, CompanySettingModalProps } from './company-setting-modal';
import { YesNoTag } from './company-status-tag';

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

const MATCH_CRITERIA: CompanySetting<MatchCriteria, MatchCriteriaValues> = {
  title: 'DQ Match Criteria',
  formName: 'match-criteria',
  query: matchCriteriaQueryOptions,
  toValues: (criteria) => (criteria ? { ...criteria, autoReview: criteria.autoReview === 1 } : NEW_CRITERIA),
  toChange: (values) => ({
    matchCriteria: {
      keys: values.keys,
      minimumScore: values.minimumScore,
      autoReview: values.autoReview ? 1 : 0,
      notes: values.notes?.trim() || null,
    },
  }),
  fromCompany: (company) => company.matchCriteria,
  view: (criteria) => <CriteriaView criteria={criteria} />,
  fields: (
    <>
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
        rules={[{ required: true, type: 'integer', min: 1, max: 100, message: 'Enter a whole number from 1 to 100.' }]}
      >
        <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="autoReview" label="Automatic review" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="notes" label="Notes" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  ),
};

/** Spec point 2, "Company admin list": the DQ Match Criteria modal (`GET companies/{id}/matchcriteria`). */
export function MatchCriteriaModal(props: CompanySettingModalProps) {
  return <CompanySettingModal setting={MATCH_CRITERIA} {...props} />;
}
