import { Button, Modal, Typography } from 'antd';
import { MESSAGES, UPLOAD_VALIDATION_HOURS } from '@tradepool/domain';

export interface UploadSuccessModalProps {
  /** The items uploaded; null while the modal is closed. */
  itemCount: number | null;
  onOk: () => void;
}

/** Spec points 4 and 8: how many items arrived, and that validation may take up to 48 hours. */
export function UploadSuccessModal({ itemCount, onOk }: UploadSuccessModalProps) {
  return (
    <Modal
      open={itemCount !== null}
      title={MESSAGES.uploadSuccessTitle}
      closable={false}
      maskClosable={false}
      onCancel={onOk}
      footer={
        <Button type="primary" onClick={onOk}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph>{MESSAGES.uploadSuccess(itemCount ?? 0)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Validation and appearance in the catalog may take up to {UPLOAD_VALIDATION_HOURS} hours.
      </Typography.Paragraph>
    </Modal>
  );
}
