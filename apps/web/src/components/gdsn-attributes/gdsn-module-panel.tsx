import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Empty, Skeleton } from 'antd';
import type { GdsnElement } from '@tradepool/domain';
import { useGdsnCodeLabels } from './api/get-gdsn-codes';
import { useGdsnModuleEntries } from './api/get-gdsn-module-entries';
import { GdsnElementRows } from './gdsn-element-rows';
import type { GdsnRowsContext, GdsnRowsEditing, GdsnSectionRef } from './gdsn-element-rows';
import { TRADE_ITEM_MODULE, childOrderOf, codeListsInUse, entryTree, moduleRootPath, spacedName } from './gdsn-modules';
import { addRepeat, elementAt, findElements, firstSteps, removeElement, updateElement } from './gdsn-tree';

/** How long a found attribute stays highlighted. */
const HIGHLIGHT_MS = 2500;

/** The editor's side of the view: the tree changes through `onChange`, each change a function of the tree. */
export interface GdsnEditing {
  /** The tree as it was loaded: the modules it uses come first. */
  baseline: GdsnElement | undefined;
  onChange: (update: (tree: GdsnElement) => GdsnElement) => void;
  disabled?: boolean;
  /** Turns to the section tab that edits an attribute the sections show. */
  onEditInSection?: (section: GdsnSectionRef) => void;
}

/** What the search asked the panel to show: a dictionary path; `seq` tells one search from the next. */
export interface GdsnFocus {
  module: string;
  path: string;
  seq: number;
}

export interface GdsnModulePanelProps {
  module: string;
  tree: GdsnElement;
  previous: GdsnElement | null | undefined;
  changed: ReadonlySet<string> | null;
  edit: GdsnEditing | null;
  focus: GdsnFocus | null;
  labelCodes: boolean;
}

/**
 * Whether the panel shows a row for an element's dictionary path: in the detail where the item holds it, in
 * the editor where the class holding it exists (or is the module).
 */
function isShown(path: string, root: string, tree: GdsnElement, editing: boolean): boolean {
  const holder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (!editing) return findElements(tree, path).length > 0;
  return holder === root || findElements(tree, holder).length > 0;
}

/** One module's classes and attributes against the item document, read-only or in the editor. */
export function GdsnModulePanel({ module, tree, previous, changed, edit, focus, labelCodes }: GdsnModulePanelProps) {
  const entries = useGdsnModuleEntries(module);
  // Making a module's element may make the tradeItemInformation too: the tradeItem's order places it.
  const own = useGdsnModuleEntries(TRADE_ITEM_MODULE, edit !== null && module !== TRADE_ITEM_MODULE);
  const moduleTree = useMemo(() => entryTree(entries.data?.entries ?? []), [entries.data]);
  const ownTree = useMemo(() => (own.data ? entryTree(own.data.entries) : undefined), [own.data]);
  const codeLists = useMemo(
    () => (labelCodes ? codeListsInUse(entries.data?.entries ?? [], [tree, previous]) : []),
    [labelCodes, entries.data, tree, previous],
  );
  const labelOf = useGdsnCodeLabels(codeLists);
  const body = useRef<HTMLDivElement>(null);
  // The search's highlight fades: the number of the search it faded for.
  const [faded, setFaded] = useState<number | null>(null);

  const rowsEditing = useMemo((): GdsnRowsEditing | null => {
    if (!edit) return null;
    const orderOf = childOrderOf(moduleTree, ownTree);
    return {
      change: (steps, change) => edit.onChange((current) => updateElement(current, steps, change, orderOf)),
      remove: (steps) => edit.onChange((current) => removeElement(current, steps)),
      add: (parentSteps, element) => edit.onChange((current) => addRepeat(current, parentSteps, element, orderOf).tree),
      disabled: edit.disabled ?? false,
      onEditInSection: edit.onEditInSection,
    };
  }, [edit, moduleTree, ownTree]);

  // An XML attribute shows with its element.
  const focusedPath = focus?.module === module ? focus.path.replace(/\/@[^/]*$/, '') : null;
  const seq = focus?.seq;
  const loaded = entries.isSuccess;
  useEffect(() => {
    if (!focusedPath || !loaded) return;
    // The attribute's row, or the module's top where the item has no value of it to show.
    const row = body.current?.querySelector(`[data-gdsn-path="${CSS.escape(focusedPath)}"]`);
    (row ?? body.current)?.scrollIntoView({ block: row ? 'center' : 'start', behavior: 'smooth' });
    const timer = window.setTimeout(() => setFaded(seq ?? null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [focusedPath, seq, loaded]);

  if (entries.error) return <Alert type="error" showIcon title={entries.error.message} />;
  if (!entries.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const root = moduleRootPath(module);
  const context: GdsnRowsContext = {
    entries: moduleTree,
    labelOf,
    changed,
    highlight: focusedPath && seq !== faded ? focusedPath : null,
    edit: rowsEditing,
  };
  // The editor works on the first module element (made when missing); the detail shows each the item holds.
  const roots = rowsEditing
    ? [{ steps: firstSteps(root), element: elementAt(tree, firstSteps(root)) }]
    : findElements(tree, root);
  const before = previous && changed ? findElements(previous, root) : [];
  const shown = Math.max(roots.length, before.length);
  const missed = focusedPath && !isShown(focusedPath, root, tree, rowsEditing !== null) ? focusedPath : null;
  const missedName = missed ? spacedName(missed.split('/').at(-1)!) : '';

  return (
    <div ref={body}>
      {missed && (
        <Alert
          type="info"
          showIcon
          title={`${missedName} has no value in this item${rowsEditing ? ': add its class first' : ''}.`}
          style={{ marginBottom: 8 }}
        />
      )}
      {shown === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The item holds no value of this module." />
      )}
      {Array.from({ length: shown }, (_, index) => {
        const at = roots[index];
        const steps = at?.steps ?? before[index]!.steps;
        return (
          <GdsnElementRows
            key={index}
            context={context}
            path={root}
            steps={steps}
            element={at?.element}
            before={before[index]?.element}
            editing={rowsEditing}
          />
        );
      })}
    </div>
  );
}
