import { useState } from 'react';
import { Alert, Button, Flex, Modal, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import type { HierarchyNode } from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { useHierarchy } from '../api/get-hierarchy';
import { UnitDescriptor } from './unit-descriptor';

interface NodeFacts {
  gtin: string;
  description: string | null;
  unitDescriptor: string | null;
  quantity: number | null;
  focused: boolean;
}

function NodeTitle({ gtin, description, unitDescriptor, quantity, focused }: NodeFacts) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong={focused} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {gtin}
      </Typography.Text>
      <Typography.Text strong={focused}>{description ?? '—'}</Typography.Text>
      {unitDescriptor && (
        <Tag>
          <UnitDescriptor code={unitDescriptor} />
        </Tag>
      )}
      {quantity !== null && <Typography.Text type="secondary">× {quantity}</Typography.Text>}
    </Flex>
  );
}

/** Keys follow the path, since one child can sit under two parents of the same tree. */
function treeData(node: HierarchyNode, quantity: number | null, path: string, focusId: number): TreeDataNode {
  return {
    key: path,
    title: (
      <NodeTitle
        gtin={node.gtin}
        description={node.description}
        unitDescriptor={node.unitDescriptor}
        quantity={quantity}
        focused={node.catalogItemId === focusId}
      />
    ),
    children: node.catalogItemHierarchies.map((link, index) =>
      treeData(link.childCatalogItem, link.quantity, `${path}.${index}`, focusId),
    ),
  };
}

/**
 * Spec point 2, the hierarchy popup: the item with every level below it (GTIN, description, unit descriptor
 * and the quantity each parent holds) and the items that contain it, which open their own hierarchy.
 */
export function HierarchyModal({ catalogItemId, onClose }: { catalogItemId: number; onClose: () => void }) {
  const [shownId, setShownId] = useState(catalogItemId);
  const hierarchy = useHierarchy(shownId);
  const root = hierarchy.data?.catalogItemId === shownId ? hierarchy.data : undefined;

  return (
    <Modal
      open
      title="Hierarchy"
      width={760}
      {...scrollingDialog()}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {hierarchy.error && <Alert type="error" showIcon title={hierarchy.error.message} />}
      {!root && !hierarchy.error && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      )}
      {root && (
        <Flex vertical gap={12}>
          {root.parents.length > 0 && (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">Contained in</Typography.Text>
              {root.parents.map((parent) => (
                <Button
                  key={parent.catalogItemId}
                  type="link"
                  size="small"
                  style={{ alignSelf: 'flex-start', paddingInline: 0 }}
                  onClick={() => setShownId(parent.catalogItemId)}
                >
                  {parent.gtin} · {parent.description ?? '—'} ·{' '}
                  {parent.unitDescriptor ? <UnitDescriptor code={parent.unitDescriptor} /> : '—'} (holds{' '}
                  {parent.quantity})
                </Button>
              ))}
            </Flex>
          )}
          <Tree
            key={shownId}
            aria-label="Item hierarchy"
            showLine
            selectable={false}
            defaultExpandAll
            treeData={[treeData(root, null, 'root', catalogItemId)]}
          />
          {root.catalogItemHierarchies.length === 0 && (
            <Typography.Text type="secondary">This item holds no other items.</Typography.Text>
          )}
          {shownId !== catalogItemId && (
            <Button style={{ alignSelf: 'flex-start' }} onClick={() => setShownId(catalogItemId)}>
              Back to the selected item
            </Button>
          )}
        </Flex>
      )}
    </Modal>
  );
}
