import { useState } from 'react';
import { AutoComplete, Flex, Input, Typography } from 'antd';
import type { GdsnEntry, GdsnModule } from '@tradepool/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GDSN_SEARCH_MIN_CHARS, useGdsnSearch } from './api/search-gdsn-entries';
import { spacedName } from './gdsn-modules';

const keyOf = (entry: GdsnEntry) => `${entry.module}|${entry.path}`;

export interface GdsnSearchProps {
  modules: ReadonlyMap<string, GdsnModule>;
  onFind: (entry: GdsnEntry) => void;
}

/** The server's search over GS1's names and definitions; picking an attribute opens its module at it. */
export function GdsnSearch({ modules, onFind }: GdsnSearchProps) {
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed).trim();
  const found = useGdsnSearch(text);
  const enough = text.length >= GDSN_SEARCH_MIN_CHARS;
  const entries = enough ? (found.data ?? []).filter((entry) => !entry.xmlAttribute) : [];
  const options = entries.map((entry) => ({
    value: keyOf(entry),
    label: (
      <Flex vertical style={{ minWidth: 0, whiteSpace: 'normal' }}>
        <Typography.Text strong>{spacedName(entry.name)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {modules.get(entry.module)?.title ?? entry.module}
        </Typography.Text>
        {entry.definition && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {entry.definition}
          </Typography.Text>
        )}
      </Flex>
    ),
  }));

  return (
    <AutoComplete
      value={typed}
      options={options}
      onChange={(value: string) => setTyped(value ?? '')}
      onSelect={(value: string) => {
        const entry = entries.find((candidate) => keyOf(candidate) === value);
        setTyped(entry ? spacedName(entry.name) : '');
        if (entry) onFind(entry);
      }}
      notFoundContent={enough && !found.isFetching ? 'No GDSN attribute matches' : null}
      popupMatchSelectWidth={460}
      style={{ flex: '1 1 260px', maxWidth: 460 }}
    >
      <Input.Search
        aria-label="Search GDSN attributes"
        placeholder="Search attributes by name or definition"
        allowClear
        loading={found.isFetching}
      />
    </AutoComplete>
  );
}
