import { useState } from 'react';
import { Button, Flex, Input, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { FIND_BY_OPTIONS, type FindBy, type SearchForm } from '../global-search-form';

export interface SearchBarProps {
  /** The search in force: the box shows its keyword until something else is typed. */
  form: SearchForm;
  onSearch: (form: SearchForm) => void;
  /** Opens the filter dialog on the search with what the box holds now, typed or not yet run. */
  onFilters: (form: SearchForm) => void;
}

/**
 * The keyword on the page itself: every column unless a Find by is chosen, its words spell-checked as the
 * form says (on for a new search). Enter or *Search* runs it with the other filters in force; *Filters*
 * opens the dialog for those, starting from what the box holds.
 */
export function SearchBar({ form, onSearch, onFilters }: SearchBarProps) {
  const [draft, setDraft] = useState({ form, keyword: form.keyword, findBy: form.findBy });
  // A search run anywhere (the dialog, the address, *Clear all*) shows in the box.
  if (draft.form !== form) setDraft({ form, keyword: form.keyword, findBy: form.findBy });
  const current = () => ({ ...form, keyword: draft.keyword, findBy: draft.findBy });

  return (
    <Flex gap={8} wrap align="center">
      <Space.Compact style={{ flex: '1 1 480px', maxWidth: 720 }}>
        <Select<FindBy>
          aria-label="Find by"
          value={draft.findBy}
          options={FIND_BY_OPTIONS}
          onChange={(findBy) => setDraft({ ...draft, findBy })}
          style={{ width: 150 }}
        />
        <Input.Search
          aria-label="Search the received items"
          placeholder="GTIN, product code, description or brand"
          allowClear
          enterButton="Search"
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          onSearch={(keyword) => onSearch({ ...current(), keyword })}
        />
      </Space.Compact>
      <Button icon={<FilterOutlined />} onClick={() => onFilters(current())}>
        Filters
      </Button>
    </Flex>
  );
}
