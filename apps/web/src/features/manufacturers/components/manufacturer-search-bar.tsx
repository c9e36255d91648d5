import { useRef, useState } from 'react';
import { AutoComplete, Button, Flex, Segmented, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useManufacturerSuggestions } from '../api/search-manufacturers';
import { STATUS_FILTER_OPTIONS } from '../manufacturer-view';
import type { StatusFilter } from '../manufacturer-view';

export interface ManufacturerSearchBarProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  onSearch: (searchString: string) => void;
}

/**
 * Spec point 2 "Manufacturers admin": a search box with typeahead (from the third character, at most 20
 * names) and the Confirmed/Unconfirmed filter. Picking a suggestion or pressing Enter filters the grid.
 */
export function ManufacturerSearchBar({ status, onStatus, onSearch }: ManufacturerSearchBarProps) {
  const [typed, setTyped] = useState('');
  const asked = useDebouncedValue(typed);
  const suggestions = useManufacturerSuggestions(asked);
  const enough = typed.trim().length >= TYPEAHEAD_MIN_CHARS;
  const options = enough
    ? (suggestions.data?.results ?? []).map((m) => ({
        value: m.manufacturerName,
        label: (
          <Flex justify="space-between" gap={12}>
            <span>{m.manufacturerName}</span>
            {m.infoProviderGln && <Typography.Text type="secondary">{m.infoProviderGln}</Typography.Text>}
          </Flex>
        ),
      }))
    : [];
  // Enter may also pick a suggestion; the pick wins over the text typed so far.
  const picked = useRef(false);

  function pick(value: string) {
    picked.current = true;
    setTyped(value);
    onSearch(value);
  }

  return (
    <Flex gap={16} wrap align="center">
      <Flex gap={8} style={{ flex: '1 1 360px', maxWidth: 520 }}>
        <AutoComplete
          aria-label="Search manufacturers"
          value={typed}
          options={options}
          onChange={(value: string) => {
            picked.current = false;
            setTyped(value ?? '');
            if (!value) onSearch('');
          }}
          onSelect={pick}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            window.setTimeout(() => {
              if (!picked.current) onSearch(typed);
            }, 0);
          }}
          allowClear
          placeholder={`Manufacturer, GLN, contact or email (suggestions from ${TYPEAHEAD_MIN_CHARS} characters)`}
          notFoundContent={enough && !suggestions.isFetching ? 'No matching manufacturer' : null}
          style={{ flex: 1 }}
        />
        <Button icon={<SearchOutlined />} onClick={() => onSearch(typed)}>
          Search
        </Button>
      </Flex>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">Status</Typography.Text>
        <Segmented<StatusFilter> options={STATUS_FILTER_OPTIONS} value={status} onChange={onStatus} />
      </Flex>
    </Flex>
  );
}
