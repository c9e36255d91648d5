import { Button, Modal, Tabs } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { ManufacturerHeading } from './manufacturer-heading';
import { ProfileText } from './profile-text';

/** Spec point 2: 'Company Setup Profile Details', with the Output Profile and DQ Match Criteria tabs. */
export function SetupProfileModal({ manufacturer, onClose }: { manufacturer: Manufacturer; onClose: () => void }) {
  return (
    <Modal
      open
      title="Company Setup Profile Details"
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
    </Modal>
  );
}
