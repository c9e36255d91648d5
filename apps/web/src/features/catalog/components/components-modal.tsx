import { Alert, Button, Modal, Table, Typography } from 'antd';
import type { CatalogComponents } from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { useComponent } from '../api/get-component';
import { detailSections, sectionsOf } from '../item-detail-view';
import type { CodeLabeler } from '../item-detail-view';
import { AttributeList } from './attribute-value-view';
import { StatusTag } from './catalog-grid';
import { UnitDescriptor } from './unit-descriptor';
import { useCodeLabels } from './use-code-labels';

type Component = CatalogComponents['ArrComponentsDetail'][number];

function ComponentValues({ component, labelOf }: { component: Component; labelOf: CodeLabeler }) {
  const sections = detailSections({ sections: sectionsOf(component.attributes) }, labelOf);
  if (sections.length === 0) return <Typography.Text type="secondary">No values yet.</Typography.Text>;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {sections.map((section) => (
        <div key={section.section}>
          <Typography.Text strong>{section.label}</Typography.Text>
          <AttributeList entries={section.entries} />
        </div>
      ))}
    </div>
  );
}

/** Spec point 2, the component popup: the items one level below, with quantities; a row opens its values. */
export function ComponentsModal({ catalogItemId, onClose }: { catalogItemId: number; onClose: () => void }) {
  const components = useComponent(catalogItemId);
  const labelOf = useCodeLabels(null);
  return (
    <Modal
      open
      title={components.data ? `Components of ${components.data.gtin}` : 'Components'}
      width={900}
      {...scrollingDialog()}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {components.error && <Alert type="error" showIcon title={components.error.message} />}
      <Table<Component>
        size="small"
        rowKey="catalogItemId"
        loading={components.isLoading}
        pagination={false}
        dataSource={components.data?.ArrComponentsDetail ?? []}
        locale={{ emptyText: 'This item holds no other items.' }}
        expandable={{ expandedRowRender: (component) => <ComponentValues component={component} labelOf={labelOf} /> }}
        columns={[
          { title: 'GTIN', dataIndex: 'gtin', key: 'gtin', width: 160 },
          { title: 'Product Code', dataIndex: 'productCode', key: 'productCode', width: 130 },
          { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true },
          {
            title: 'Unit Descriptor',
            dataIndex: 'unitDescriptor',
            key: 'unitDescriptor',
            width: 150,
            render: (code: string | null) => (code ? <UnitDescriptor code={code} /> : '—'),
          },
          { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', width: 90, align: 'right' },
          {
            title: 'Status',
            dataIndex: 'status',
            key: 'status',
            width: 110,
            render: (status: number) => <StatusTag status={status} />,
          },
        ]}
      />
    </Modal>
  );
}
