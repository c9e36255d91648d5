import { useMemo, useState } from 'react';
import { Alert, Collapse, Empty, Flex, Skeleton, Switch, Tag, Tooltip, Typography } from 'antd';
import type { GdsnElement, GdsnEntry, GdsnModule } from '@tradepool/domain';
import { useGdsnModules } from './api/get-gdsn-modules';
import { changedElements, changesByModule } from './gdsn-changes';
import { GdsnModulePanel } from './gdsn-module-panel';
import type { GdsnEditing, GdsnFocus } from './gdsn-module-panel';
import { moduleValueCounts, orderedModules } from './gdsn-modules';
import { GdsnSearch } from './gdsn-search';

export type { GdsnEditing } from './gdsn-module-panel';
export type { GdsnSectionRef } from './gdsn-element-rows';

export interface GdsnAttributesViewProps {
  /** The item document; undefined where the server sends none. */
  tree: GdsnElement | undefined;
  /** The version before (data quality): each value that differs is flagged. Null: this is the first. */
  previous?: GdsnElement | null;
  /** The editor's hooks; without them the view is read-only. */
  edit?: GdsnEditing;
  /** False: codes show as they are, no code list asked (spec point 6: read-only subscribers load none). */
  labelCodes?: boolean;
}

const EMPTY_TREE: GdsnElement = { name: 'tradeItem' };

function ModuleLabel({ module, values, changes }: { module: GdsnModule; values: number; changes: number }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Tooltip title={module.definition} placement="topLeft">
        <span>{module.title}</span>
      </Tooltip>
      <Flex gap={4} wrap>
        {changes > 0 && (
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            {changes} changed
          </Tag>
        )}
        {values > 0 && (
          <Tag style={{ marginInlineEnd: 0 }}>
            {values} value{values === 1 ? '' : 's'}
          </Tag>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The whole trade item by GS1's modules (issue 15): those the item uses first with their counts, the others
 * behind *Show all modules*; a search over the standard's names and definitions; each module's classes and
 * attributes, read-only or, given `edit`, typed in. Shared by the catalog, its editor, the subscriber catalog
 * and data quality.
 */
export function GdsnAttributesView({ tree, previous, edit, labelCodes = true }: GdsnAttributesViewProps) {
  const modules = useGdsnModules();
  const item = tree ?? EMPTY_TREE;
  const counts = useMemo(() => moduleValueCounts(item), [item]);
  // In the editor the modules keep their places while values are typed in: a module moving would lose the input.
  const baseline = edit ? edit.baseline : tree;
  const baselineCounts = useMemo(() => moduleValueCounts(baseline), [baseline]);
  const changed = useMemo(() => (previous === undefined ? null : changedElements(item, previous)), [item, previous]);
  const changeCounts = useMemo(() => (changed ? changesByModule(changed) : new Map<string, number>()), [changed]);
  // A module the previous version used and this one dropped still shows, its values flagged as removed.
  const usedCounts = useMemo(() => {
    const all = new Map(baselineCounts);
    for (const module of changeCounts.keys()) if (!all.has(module)) all.set(module, 0);
    return all;
  }, [baselineCounts, changeCounts]);
  const { used, unused } = useMemo(() => orderedModules(modules.data ?? [], usedCounts), [modules.data, usedCounts]);
  const byName = useMemo(() => new Map((modules.data ?? []).map((m) => [m.name, m])), [modules.data]);
  const [showAll, setShowAll] = useState(false);
  const [opened, setOpened] = useState<string[] | null>(null);
  const [focus, setFocus] = useState<GdsnFocus | null>(null);
  // Until the user opens or closes one: the modules that changed, else the first the item uses.
  const changedModules = used.filter((m) => (changeCounts.get(m.name) ?? 0) > 0).map((m) => m.name);
  const active = opened ?? (changedModules.length ? changedModules : used.slice(0, 1).map((m) => m.name));

  if (modules.error) return <Alert type="error" showIcon title={modules.error.message} />;
  if (!modules.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const find = (entry: GdsnEntry) => {
    if (!usedCounts.has(entry.module)) setShowAll(true);
    setOpened(active.includes(entry.module) ? active : [...active, entry.module]);
    setFocus((current) => ({ module: entry.module, path: entry.path, seq: (current?.seq ?? 0) + 1 }));
  };
  // Each group tells only its own open panels: the other group's stay as they are.
  const toggle = (group: readonly GdsnModule[]) => (keys: string[]) => {
    const names = new Set(group.map((module) => module.name));
    setOpened([...active.filter((key) => !names.has(key)), ...keys]);
  };
  const items = (list: readonly GdsnModule[]) =>
    list.map((module) => ({
      key: module.name,
      label: (
        <ModuleLabel
          module={module}
          values={counts.get(module.name) ?? 0}
          changes={changeCounts.get(module.name) ?? 0}
        />
      ),
      children: (
        <GdsnModulePanel
          module={module.name}
          tree={item}
          previous={previous}
          changed={changed}
          edit={edit ?? null}
          focus={focus}
          labelCodes={labelCodes}
        />
      ),
    }));
  const valueTotal = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const changeTotal = changed?.size ?? 0;

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <GdsnSearch modules={byName} onFind={find} />
        <Flex gap={8} align="center" component="label">
          <Switch size="small" checked={showAll} onChange={setShowAll} />
          <span>Show all modules</span>
        </Flex>
        <Typography.Text type="secondary">
          {valueTotal} value{valueTotal === 1 ? '' : 's'} in {counts.size} module{counts.size === 1 ? '' : 's'}
          {changed && ` · ${changeTotal} changed since the version before`}
          {previous === null && ' · first version received'}
        </Typography.Text>
      </Flex>
      {used.length === 0 && !showAll ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            edit
              ? 'The item holds no GDSN attribute yet: switch on Show all modules to add some.'
              : 'The item holds no GDSN attribute.'
          }
        />
      ) : (
        <Collapse size="small" activeKey={active} onChange={toggle(used)} items={items(used)} />
      )}
      {showAll && unused.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            The standard's other modules ({unused.length}): the item uses none of them
            {edit ? '; open one to add values' : ''}.
          </Typography.Text>
          <Collapse size="small" activeKey={active} onChange={toggle(unused)} items={items(unused)} />
        </Flex>
      )}
    </Flex>
  );
}
