import type { GdsnEntry } from '@tradepool/domain';

const NO_FLAGS = { language: 'no', uom: 'no', currency: 'no' } as const;

/** A dictionary entry for the tests: an optional attribute of the tradeItem unless told otherwise. */
export function entry(path: string, overrides: Partial<GdsnEntry> = {}): GdsnEntry {
  const last = path.split('/').at(-1)!;
  return {
    bmsId: 1,
    path,
    module: 'tradeItem',
    kind: 'attribute',
    xmlAttribute: last.startsWith('@'),
    name: last.replace(/^@/, ''),
    multiplicity: { min: 0, max: 1 },
    length: null,
    dataType: null,
    valueType: null,
    codeListName: null,
    enumeration: null,
    flags: NO_FLAGS,
    definition: null,
    section: null,
    ...overrides,
  };
}
