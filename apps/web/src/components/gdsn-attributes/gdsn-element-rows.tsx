import type { ReactNode } from 'react';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SECTION_LABELS } from '@tradepool/domain';
import type { AttributeSection, GdsnElement, GdsnEntry } from '@tradepool/domain';
import { changesWithin } from './gdsn-changes';
import { GdsnAttributeLabel } from './gdsn-attribute-label';
import { elementName, isRepeatable, spacedName } from './gdsn-modules';
import type { EntryTree } from './gdsn-modules';
import { childrenNamed, stepsKey, valueCount } from './gdsn-tree';
import type { ElementStep, ElementSteps } from './gdsn-tree';
import { valueShapeOf } from './gdsn-value';
import type { GdsnCodeLabeler } from './gdsn-value';
import { GdsnValueInput } from './gdsn-value-input';
import { GdsnChangeTag, GdsnValueView } from './gdsn-value-view';

export type GdsnSectionRef = NonNullable<GdsnEntry['section']>;

/** How the rows change the tree; each call is one immutable step the owner of the tree applies. */
export interface GdsnRowsEditing {
  change: (steps: ElementSteps, change: (element: GdsnElement) => GdsnElement) => void;
  remove: (steps: ElementSteps) => void;
  add: (parentSteps: ElementSteps, element: GdsnElement) => void;
  disabled: boolean;
  onEditInSection?: (section: GdsnSectionRef) => void;
}

export interface GdsnRowsContext {
  entries: EntryTree;
  labelOf: GdsnCodeLabeler;
  /** The changed elements' keys (`stepsKey`), when the tree is compared with the version before. */
  changed: ReadonlySet<string> | null;
  /** The dictionary path the search found, shown highlighted. */
  highlight: string | null;
  edit: GdsnRowsEditing | null;
}

/** The modules' home holds every module: there is one, kept, whatever the editor does. */
const MODULES_HOME_CLASS = 'tradeItemInformation';

const isExtension = (element: GdsnElement) => element.name === 'extension';

const numbered = (label: string, index: number) => (index > 0 ? `${label} ${index + 1}` : label);

function Row({
  path,
  label,
  highlight,
  children,
}: {
  path?: string;
  label: ReactNode;
  highlight?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-gdsn-path={path}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 36%) minmax(0, 1fr)',
        gap: 12,
        padding: '6px 8px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: highlight ? token.colorPrimaryBg : undefined,
        transition: 'background 0.6s',
      }}
    >
      <div style={{ minWidth: 0, paddingTop: 2 }}>{label}</div>
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

function SectionLink({ section, editing }: { section: GdsnSectionRef; editing: GdsnRowsEditing }) {
  const words = `Edit in the ${SECTION_LABELS[section.section as AttributeSection] ?? section.section} tab`;
  return editing.onEditInSection ? (
    <Typography.Link style={{ fontSize: 12 }} onClick={() => editing.onEditInSection?.(section)}>
      {words}
    </Typography.Link>
  ) : (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {words}
    </Typography.Text>
  );
}

interface EntryRowProps {
  context: GdsnRowsContext;
  entry: GdsnEntry;
  parentSteps: ElementSteps;
  current: readonly GdsnElement[];
  previous: readonly GdsnElement[];
  editing: GdsnRowsEditing | null;
}

function AttributeRow({ context, entry, parentSteps, current, previous, editing }: EntryRowProps) {
  const { token } = theme.useToken();
  const xmlAttributes = context.entries.xmlAttributes.get(entry.path) ?? [];
  const shape = valueShapeOf(entry, xmlAttributes);
  const label = spacedName(entry.name);
  const stepsAt = (index: number): ElementStep[] => [...parentSteps, { name: elementName(entry), index }];
  const highlight = context.highlight === entry.path;
  const title = <GdsnAttributeLabel entry={entry} />;

  if (editing && !entry.section) {
    const max = entry.multiplicity.max;
    const canAdd = isRepeatable(entry) && current.length > 0 && (max === null || current.length < max);
    const shown = current.length ? current : [undefined];
    return (
      <Row path={entry.path} label={title} highlight={highlight}>
        <Flex vertical gap={6}>
          {shown.map((element, index) => (
            <Flex key={index} gap={4} align="flex-start">
              <GdsnValueInput
                entry={entry}
                shape={shape}
                xmlAttributes={xmlAttributes}
                element={element}
                ariaLabel={numbered(label, index)}
                onChange={(change) => editing.change(stepsAt(index), change)}
                disabled={editing.disabled}
              />
              {element && (
                <Tooltip title="Remove this value">
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${numbered(label, index)}`}
                    onClick={() => editing.remove(stepsAt(index))}
                    disabled={editing.disabled}
                  />
                </Tooltip>
              )}
            </Flex>
          ))}
          {canAdd && (
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => editing.add(parentSteps, { name: elementName(entry) })}
              disabled={editing.disabled}
            >
              {shape.qualifier?.role === 'language' ? 'Add language' : `Add ${label}`}
            </Button>
          )}
        </Flex>
      </Row>
    );
  }

  const count = Math.max(current.length, previous.length);
  return (
    <Row path={entry.path} label={title} highlight={highlight}>
      <Flex justify="space-between" align="baseline" gap={4} wrap>
        <Flex vertical gap={6} style={{ flex: '1 1 auto', minWidth: 0 }}>
          {Array.from({ length: count }, (_, index) => {
            const element = current[index];
            const changed = context.changed?.has(stepsKey(stepsAt(index))) ?? false;
            return (
              <Flex
                key={index}
                vertical
                gap={4}
                style={
                  changed ? { background: token.colorWarningBg, margin: '-2px -4px', padding: '2px 4px' } : undefined
                }
              >
                {element ? (
                  <GdsnValueView
                    shape={shape}
                    element={element}
                    codeListName={entry.codeListName}
                    labelOf={context.labelOf}
                  />
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                )}
                {changed && (
                  <span>
                    <GdsnChangeTag
                      before={previous[index]}
                      shape={shape}
                      codeListName={entry.codeListName}
                      labelOf={context.labelOf}
                    />
                  </span>
                )}
              </Flex>
            );
          })}
          {count === 0 && <Typography.Text type="secondary">—</Typography.Text>}
        </Flex>
        {editing && entry.section && <SectionLink section={entry.section} editing={editing} />}
      </Flex>
    </Row>
  );
}

function ClassBlock({
  title,
  path,
  highlight,
  extra,
  children,
}: {
  title: ReactNode;
  path: string;
  highlight: boolean;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-gdsn-path={path}
      style={{
        padding: '6px 0 6px 8px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: highlight ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ paddingInlineEnd: 8 }}>
        {title}
        {extra && (
          <Flex gap={4} align="center">
            {extra}
          </Flex>
        )}
      </Flex>
      {children && (
        <div
          style={{
            marginTop: 4,
            marginInlineStart: 4,
            paddingInlineStart: 8,
            borderInlineStart: `2px solid ${token.colorBorder}`,
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

function ClassRows({ context, entry, parentSteps, current, previous, editing }: EntryRowProps) {
  const label = spacedName(entry.name);
  const fixed = entry.path === MODULES_HOME_CLASS;
  // A class a section tab shows is edited there, with all it holds.
  const blocksEditable = editing !== null && !entry.section && !fixed;
  const inside = editing && !entry.section ? editing : null;
  const occurrences: (GdsnElement | undefined)[] =
    editing && fixed && current.length === 0 ? [undefined] : [...current];
  const count = Math.max(occurrences.length, previous.length);
  const max = entry.multiplicity.max;
  const highlight = context.highlight === entry.path;
  const stepsAt = (index: number): ElementStep[] => [...parentSteps, { name: elementName(entry), index }];
  const add = () => editing?.add(parentSteps, { name: elementName(entry) });
  const addButton = blocksEditable && (max === null || current.length < max) && (
    <Button
      size="small"
      type="dashed"
      icon={<PlusOutlined />}
      onClick={add}
      disabled={editing.disabled}
      style={count ? { margin: '6px 0 6px 8px' } : undefined}
    >
      Add {label}
    </Button>
  );

  if (count === 0) {
    return editing ? (
      <Row path={entry.path} label={<GdsnAttributeLabel entry={entry} />} highlight={highlight}>
        <Flex vertical gap={4} align="flex-start">
          {addButton}
          {entry.section && <SectionLink section={entry.section} editing={editing} />}
        </Flex>
      </Row>
    ) : null;
  }
  return (
    <>
      {Array.from({ length: count }, (_, index) => {
        const element = occurrences[index];
        const steps = stepsAt(index);
        const changes = context.changed ? changesWithin(context.changed, stepsKey(steps)) : 0;
        const title = <GdsnAttributeLabel entry={entry} strong suffix={count > 1 ? ` ${index + 1}` : undefined} />;
        if (!element && previous[index]) {
          return (
            <ClassBlock
              key={index}
              path={entry.path}
              highlight={highlight}
              title={title}
              extra={<Tag color="orange">Removed since the version before</Tag>}
            />
          );
        }
        return (
          <ClassBlock
            key={index}
            path={entry.path}
            highlight={highlight}
            title={title}
            extra={
              <>
                {changes > 0 && <Tag color="orange">{changes} changed</Tag>}
                {editing && entry.section && <SectionLink section={entry.section} editing={editing} />}
                {blocksEditable && (
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${label} ${index + 1}`}
                    onClick={() => editing.remove(steps)}
                    disabled={editing.disabled}
                  >
                    Remove
                  </Button>
                )}
              </>
            }
          >
            <GdsnElementRows
              context={context}
              path={entry.path}
              steps={steps}
              element={element}
              before={previous[index]}
              editing={inside}
            />
          </ClassBlock>
        );
      })}
      {addButton}
    </>
  );
}

/** What the item holds that GS1's dictionary does not name: shown as it is, kept as it is. */
function UnknownRows({ elements }: { elements: readonly GdsnElement[] }) {
  const lines = (element: GdsnElement, prefix: string): string[] => [
    ...(element.value !== undefined ? [`${prefix}${element.value}`] : []),
    ...(element.children ?? []).flatMap((child) => lines(child, `${prefix}${spacedName(child.name)}: `)),
  ];
  return (
    <>
      {elements.map((element, index) => (
        <Row
          key={index}
          label={
            <Tooltip title="Not in GS1's GDSN dictionary: kept as received.">
              <Typography.Text type="secondary">{spacedName(element.name)}</Typography.Text>
            </Tooltip>
          }
        >
          <Flex vertical>
            {lines(element, '').map((line, at) => (
              <span key={at} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </span>
            ))}
          </Flex>
        </Row>
      ))}
    </>
  );
}

export interface GdsnElementRowsProps {
  context: GdsnRowsContext;
  /** The element's dictionary path ('' for the tradeItem). */
  path: string;
  steps: ElementSteps;
  /** Undefined in the editor where the element is still to be made (a module the item does not use yet). */
  element: GdsnElement | undefined;
  /** The same element in the version before, when comparing. */
  before: GdsnElement | undefined;
  /** Null: read-only (the detail screens, or what a section tab edits). */
  editing: GdsnRowsEditing | null;
}

/**
 * An element's classes and attributes in schema order: in the detail those it holds (and held before, when
 * compared), in the editor every one the dictionary lists, classes as blocks that repeat.
 */
export function GdsnElementRows({ context, path, steps, element, before, editing }: GdsnElementRowsProps) {
  const entries = context.entries.children.get(path) ?? [];
  const known = new Set(entries.map(elementName));
  const unknown = (element?.children ?? []).filter((child) => !known.has(child.name) && child.name !== 'extension');
  return (
    <>
      {entries.map((entry) => {
        const name = elementName(entry);
        const current = childrenNamed(element, name);
        const previous = context.changed ? childrenNamed(before, name) : [];
        // The detail shows what holds a value: not a class that only holds the modules' extension.
        if (!editing && [...current, ...previous].every((child) => valueCount(child, isExtension) === 0)) return null;
        const props = { context, entry, parentSteps: steps, current, previous, editing };
        return entry.kind === 'class' ? (
          <ClassRows key={entry.path} {...props} />
        ) : (
          <AttributeRow key={entry.path} {...props} />
        );
      })}
      <UnknownRows elements={unknown} />
    </>
  );
}
