import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { ManufacturerHeading } from './manufacturer-heading';

/**
 * The frame of a manufacturer row's read-only popups (setup profile, match criteria): the same size, the
 * manufacturer named on top and only a Close button, so that they read as one family of screens.
 */
export function ManufacturerInfoModal({
  title,
  manufacturer,
  onClose,
  children,
}: {
  title: string;
  manufacturer: Manufacturer;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
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
      {children}
    </Modal>
  );
}
