import { useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { CIC_CODES, CORRECTIVE_ACTION_CODES } from '@tradepool/domain';
import type { DmsCicRequest } from '@tradepool/domain';
import { cicCodeLabel } from '../../publication';

export type CicReason = Pick<
  DmsCicRequest,
  'confirmationStatusCode' | 'reason' | 'correctiveActionCode' | 'correctiveActionDesc' | 'correctiveActionNotes'
>;

const OTHER = 'CIC999';

export interface CicDialogProps {
  status: 'REVIEW' | 'REJECTED';
  count: number;
  sending: boolean;
  onSend: (reason: CicReason) => void;
  onCancel: () => void;
}

/**
 * Spec point 4's CIC code panel for a Review or a Reject: the code of point 9 (CIC999 "other" takes the
 * reason in words, and loses it when another code is chosen), the corrective action the publisher should
 * take, and notes.
 */
export function CicDialog({ status, count, sending, onSend, onCancel }: CicDialogProps) {
  const [code, setCode] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<string | undefined>();
  const [actionDesc, setActionDesc] = useState('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const other = code === OTHER;
  const missing = !code ? 'Choose a CIC status code.' : other && !reason.trim() ? 'Write the reason for CIC999.' : null;
  const verb = status === 'REVIEW' ? 'Review' : 'Reject';

  return (
    <Modal
      open
      title={`${verb} ${count} item${count === 1 ? '' : 's'}`}
      okText={`Send ${verb}`}
      okButtonProps={{ danger: status === 'REJECTED', loading: sending }}
      onOk={() => {
        setTried(true);
        if (missing) return;
        onSend({
          confirmationStatusCode: code,
          reason: other ? reason.trim() : null,
          correctiveActionCode: action ?? null,
          correctiveActionDesc: actionDesc.trim() || null,
          correctiveActionNotes: notes.trim() || null,
        });
      }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        One CIC with status {status} goes to the publisher of each item, with the code and corrective action below.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="CIC status code"
          required
          htmlFor="cic-code"
          validateStatus={tried && !code ? 'error' : undefined}
          help={tried && !code ? missing : undefined}
        >
          <Select
            id="cic-code"
            placeholder="Choose a code"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={code}
            onChange={(next?: string) => {
              setCode(next);
              // Spec point 5: leaving CIC999 clears its free text.
              if (next !== OTHER) setReason('');
            }}
            options={CIC_CODES.map((entry) => ({
              value: entry.code,
              label: entry.code === OTHER ? 'CIC999 Other (say why)' : cicCodeLabel(entry.code),
            }))}
          />
        </Form.Item>
        {other && (
          <Form.Item
            label="Reason"
            required
            htmlFor="cic-reason"
            validateStatus={tried && !reason.trim() ? 'error' : undefined}
            help={tried && !reason.trim() ? missing : undefined}
          >
            <Input.TextArea
              id="cic-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Item>
        )}
        <Form.Item label="Corrective action" htmlFor="cic-action">
          <Select
            id="cic-action"
            placeholder="None chosen"
            allowClear
            value={action}
            onChange={setAction}
            options={CORRECTIVE_ACTION_CODES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="Corrective action text" htmlFor="cic-action-desc">
          <Input
            id="cic-action-desc"
            maxLength={500}
            value={actionDesc}
            onChange={(e) => setActionDesc(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Notes" htmlFor="cic-notes" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="cic-notes"
            rows={2}
            maxLength={1000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
