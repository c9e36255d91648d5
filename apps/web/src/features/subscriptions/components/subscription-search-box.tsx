import { useState } from 'react';
import { AutoComplete, Button, Flex, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSubscriptionSuggestions } from '../api/get-subscription-suggestions';

/**
 * The subscription search box: suggestions after more than 2 characters (`searchPartial`); picking one, Enter
 * or Search narrows the list to subscriptions with the text in a GLN, GTIN, GPC or publisher name.
 */
export function SubscriptionSearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [typed, setTyped] = useState('');
  const suggestions = useSubscriptionSuggestions(useDebouncedValue(typed));
  const enough = typed.trim().length >= TYPEAHEAD_MIN_CHARS;
  const rows = enough ? (suggestions.data ?? []) : [];
  // A suggestion is searched by the identifier it is best known by: its GTIN, else its GPC, else its publisher.
  const options = rows.map((s) => {
    const value = s.subscribeToGtin ?? s.gpcCode ?? s.publisherGln ?? s.subscriberGln;
    return {
      key: s.catalogItemSubscriptionId,
      value,
      label: (
        <Flex justify="space-between" gap={12}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {s.publisherName ?? s.publisherGln ?? ''}
          </span>
          <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography.Text>
        </Flex>
      ),
    };
  });
  return (
    <Flex gap={8} style={{ flex: '1 1 320px', maxWidth: 480 }}>
      <AutoComplete
        aria-label="Search subscriptions"
        value={typed}
        options={options}
        onChange={(value: string) => setTyped(value ?? '')}
        onSelect={(value: string) => {
          setTyped(value);
          onSearch(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(typed.trim());
        }}
        allowClear
        onClear={() => onSearch('')}
        placeholder="GLN, GTIN, GPC or publisher name"
        notFoundContent={enough && !suggestions.isFetching ? 'No matching subscription' : null}
        style={{ flex: 1 }}
      />
      <Button icon={<SearchOutlined />} onClick={() => onSearch(typed.trim())}>
        Search
      </Button>
    </Flex>
  );
}
