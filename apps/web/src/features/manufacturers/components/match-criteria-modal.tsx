import { Button, Card, Modal, Typography } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { ManufacturerHeading } from './manufacturer-heading';
import { ProfileText } from './profile-text';

/** Spec point 2: 'Data Quality - Current Item Match Criteria' — how this manufacturer's items are matched. */
export function MatchCriteriaModal({ manufacturer, onClose }: { manufacturer: Manufacturer; onClose: () => void }) {
  return (
    <Modal
      open
      title="Data Quality - Current Item Match Criteria"
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ManufacturerHeading manufacturer={manufacturer} />
      <Typography.Paragraph type="secondary">
        The criteria data quality currently applies when it matches this manufacturer&apos;s published items to your
        items.
      </Typography.Paragraph>
      <Card size="small">
        <ProfileText text={manufacturer.matchCriteria} missing="No match criteria on file for this manufacturer" />
      </Card>
    </Modal>
  );
}
