import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, List, Spin, Tabs, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, BuildOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { ITEM_LIST_DISPLAY_NAMES, REQUIRED_ATTRIBUTE_COUNT } from '@tradepool/domain';
import type { CatalogItemDetail } from '@tradepool/domain';
import { GdsnAttributesView } from '../../../components/gdsn-attributes/gdsn-attributes-view';
import { useCatalogItemDetails } from '../api/get-catalog-item-details';
import { formatDateTime } from '../catalog-grid-columns';
import { detailSections, missingAttributes } from '../item-detail-view';
import { AttributeList } from './attribute-value-view';
import { DigitalLinkPanel } from './digital-link-panel';
import { StatusTag } from './catalog-grid';
import { UnitDescriptor } from './unit-descriptor';
import { GtinBarcode } from './gtin-barcode';
import { ItemHistoryTab } from './item-history-tab';
import { useCodeLabels } from './use-code-labels';

export interface ItemDetailPanelProps {
  catalogItemId: number;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (catalogItemId: number) => void;
  onHierarchy: (catalogItemId: number) => void;
  onComponents: (catalogItemId: number) => void;
}

/**
 * Spec point 2: the split-screen item detail beside the grid. The GTIN as a barcode, the item's key facts,
 * one tab per attribute section that holds values, and the required attributes still missing.
 */
export function ItemDetailPanel({
  catalogItemId,
  canEdit,
  onClose,
  onEdit,
  onHierarchy,
  onComponents,
}: ItemDetailPanelProps) {
  const detail = useCatalogItemDetails(catalogItemId);
  const item = detail.data?.catalogItemId === catalogItemId ? detail.data : undefined;
  return (
    <DetailCard title={item ? (descriptionOf(item) ?? item.gtin) : null} error={detail.error} onClose={onClose}>
      {item && (
        <ItemDetailBody
          item={item}
          canEdit={canEdit}
          onEdit={onEdit}
          onHierarchy={onHierarchy}
          onComponents={onComponents}
        />
      )}
    </DetailCard>
  );
}

/** The split screen's detail frame: the item's name, a close button, a spinner until the item is read. */
export function DetailCard({
  title,
  error,
  onClose,
  children,
}: {
  /** Null while the item loads. */
  title: string | null;
  error: Error | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      role="region"
      aria-label="Item detail"
      title={
        <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
          {title ?? 'Item detail'}
        </Typography.Text>
      }
      extra={<Button type="text" icon={<CloseOutlined />} aria-label="Close the item detail" onClick={onClose} />}
      styles={{ body: { paddingTop: 8 } }}
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {title === null && !error && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
      {children}
    </Card>
  );
}

function descriptionOf(item: CatalogItemDetail): string | null {
  const value = item.attributes.Descriptions1E;
  return typeof value === 'string' && value.trim() ? value : null;
}

function ItemDetailBody({
  item,
  canEdit,
  onEdit,
  onHierarchy,
  onComponents,
}: { item: CatalogItemDetail } & Pick<ItemDetailPanelProps, 'canEdit' | 'onEdit' | 'onHierarchy' | 'onComponents'>) {
  const gpc = item.attributes.Coding1C;
  const labelOf = useCodeLabels(typeof gpc === 'string' && gpc ? gpc : null);
  const sections = detailSections(item, labelOf);
  const missing = missingAttributes(item.missingRequired);
  const hasComponents = item.catalogItemHierarchies.length > 0;
  const deleted = item.deleted === 1;

  const facts = [
    { key: 'gtin', label: 'GTIN', children: item.gtin },
    {
      key: 'tm',
      label: 'Target Market',
      children: labelOf('TARGET_MARKET', item.targetMarket)
        ? `${labelOf('TARGET_MARKET', item.targetMarket)} (${item.targetMarket})`
        : item.targetMarket,
    },
    {
      key: 'unit',
      label: 'Unit Descriptor',
      children: item.unitDescriptor ? <UnitDescriptor code={item.unitDescriptor} /> : '—',
    },
    { key: 'status', label: 'Status', children: <StatusTag status={item.status} /> },
    ...(item.regStatus ? [{ key: 'reg', label: 'Registration Status', children: item.regStatus }] : []),
    { key: 'modified', label: ITEM_LIST_DISPLAY_NAMES.modifiedTime, children: formatDateTime(item.modifiedTime) },
    ...(item.authorName ? [{ key: 'author', label: 'Author', children: item.authorName }] : []),
    ...(deleted
      ? [{ key: 'deleted', label: ITEM_LIST_DISPLAY_NAMES.actionTime, children: formatDateTime(item.actionTime) }]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="flex-start">
        <GtinBarcode gtin={item.gtin} />
        <Descriptions size="small" column={1} items={facts} style={{ flex: '1 1 220px' }} />
      </Flex>
      <DigitalLinkPanel gtin={item.gtin} />
      <Flex gap={8} wrap>
        {canEdit && !deleted && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit(item.catalogItemId)}>
            Edit
          </Button>
        )}
        <Button icon={<ApartmentOutlined />} onClick={() => onHierarchy(item.catalogItemId)}>
          Hierarchy
        </Button>
        <Tooltip title={hasComponents ? undefined : 'This item holds no other items.'}>
          <Button icon={<BuildOutlined />} disabled={!hasComponents} onClick={() => onComponents(item.catalogItemId)}>
            Components
          </Button>
        </Tooltip>
      </Flex>
      {/* The whole trade item leads, where the many sections cannot push it out of view; the first section opens. */}
      <Tabs
        className="tp-wrapping-tabs"
        size="small"
        defaultActiveKey={sections[0]?.section ?? 'gdsn'}
        items={[
          { key: 'gdsn', label: 'GDSN attributes', children: <GdsnAttributesView tree={item.gdsnDocument} /> },
          ...sections.map((section) => ({
            key: section.section,
            label: section.label,
            children: <AttributeList entries={section.entries} />,
          })),
          {
            key: 'history',
            label: 'History',
            children: <ItemHistoryTab catalogItemId={item.catalogItemId} labelOf={labelOf} />,
          },
          {
            key: 'missing',
            label: `Missing (${missing.length})`,
            children:
              missing.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={`All ${REQUIRED_ATTRIBUTE_COUNT} required attributes are filled.`}
                />
              ) : (
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary">
                    {missing.length} of the {REQUIRED_ATTRIBUTE_COUNT} required attributes are not filled yet; the item
                    is Ready once they are.
                  </Typography.Text>
                  <List
                    size="small"
                    bordered
                    dataSource={missing}
                    renderItem={(attribute) => (
                      <List.Item>
                        <span>{attribute.label}</span>
                        <Typography.Text type="secondary">{attribute.section}</Typography.Text>
                      </List.Item>
                    )}
                  />
                </Flex>
              ),
          },
        ]}
      />
    </Flex>
  );
}
