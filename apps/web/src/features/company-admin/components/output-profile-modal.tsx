import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { MESSAGES, OUTPUT_FORMAT_LABELS, OUTPUT_FORMATS, OUTPUT_FREQUENCY_LABELS } from '@tradepool/domain';
import type { OutputProfile } from '@tradepool/domain';
import { outputProfileQueryOptions } from '../api/get-output-profile';
import { YesNoTag } from './company-status-tag';
import type { ProfileTarget } from './profile-target';
import { TimedAlert, useTimedAlert } from './timed-alert';
import { useCompanyPatch } from './use-company-patch';

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

function ProfileBody({
  target,
  canManage,
  onClose,
}: {
  target: ProfileTarget;
  canManage: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const profile = useQuery(outputProfileQueryOptions(target.companyId));
  const { patch, saving } = useCompanyPatch(target.companyId);
  const [form] = Form.useForm<OutputProfileValues>();
  const [editing, setEditing] = useState(false);
  const alert = useTimedAlert();

  async function save() {
    let values: OutputProfileValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const saved = await patch({
        outputProfile: {
          formats: values.formats,
          frequency: values.frequency,
          includeHierarchy: values.includeHierarchy ? 1 : 0,
          includeNutrients: values.includeNutrients ? 1 : 0,
          includeImages: values.includeImages ? 1 : 0,
          notes: values.notes?.trim() || null,
        },
      });
      queryClient.setQueryData(outputProfileQueryOptions(target.companyId).queryKey, saved.outputProfile);
      setEditing(false);
      alert.show({ type: 'success', title: MESSAGES.updated });
    } catch (error) {
      alert.show({ type: 'error', title: target.name, description: (error as Error).message });
    }
  }

  return (
    <>
      <TimedAlert message={alert.message} />
      {profile.error && <Alert type="error" showIcon title={profile.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={profile.isPending}>
        {editing ? (
          <Form<OutputProfileValues>
            name="output-profile"
            form={form}
            layout="vertical"
            initialValues={valuesOf(profile.data ?? null)}
          >
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
          </Form>
        ) : (
          profile.isSuccess && <ProfileView profile={profile.data} />
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
            {canManage && profile.isSuccess && (
              <Button type="primary" onClick={() => setEditing(true)}>
                {profile.data ? 'Edit' : 'Set up'}
              </Button>
            )}
          </>
        )}
      </Flex>
    </>
  );
}

/** Spec point 2, "Company admin list": the Output Profile modal (`GET companies/{id}/outputprofile`). */
export function OutputProfileModal({
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
      title={`Output Profile · ${target?.name ?? ''}`}
      width={640}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && <ProfileBody target={target} canManage={canManage} onClose={onClose} />}
    </Modal>
  );
}
