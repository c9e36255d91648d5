import { Descriptions, Tag } from 'antd';
import type { Manufacturer } from '@tradepool/domain';

export function ConfirmedTag({ confirmed }: { confirmed: Manufacturer['confirmed'] }) {
  return confirmed === 1 ? <Tag color="success">Confirmed</Tag> : <Tag color="warning">Unconfirmed</Tag>;
}

/** Which manufacturer a popup is about. */
export function ManufacturerHeading({ manufacturer }: { manufacturer: Manufacturer }) {
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'name', label: 'Manufacturer', children: manufacturer.manufacturerName },
        { key: 'gln', label: 'Info provider GLN', children: manufacturer.infoProviderGln ?? 'None on file' },
        { key: 'status', label: 'Status', children: <ConfirmedTag confirmed={manufacturer.confirmed} /> },
      ]}
    />
  );
}
