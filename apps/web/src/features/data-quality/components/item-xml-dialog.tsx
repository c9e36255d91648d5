import { useMemo, useState } from 'react';
import { Alert, Empty, Modal, Segmented, Spin, Typography } from 'antd';
import type { DmsItemRow } from '@tradepool/domain';
import { XML_STYLE, prettyXml } from '../../publication';
import { useDmsItemXml } from '../api/get-dms-item-xml';

/** The popup's fixed height (spec point 2: 950×550) leaves the message this much. */
const XML_BOX = { ...XML_STYLE, height: 430, maxHeight: undefined, minHeight: undefined };

/** Spec point 2: the item's trade item XML in a 950×550 popup, from its latest CIN or the one before. */
export function ItemXmlDialog({ item, onClose }: { item: DmsItemRow; onClose: () => void }) {
  const [previous, setPrevious] = useState(false);
  const xml = useDmsItemXml(item.catalogItemId, previous);
  const text = useMemo(() => (xml.data?.tradeItemXml ? prettyXml(xml.data.tradeItemXml) : ''), [xml.data]);
  return (
    <Modal
      open
      width={950}
      title={`GTIN ${item.gtin} · ${item.description ?? ''}`}
      footer={null}
      onCancel={onClose}
      styles={{ body: { height: 550 - 110 } }}
    >
      <Segmented
        value={previous ? 'previous' : 'current'}
        onChange={(value) => setPrevious(value === 'previous')}
        options={[
          { value: 'current', label: 'Current CIN' },
          { value: 'previous', label: 'Previous CIN', disabled: !item.hasPrevious },
        ]}
        style={{ marginBottom: 8 }}
      />
      {xml.isPending ? (
        <Spin />
      ) : xml.error ? (
        <Alert type="error" showIcon title={xml.error.message} />
      ) : text ? (
        <Typography.Paragraph copyable={{ text }} style={{ marginBottom: 0 }}>
          <pre style={XML_BOX} aria-label="Trade item XML">
            {text}
          </pre>
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No message is kept for this version." />
      )}
    </Modal>
  );
}
