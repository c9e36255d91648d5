import { useMemo, useState } from 'react';
import { Alert, Empty, Flex, Modal, Segmented, Spin, Typography } from 'antd';
import type { DmsItemRow } from '@tradepool/domain';
import { XML_STYLE, prettyXml } from '../../publication';
import { useDmsItemXml } from '../api/get-dms-item-xml';

/** The popup's fixed height (spec point 2: 950×550) less its title and padding: the body's own. */
const BODY_HEIGHT = 550 - 110;

/** The message takes what the body leaves below the CIN switch, and scrolls inside it. */
const XML_BOX = { ...XML_STYLE, flex: '1 1 0', minHeight: 0, maxHeight: undefined };

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
      styles={{ body: { height: BODY_HEIGHT, display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="center" gap={12}>
        <Segmented
          value={previous ? 'previous' : 'current'}
          onChange={(value) => setPrevious(value === 'previous')}
          options={[
            { value: 'current', label: 'Current CIN' },
            { value: 'previous', label: 'Previous CIN', disabled: !item.hasPrevious },
          ]}
        />
        {text && <Typography.Text copyable={{ text, tooltips: ['Copy the XML', 'Copied'] }}>Copy XML</Typography.Text>}
      </Flex>
      {xml.isPending ? (
        <Spin />
      ) : xml.error ? (
        <Alert type="error" showIcon title={xml.error.message} />
      ) : text ? (
        <pre style={XML_BOX} aria-label="Trade item XML" tabIndex={0}>
          {text}
        </pre>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No message is kept for this version." />
      )}
    </Modal>
  );
}
