import { Descriptions, Empty, Flex, Tabs, Tag, Typography } from 'antd';
import { ITEM_LIST_DISPLAY_NAMES } from '@tradepool/domain';
import type { ReceivedItemDetail } from '@tradepool/domain';
import { GdsnAttributesView } from '../../../components/gdsn-attributes/gdsn-attributes-view';
import {
  AttributeList,
  DetailCard,
  DigitalLinkPanel,
  GtinBarcode,
  HierarchyTree,
  UnitDescriptor,
  detailSections,
  formatDateTime,
  useCodeLabels,
} from '../../catalog';
import { CicHistoryList, CicStatusTag } from '../../publication';
import { useReceivedItem } from '../api/get-received-item';
import { ReceivedVersionsTab } from './received-versions-tab';

export interface ReceivedItemPanelProps {
  receivedItemId: number;
  /** Read-only subscribers load no code lists (spec point 6): codes show as they are. */
  labelCodes: boolean;
  onClose: () => void;
  /** Opens another received item (a level of the hierarchy) in the panel. */
  onOpen: (receivedItemId: number) => void;
}

/**
 * The subscriber catalog's split-screen detail, read-only: the catalog's detail parts (barcode, attribute
 * sections) for the values the CIN carried, its hierarchy as received and the CICs the subscriber sent.
 */
export function ReceivedItemPanel({ receivedItemId, labelCodes, onClose, onOpen }: ReceivedItemPanelProps) {
  const detail = useReceivedItem(receivedItemId);
  const item = detail.data?.receivedItemId === receivedItemId ? detail.data : undefined;
  return (
    <DetailCard title={item ? (item.description ?? item.gtin) : null} error={detail.error} onClose={onClose}>
      {item && <ReceivedItemBody item={item} labelCodes={labelCodes} onOpen={onOpen} />}
    </DetailCard>
  );
}

function ReceivedItemBody({
  item,
  labelCodes,
  onOpen,
}: { item: ReceivedItemDetail } & Pick<ReceivedItemPanelProps, 'labelCodes' | 'onOpen'>) {
  const gpc = item.attributes.Coding1C;
  const labelOf = useCodeLabels(typeof gpc === 'string' && gpc ? gpc : null, labelCodes);
  const sections = detailSections(item, labelOf);
  const market = labelOf('TARGET_MARKET', item.targetMarket);

  const facts = [
    { key: 'gtin', label: 'GTIN', children: item.gtin },
    { key: 'tm', label: 'Target Market', children: market ? `${market} (${item.targetMarket})` : item.targetMarket },
    {
      key: 'unit',
      label: 'Unit Descriptor',
      children: item.unitDescriptor ? <UnitDescriptor code={item.unitDescriptor} labelled={labelCodes} /> : '—',
    },
    {
      key: 'publisher',
      label: 'Publisher',
      children: item.publisherName ? `${item.publisherName} (${item.publisherGln})` : item.publisherGln,
    },
    {
      key: 'cic',
      label: 'CIC Status',
      children: (
        <Flex gap={8} align="center" wrap>
          <CicStatusTag status={item.cicStatus} />
          {item.cicStatusDate && (
            <Typography.Text type="secondary">{formatDateTime(item.cicStatusDate)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'received', label: 'Received', children: formatDateTime(item.receivedTime) },
    { key: 'modified', label: ITEM_LIST_DISPLAY_NAMES.modifiedTime, children: formatDateTime(item.modifiedTime) },
    ...(item.withdrawn
      ? [{ key: 'withdrawn', label: 'Withdrawn', children: <Tag color="volcano">Withdrawn by the publisher</Tag> }]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="flex-start">
        <GtinBarcode gtin={item.gtin} />
        <Descriptions size="small" column={1} items={facts} style={{ flex: '1 1 220px' }} />
      </Flex>
      <DigitalLinkPanel gtin={item.gtin} />
      {/* The hierarchy and the CICs first, where the many attribute sections cannot push them out of view; the
          first section opens. */}
      <Tabs
        className="tp-wrapping-tabs"
        size="small"
        defaultActiveKey={sections[0]?.section ?? 'hierarchy'}
        items={[
          {
            // "Hierarchy" is already the attribute section's name (ArrHierarchy).
            key: 'hierarchy',
            label: 'Item hierarchy',
            children: <ReceivedHierarchy item={item} onOpen={onOpen} />,
          },
          {
            key: 'cic',
            label: `CIC history (${item.cicHistory.length})`,
            children: <CicHistoryList cics={item.cicHistory} />,
          },
          {
            key: 'versions',
            label: 'Received versions',
            children: <ReceivedVersionsTab receivedItemId={item.receivedItemId} />,
          },
          {
            key: 'gdsn',
            label: 'GDSN attributes',
            children: <GdsnAttributesView tree={item.gdsnDocument} labelCodes={labelCodes} />,
          },
          ...sections.map((section) => ({
            key: section.section,
            label: section.label,
            children: <AttributeList entries={section.entries} />,
          })),
        ]}
      />
    </Flex>
  );
}

/** The levels below the item as received, and the received items that hold it (each opens in the panel). */
function ReceivedHierarchy({ item, onOpen }: { item: ReceivedItemDetail; onOpen: (id: number) => void }) {
  return (
    <Flex vertical gap={12}>
      {item.parents.length > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Contained in</Typography.Text>
          {/* A link, not a button: a long description wraps within the panel. */}
          {item.parents.map((parent) => (
            <Typography.Link key={parent.receivedItemId} onClick={() => onOpen(parent.receivedItemId)}>
              {parent.gtin} · {parent.description ?? '—'} (holds {parent.quantity})
            </Typography.Link>
          ))}
        </Flex>
      )}
      <HierarchyTree root={item.hierarchy} isFocused={(node) => node.receivedItemId === item.receivedItemId} />
      {item.hierarchy.catalogItemHierarchies.length === 0 && item.parents.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="This item holds no other items and no other holds it."
        />
      )}
    </Flex>
  );
}
