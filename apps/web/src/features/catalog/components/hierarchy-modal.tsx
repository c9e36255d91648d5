import { useState } from 'react';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { useHierarchy } from '../api/get-hierarchy';
import { HierarchyTree } from './hierarchy-tree';
import { UnitDescriptor } from './unit-descriptor';

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
          <HierarchyTree key={shownId} root={root} isFocused={(node) => node.catalogItemId === catalogItemId} />
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
