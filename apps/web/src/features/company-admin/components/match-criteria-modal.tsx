import { Checkbox, Descriptions, Empty, Flex, Form, Input, InputNumber, Switch, Tag, Typography } from 'antd';
import {
  DEFAULT_MATCH_CANDIDATES,
  MATCH_KEY_HINTS,
  MATCH_KEY_LABELS,
  MATCH_KEYS,
  MAX_MATCH_CANDIDATES,
  matchCandidatesText,
  matchKeysInUse,
} from '@tradepool/domain';
import type { MatchCriteria } from '@tradepool/domain';
import { matchCriteriaQueryOptions } from '../api/get-match-criteria';
import { saveMatchCriteria } from '../api/save-match-criteria';
import { CompanySettingModal } from './company-setting-modal';
import type { CompanySetting, CompanySettingModalProps } from './company-setting-modal';
import { YesNoTag } from './company-status-tag';

interface MatchCriteriaValues {
  keys: MatchCriteria['keys'];
  minimumScore: number;
  candidates: number;
  autoReview: boolean;
  notes?: string | null;
}

const NEW_CRITERIA: MatchCriteriaValues = {
  keys: [...MATCH_KEYS],
  minimumScore: 80,
  candidates: DEFAULT_MATCH_CANDIDATES,
  autoReview: false,
};

const APPLIES = 'Saving applies the criteria: your items are matched again at once.';

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
          children: matchKeysInUse(criteria.keys).map((key) => (
            <Tag key={key} title={MATCH_KEY_HINTS[key]}>
              {MATCH_KEY_LABELS[key]}
            </Tag>
          )),
        },
        {
          key: 'confident',
          label: 'Propose a match alone',
          children: `from ${criteria.minimumScore} % confidence`,
        },
        {
          key: 'candidates',
          label: 'Otherwise, candidates',
          children: matchCandidatesText(criteria.candidates),
        },
        { key: 'review', label: 'Automatic review', children: <YesNoTag value={criteria.autoReview} /> },
        { key: 'notes', label: 'Notes', children: criteria.notes ?? '—' },
      ]}
    />
  );
}

const keyOptions = MATCH_KEYS.map((key) => ({
  value: key,
  disabled: key === 'GTIN',
  label: (
    <Flex vertical>
      <Typography.Text strong>{MATCH_KEY_LABELS[key]}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {MATCH_KEY_HINTS[key]}
      </Typography.Text>
    </Flex>
  ),
}));

const MATCH_CRITERIA: CompanySetting<MatchCriteria, MatchCriteriaValues> = {
  title: 'DQ Match Criteria',
  formName: 'match-criteria',
  query: matchCriteriaQueryOptions,
  toValues: (criteria) =>
    criteria
      ? { ...criteria, keys: matchKeysInUse(criteria.keys), autoReview: criteria.autoReview === 1 }
      : NEW_CRITERIA,
  save: (companyId, values) =>
    saveMatchCriteria(companyId, {
      keys: matchKeysInUse(values.keys),
      minimumScore: values.minimumScore,
      candidates: values.candidates,
      autoReview: values.autoReview ? 1 : 0,
      notes: values.notes?.trim() || null,
    }),
  view: (criteria) => (
    <Flex vertical gap={8}>
      <CriteriaView criteria={criteria} />
      <Typography.Text type="secondary">{APPLIES}</Typography.Text>
    </Flex>
  ),
  fields: (
    <>
      <Form.Item
        name="keys"
        label="What counts as evidence"
        extra="A key left out neither helps nor hurts a match."
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one match key.' }]}
      >
        <Checkbox.Group options={keyOptions} style={{ display: 'flex', flexDirection: 'column', gap: 6 }} />
      </Form.Item>
      <Form.Item
        name="minimumScore"
        label="Propose a match alone from"
        extra="When one publisher item is at least this likely to be yours, it is proposed alone, at the top of your list. Higher: fewer proposals, nearly all right. Lower: more proposals to check."
        rules={[{ required: true, type: 'integer', min: 1, max: 100, message: 'Enter a whole number from 1 to 100.' }]}
      >
        <InputNumber min={1} max={100} precision={0} suffix="% confidence" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        name="candidates"
        label="Otherwise, show up to"
        extra="Below that confidence, the likeliest publisher items are listed for you to choose from. 0: show confident matches only."
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: MAX_MATCH_CANDIDATES,
            message: `Enter a whole number from 0 to ${MAX_MATCH_CANDIDATES}.`,
          },
        ]}
      >
        <InputNumber min={0} max={MAX_MATCH_CANDIDATES} precision={0} suffix="candidates" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="autoReview" label="Automatic review" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="notes" label="Notes" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Typography.Text type="secondary">{APPLIES}</Typography.Text>
    </>
  ),
};

/**
 * Spec point 2, "Company admin list": the DQ Match Criteria modal (`GET companies/{id}/matchcriteria`); the
 * company's admin edits them (`POST companies/{id}/matchcriteria`), and matching reads them on every run.
 */
export function MatchCriteriaModal(props: CompanySettingModalProps) {
  return <CompanySettingModal setting={MATCH_CRITERIA} {...props} />;
}
