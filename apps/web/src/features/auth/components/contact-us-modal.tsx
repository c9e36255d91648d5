import { Button, Descriptions, Modal, Typography } from 'antd';

const SUPPORT_EMAIL = 'support@tradepool.example';

export function ContactUsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Contact us"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Typography.Paragraph>
        The Tradepool support team helps with accounts, sign-in, item registration and publication.
      </Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'email', label: 'E-mail', children: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> },
          { key: 'phone', label: 'Phone', children: <a href="tel:+12125550100">+1 (212) 555-0100</a> },
          { key: 'hours', label: 'Hours', children: 'Monday to Friday, 8:00 to 18:00 Eastern Time' },
        ]}
      />
    </Modal>
  );
}
