import { Checkbox, Col, Descriptions, Empty, Form, Input, Row, Select, Switch, Tag } from 'antd';
import { OUTPUT_FORMAT_LABELS, OUTPUT_FORMATS, OUTPUT_FREQUENCY_LABELS } from '@tradepool/domain';
import type { OutputProfile } from '@tradepool/domain';
import { outputProfileQueryOptions } from '../api/get-output-profile';
import { CompanySettingModal } from './company-setting-modal';
import type { CompanySetting, CompanySettingModalProps } from './company-setting-modal';
import { YesNoTag } from './company-status-tag';

interface OutputProfileValues {
  formats: OutputProfile['formats'];
  frequency: OutputProfile['frequency'];
  includeHierarchy: boolean;
  includeNutrients: boolean;
  includeImages: boolean;
  notes?: string | null;
}

const SWITCHES = [
  { name: 'includeHierarchy', label: 'Include hierarchy' },
  { name: 'includeNutrients', label: 'Include nutrients' },
  { name: 'includeImages', label: 'Include images' },
] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FREQUENCIES = Object.entries(OUTPUT_FREQUENCY_LABELS).map(([value, label]) => ({
  value,
  label: capitalised(label),
}));

const NEW_PROFILE: OutputProfileValues = {
  formats: ['GS1_XML'],
  frequency: 'DAILY',
  includeHierarchy: true,
  includeNutrients: false,
  includeImages: false,
};

function valuesOf(profile: OutputProfile | null): OutputProfileValues {
  if (!profile) return NEW_PROFILE;
  return {
    ...profile,
    includeHierarchy: profile.includeHierarchy === 1,
    includeNutrients: profile.includeNutrients === 1,
    includeImages: profile.includeImages === 1,
  };
}

function ProfileView({ profile }: { profile: OutputProfile | null }) {
  if (!profile) return <Empty description="No output profile is set up for this company." />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'formats',
          label: 'Formats',
          children: profile.formats.length
            ? profile.formats.map((format) => <Tag key={format}>{OUTPUT_FORMAT_LABELS[format]}</Tag>)
            : '—',
        },
        { key: 'frequency', label: 'Frequency', children: capitalised(OUTPUT_FREQUENCY_LABELS[profile.frequency]) },
        { key: 'hierarchy', label: 'Include hierarchy', children: <YesNoTag value={profile.includeHierarchy} /> },
        { key: 'nutrients', label: 'Include nutrients', children: <YesNoTag value={profile.includeNutrients} /> },
        { key: 'images', label: 'Include images', children: <YesNoTag value={profile.includeImages} /> },
        { key: 'notes', label: 'Notes', children: profile.notes ?? '—' },
      ]}
    />
  );
}

const OUTPUT_PROFILE: CompanySetting<OutputProfile, OutputProfileValues> = {
  title: 'Output Profile',
  formName: 'output-profile',
  query: outputProfileQueryOptions,
  toValues: valuesOf,
  toChange: (values) => ({
    outputProfile: {
      formats: values.formats,
      frequency: values.frequency,
      includeHierarchy: values.includeHierarchy ? 1 : 0,
      includeNutrients: values.includeNutrients ? 1 : 0,
      includeImages: values.includeImages ? 1 : 0,
      notes: values.notes?.trim() || null,
    },
  }),
  fromCompany: (company) => company.outputProfile,
  view: (profile) => <ProfileView profile={profile} />,
  fields: (
    <>
      <Form.Item
        name="formats"
        label="Formats"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one format.' }]}
      >
        <Checkbox.Group
          options={OUTPUT_FORMATS.map((format) => ({ value: format, label: OUTPUT_FORMAT_LABELS[format] }))}
        />
      </Form.Item>
      <Form.Item name="frequency" label="Frequency" rules={[{ required: true }]}>
        <Select options={FREQUENCIES} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Row gutter={16}>
        {SWITCHES.map(({ name, label }) => (
          <Col key={name} span={8}>
            <Form.Item name={name} label={label} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="notes" label="Notes" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  ),
};

/** Spec point 2, "Company admin list": the Output Profile modal (`GET companies/{id}/outputprofile`). */
export function OutputProfileModal(props: CompanySettingModalProps) {
  return <CompanySettingModal setting={OUTPUT_PROFILE} {...props} />;
}
