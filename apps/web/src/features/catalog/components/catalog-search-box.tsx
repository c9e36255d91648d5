import { useRef, useState } from 'react';
import { AutoComplete, Button, Flex, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CatalogSuggestion } from '@tradepool/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** A typeahead call's hook (`usePartialCatalog` …): it asks from the third character on. */
export type SuggestionsHook = (text: string) => { data?: CatalogSuggestion[]; isFetching: boolean };

export interface CatalogSearchBoxProps {
  initialText: string;
  /** The list the suggestions come from; the box is remounted (keyed) when it changes. */
  useSuggestions: SuggestionsHook;
  onPick: (suggestion: CatalogSuggestion) => void;
  onSearch: (keyword: string) => void;
  label?: string;
  /** Characters typed before suggestions are asked for: 3, the dashboard's 2 (spec point 5). */
  minChars?: number;
}

/**
 * The catalog's search box (spec point 2): suggestions from the third character (20 at most, from the tab's
 * own items; the dashboard's from the second); picking one opens that item, Enter searches the GTIN,
 * product code, description and brand.
 */
export function CatalogSearchBox({
  initialText,
  useSuggestions,
  onPick,
  onSearch,
  label = 'Search the catalog',
  minChars = TYPEAHEAD_MIN_CHARS,
}: CatalogSearchBoxProps) {
  const [typed, setTyped] = useState(initialText);
  const asked = useDebouncedValue(typed);
  const suggestions = useSuggestions(asked);
  const enough = typed.trim().length >= minChars;
  const rows = enough ? (suggestions.data ?? []) : [];
  const options = rows.map((item) => ({
    value: String(item.catalogItemId),
    label: (
      <Flex justify="space-between" gap={12}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {item.description ?? item.productCode ?? ''}
        </span>
        <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {item.gtin}
        </Typography.Text>
      </Flex>
    ),
  }));
  // Enter may also pick a suggestion; the pick wins over the text typed so far.
  const picked = useRef(false);

  return (
    <Flex gap={8} style={{ flex: '1 1 360px', maxWidth: 560 }}>
      <AutoComplete
        aria-label={label}
        value={typed}
        options={options}
        onChange={(value: string) => {
          picked.current = false;
          setTyped(value ?? '');
        }}
        onSelect={(value: string) => {
          const item = rows.find((row) => String(row.catalogItemId) === value);
          if (!item) return;
          picked.current = true;
          setTyped(item.gtin);
          onPick(item);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          window.setTimeout(() => {
            if (!picked.current) onSearch(typed.trim());
          }, 0);
        }}
        allowClear
        onClear={() => onSearch('')}
        placeholder={`GTIN, product code, description or brand (suggestions from ${minChars} characters)`}
        notFoundContent={enough && !suggestions.isFetching ? 'No matching item' : null}
        style={{ flex: 1 }}
      />
      <Button icon={<SearchOutlined />} onClick={() => onSearch(typed.trim())}>
        Search
      </Button>
    </Flex>
  );
}
