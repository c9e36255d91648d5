import { useMemo } from 'react';
import { Alert, Badge, Col, Descriptions, Flex, Form, Row, Tabs, Tag, Tooltip, Typography } from 'antd';
import { CATALOG_STATUS, CREATE_KEY_CODES, REQUIRED_ATTRIBUTE_COUNT } from '@tradepool/domain';
import type { AttributeDefinition, CatalogItemDetail, TargetMarket } from '@tradepool/domain';
import { FlashAlert } from '../../../components/flash-alert';
import { GdsnAttributesView } from '../../../components/gdsn-attributes/gdsn-attributes-view';
import type { GdsnEditing } from '../../../components/gdsn-attributes/gdsn-attributes-view';
import { useTargetMarkets } from '../api/get-target-markets';
import { missingCreateKeys } from '../item-draft';
import {
  EDITOR_SECTIONS,
  GDSN_TAB,
  isAttributeEditable,
  isSectionOpen,
  sectionOfReference,
} from '../item-editor-sections';
import type { EditorSection, EditorTab } from '../item-editor-sections';
import { AttributeField } from './attribute-field';
import { StatusTag } from './catalog-grid';
import { HierarchyChildrenEditor } from './hierarchy-children-editor';
import type { ItemEditor } from './use-item-editor';

const FIX_FIELDS = 'Please correct the highlighted fields.';
const WIDE_TYPES = new Set<AttributeDefinition['type']>(['group', 'longText']);

const READINESS_HINTS = {
  ready: `All ${REQUIRED_ATTRIBUTE_COUNT} required attributes are filled: the item can be validated and then registered.`,
  notReady: `Fill the ${REQUIRED_ATTRIBUTE_COUNT} required attributes (each tab counts those it still lacks) to make the item Ready.`,
};

/** Spec point 4: Ready once the 32 required attributes are filled; the count says how far off it is. */
export function ReadinessTag({ detail }: { detail: CatalogItemDetail }) {
  const missing = detail.missingRequired.length;
  return (
    <Flex align="center" gap={8} wrap component="span">
      <Tooltip title={missing === 0 ? READINESS_HINTS.ready : READINESS_HINTS.notReady}>
        <Tag color={missing === 0 ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {missing === 0 ? 'Ready' : 'Not Ready'}
        </Tag>
      </Tooltip>
      <Typography.Text type="secondary">
        {missing === 0
          ? `All ${REQUIRED_ATTRIBUTE_COUNT} required attributes filled`
          : `${missing} of ${REQUIRED_ATTRIBUTE_COUNT} required attributes missing`}
      </Typography.Text>
    </Flex>
  );
}

function marketLabel(code: string, markets: readonly TargetMarket[] | undefined): string {
  const name = markets?.find((market) => market.countryIsoNumericCode === code)?.countryName;
  return name ? `${name} (${code})` : code;
}

function ItemSummary({ editor }: { editor: ItemEditor }) {
  const { detail } = editor;
  const markets = useTargetMarkets();
  if (!detail) {
    const left = missingCreateKeys(editor.draft).length;
    return (
      <Alert
        type="info"
        showIcon
        title="New item"
        description={
          left > 0
            ? `Fill in the ${CREATE_KEY_CODES.length} key fields (GTIN, target market, unit descriptor and description; ${left} still empty), then Create. The other tabs open once the item exists.`
            : 'The key fields are filled: Create the item to open the other tabs.'
        }
      />
    );
  }
  const items = [
    { key: 'gtin', label: 'GTIN', children: detail.gtin },
    {
      key: 'tm',
      label: 'Target Market',
      children: marketLabel(detail.targetMarket, markets.data),
    },
    { key: 'readiness', label: 'Readiness', children: <ReadinessTag detail={detail} /> },
  ];
  // Not Ready is what the readiness says already; a Ready item's status tells where validation and
  // registration stand (Ready to validate, Validated …).
  if (detail.status !== CATALOG_STATUS.notReady) {
    items.push({ key: 'status', label: 'Status', children: <StatusTag status={detail.status} /> });
  }
  return <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} items={items} />;
}

function SectionLabel({ label, missing }: { label: string; missing: number }) {
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ minWidth: 150 }}>
      <span>{label}</span>
      {missing > 0 && <Badge count={missing} size="small" color="orange" title={`${missing} required still empty`} />}
    </Flex>
  );
}

function SectionFields({ section, editor }: { section: EditorSection; editor: ItemEditor }) {
  const { created, detail } = editor;
  return (
    <>
      <Row gutter={16}>
        {section.attributes.map((attribute) => (
          <Col key={attribute.code} xs={24} lg={WIDE_TYPES.has(attribute.type) ? 24 : 12}>
            <AttributeField
              attribute={attribute}
              value={editor.draft[attribute.code]}
              onChange={editor.setValue}
              editable={isAttributeEditable(attribute, created) && !editor.busy}
              problems={editor.fieldProblems[attribute.code]}
              required={attribute.required === true || attribute.createKey === true}
            />
          </Col>
        ))}
      </Row>
      {section.section === 'ArrHierarchy' && detail && (
        <HierarchyChildrenEditor
          catalogItemId={detail.catalogItemId}
          children={editor.children}
          onChange={editor.setChildren}
          parents={detail.parents}
          problems={editor.childProblems}
          disabled={editor.busy}
        />
      )}
    </>
  );
}

/**
 * The whole trade item by GS1's modules (issue 15): what the sections show is edited in their tabs, the rest
 * here; the save sends the tree with the sections' values.
 */
function GdsnAttributesTab({ editor }: { editor: ItemEditor }) {
  const { baselineDocument, setDocument, busy, setActiveSection } = editor;
  const edit = useMemo<GdsnEditing>(
    () => ({
      baseline: baselineDocument,
      onChange: setDocument,
      disabled: busy,
      onEditInSection: (reference) => {
        const section = sectionOfReference(reference);
        if (section) setActiveSection(section);
      },
    }),
    [baselineDocument, setDocument, busy, setActiveSection],
  );
  return <GdsnAttributesView tree={editor.document} edit={edit} />;
}

/** Shrinks to what its height-bound parent leaves instead of growing past it. */
const SHRINKS = { flex: '1 1 auto', minHeight: 0 } as const;

/**
 * The item editor's body, shared by the dialog and the edit page: what the item is and whether it is
 * Ready, the last save's answer, and one tab per section of the attribute dictionary. `fill`: inside a
 * height-bound dialog body, the tabs take the height left and the section list and the fields each scroll.
 */
export function ItemEditorForm({ editor, fill = false }: { editor: ItemEditor; fill?: boolean }) {
  return (
    <Flex vertical gap={12} style={fill ? SHRINKS : undefined}>
      <ItemSummary editor={editor} />
      <FlashAlert flash={editor.flash} style={{ marginBottom: 0 }} />
      {editor.mustCorrect && <Alert type="error" showIcon role="alert" title={FIX_FIELDS} />}
      <Form layout="vertical" component={false}>
        <Tabs
          tabPlacement="start"
          style={fill ? SHRINKS : undefined}
          styles={fill ? { body: { height: '100%', overflowY: 'auto' } } : undefined}
          activeKey={editor.activeSection}
          onChange={(key) => editor.setActiveSection(key as EditorTab)}
          items={[
            ...EDITOR_SECTIONS.map((section) => ({
              key: section.section,
              label: <SectionLabel label={section.label} missing={editor.missing[section.section] ?? 0} />,
              disabled: !isSectionOpen(section, editor.created),
              children: <SectionFields section={section} editor={editor} />,
            })),
            {
              key: GDSN_TAB,
              label: <SectionLabel label="GDSN attributes" missing={0} />,
              disabled: !editor.created,
              children: <GdsnAttributesTab editor={editor} />,
            },
          ]}
        />
      </Form>
    </Flex>
  );
}
