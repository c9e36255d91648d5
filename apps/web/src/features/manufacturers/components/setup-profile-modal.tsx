import { Tabs } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { ManufacturerInfoModal } from './manufacturer-info-modal';
import { ProfileText } from './profile-text';

/** Spec point 2: 'Company Setup Profile Details', with the Output Profile and DQ Match Criteria tabs. */
export function SetupProfileModal({ manufacturer, onClose }: { manufacturer: Manufacturer; onClose: () => void }) {
  return (
    <ManufacturerInfoModal title="Company Setup Profile Details" manufacturer={manufacturer} onClose={onClose}>
      <Tabs
        items={[
          {
            key: 'output',
            label: 'Output Profile',
            children: (
              <ProfileText
                text={manufacturer.outputProfile}
                missing="No output profile on file for this manufacturer"
              />
            ),
          },
          {
            key: 'match',
            label: 'DQ Match Criteria',
            children: (
              <ProfileText
                text={manufacturer.matchCriteria}
                missing="No match criteria on file for this manufacturer"
              />
            ),
          },
        ]}
      />
    </ManufacturerInfoModal>
  );
}
