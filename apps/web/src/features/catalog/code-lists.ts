import { SERVED_CODE_LIST_NAMES } from '@tradepool/domain';
import type { AllCodeProperties, CodeListEntry, CodeListName, CodeLookup } from '@tradepool/domain';

/** The served code lists, indexed: each list's entries in order, and a code's label. */
export interface CodeLists {
  entries(list: CodeListName): readonly CodeListEntry[];
  label(list: CodeListName, key: string): string | undefined;
}

const NONE: readonly CodeListEntry[] = [];

export function indexCodeLists(data: AllCodeProperties | undefined): CodeLists {
  const labels = new Map(
    SERVED_CODE_LIST_NAMES.map((name) => [name, new Map((data?.[name] ?? []).map((e) => [e.key, e.value]))]),
  );
  return {
    entries: (list) => (data && list !== 'GPC' ? data[list] : NONE),
    label: (list, key) => labels.get(list as never)?.get(key),
  };
}

const GPC_BRICK = /^\d{8}$/;

/**
 * The web's side of code-list validation, once the lists have loaded (until then any code passes: the server
 * checks it). GPC bricks are too many to ship, so only their shape is checked here and the server checks the brick.
 */
export function clientCodeLookup(lists: CodeLists | null): CodeLookup {
  return (list, key) => {
    if (list === 'GPC') return GPC_BRICK.test(key);
    return lists === null || lists.label(list, key) !== undefined;
  };
}

/** How a code shows in a drop-down: its label, and the code a spreadsheet would carry. */
export const codeOption = (entry: CodeListEntry) => ({
  value: entry.key,
  label: entry.value === entry.key ? entry.key : `${entry.value} (${entry.key})`,
});
