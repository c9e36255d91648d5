import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Spin } from 'antd';
import { MESSAGES } from '@tradepool/domain';
import type { Company, CompanyInput } from '@tradepool/domain';
import { companyQueryKey } from '../api/get-company';
import type { ProfileTarget } from './profile-target';
import { TimedAlert, useTimedAlert } from './timed-alert';
import { useCompanyPatch } from './use-company-patch';

/** The settings' query keys as their `queryOptions` build them: `['companies', setting, companyId]`. */
type SettingQueryKey = (string | number)[];

/**
 * How a setting is saved: through `addUpdateCompany` (the part of the company the form replaces, read back
 * from the saved company), or by a call of its own that answers the saved setting.
 */
type SettingSave<Setting, Values> =
  | {
      /** The part of the company that the validated form replaces. */
      toChange: (values: Values) => Pick<CompanyInput, 'outputProfile' | 'matchCriteria'>;
      /** The setting as the saved company carries it: the modal shows it without calling again. */
      fromCompany: (company: Company) => Setting | null;
    }
  | { save: (companyId: number, values: Values) => Promise<Setting | null> };

/**
 * What sets the Output Profile and DQ Match Criteria modals apart. Everything else (loading the setting,
 * the view/edit toggle, saving, the 3 s result alert) is the same screen, so it lives once, in
 * `CompanySettingModal`.
 */
export type CompanySetting<Setting, Values> = SettingSave<Setting, Values> & {
  /** The modal title; the company name follows it. */
  title: string;
  /** The edit form's name, which prefixes its field ids. */
  formName: string;
  /** The setting's own call (`GET companies/{id}/...`). */
  query: (companyId: number) => UseQueryOptions<Setting | null, Error, Setting | null, SettingQueryKey>;
  /** The form's starting values: the saved setting, or a new one's defaults when there is none (null). */
  toValues: (setting: Setting | null) => Values;
  /** The read-only view; null means the company has no such setting yet. */
  view: (setting: Setting | null) => ReactNode;
  /** The edit form's items. */
  fields: ReactNode;
};

export interface CompanySettingModalProps {
  target: ProfileTarget | null;
  canManage: boolean;
  onClose: () => void;
}

function SettingBody<Setting, Values extends object>({
  setting,
  target,
  canManage,
  onClose,
}: Omit<CompanySettingModalProps, 'target'> & { setting: CompanySetting<Setting, Values>; target: ProfileTarget }) {
  const queryClient = useQueryClient();
  const options = setting.query(target.companyId);
  const current = useQuery(options);
  const { patch, saving: patching } = useCompanyPatch(target.companyId);
  const [calling, setCalling] = useState(false);
  const saving = patching || calling;
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const alert = useTimedAlert();

  async function save() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      let saved: Setting | null;
      if ('save' in setting) {
        setCalling(true);
        try {
          saved = await setting.save(target.companyId, values);
        } finally {
          setCalling(false);
        }
        await queryClient.invalidateQueries({ queryKey: companyQueryKey(target.companyId) });
      } else {
        saved = setting.fromCompany(await patch(setting.toChange(values)));
      }
      queryClient.setQueryData<Setting | null>(options.queryKey, saved);
      setEditing(false);
      alert.show({ type: 'success', title: MESSAGES.updated });
    } catch (error) {
      alert.show({ type: 'error', title: target.name, description: (error as Error).message });
    }
  }

  return (
    <>
      <TimedAlert message={alert.message} />
      {current.error && <Alert type="error" showIcon title={current.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={current.isPending}>
        {editing ? (
          <Form<Values>
            name={setting.formName}
            form={form}
            layout="vertical"
            initialValues={setting.toValues(current.data ?? null)}
          >
            {setting.fields}
          </Form>
        ) : (
          current.isSuccess && setting.view(current.data)
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
            {canManage && current.isSuccess && (
              <Button type="primary" onClick={() => setEditing(true)}>
                {current.data ? 'Edit' : 'Set up'}
              </Button>
            )}
          </>
        )}
      </Flex>
    </>
  );
}

/** A company list row's setting in a modal: shown, and with `canManage` set up or edited in place. */
export function CompanySettingModal<Setting, Values extends object>({
  setting,
  target,
  canManage,
  onClose,
}: CompanySettingModalProps & { setting: CompanySetting<Setting, Values> }) {
  return (
    <Modal
      open={target !== null}
      title={`${setting.title} · ${target?.name ?? ''}`}
      width={640}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && <SettingBody setting={setting} target={target} canManage={canManage} onClose={onClose} />}
    </Modal>
  );
}
