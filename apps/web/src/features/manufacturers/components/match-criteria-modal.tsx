import { Card, Typography } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { ManufacturerInfoModal } from './manufacturer-info-modal';
import { ProfileText } from './profile-text';

/** Spec point 2: 'Data Quality - Current Item Match Criteria' — how this manufacturer's items are matched. */
export function MatchCriteriaModal({ manufacturer, onClose }: { manufacturer: Manufacturer; onClose: () => void }) {
  return (
    <ManufacturerInfoModal
      title="Data Quality - Current Item Match Criteria"
      manufacturer={manufacturer}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        The criteria data quality currently applies when it matches this manufacturer&apos;s published items to your
        items.
      </Typography.Paragraph>
      <Card size="small">
        <ProfileText text={manufacturer.matchCriteria} missing="No match criteria on file for this manufacturer" />
      </Card>
    </ManufacturerInfoModal>
  );
}
