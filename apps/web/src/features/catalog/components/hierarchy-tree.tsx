import { Flex, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { UnitDescriptor } from './unit-descriptor';

/** What the tree shows of an item and the items below it: a catalog item's or a received copy's hierarchy. */
export interface HierarchyTreeNode<Node> {
  gtin: string;
  description: string | null;
  unitDescriptor: string | null;
  catalogItemHierarchies: readonly { quantity: number; childCatalogItem: Node }[];
}

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
function treeData<Node extends HierarchyTreeNode<Node>>(
  node: Node,
  quantity: number | null,
  path: string,
  isFocused: (node: Node) => boolean,
): TreeDataNode {
  return {
    key: path,
    title: (
      <NodeTitle
        gtin={node.gtin}
        description={node.description}
        unitDescriptor={node.unitDescriptor}
        quantity={quantity}
        focused={isFocused(node)}
      />
    ),
    children: node.catalogItemHierarchies.map((link, index) =>
      treeData(link.childCatalogItem, link.quantity, `${path}.${index}`, isFocused),
    ),
  };
}

/**
 * A hierarchy from its top, every level expanded: GTIN, description, unit descriptor and the quantity each
 * parent holds; the item the user came from in bold.
 */
export function HierarchyTree<Node extends HierarchyTreeNode<Node>>({
  root,
  isFocused,
}: {
  root: Node;
  isFocused: (node: Node) => boolean;
}) {
  return (
    <Tree
      aria-label="Item hierarchy"
      showLine
      selectable={false}
      defaultExpandAll
      treeData={[treeData(root, null, 'root', isFocused)]}
    />
  );
}
