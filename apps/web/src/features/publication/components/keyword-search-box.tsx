import { useRef } from 'react';
import { Input } from 'antd';
import { searchableKeyword } from '../publication-search';

/** How long typing must pause before the keyword is searched. */
const KEYWORD_PAUSE_MS = 400;

export interface KeywordSearchBoxProps {
  placeholder: string;
  width: number;
  /** The keyword to search for: the trimmed text, '' for an emptied box. */
  onSearch: (keyword: string) => void;
}

/**
 * The published item keyword box: once typing pauses (or on Enter) the keyword is searched when it is
 * searchable (spec point 9: more than 2 characters, or an emptied box); a shorter text leaves the grid as it is.
 */
export function KeywordSearchBox({ placeholder, width, onSearch }: KeywordSearchBoxProps) {
  const timer = useRef<number | undefined>(undefined);
  const search = (text: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const keyword = searchableKeyword(text);
      if (keyword !== null) onSearch(keyword);
    }, delay);
  };
  return (
    <Input.Search
      aria-label="Keyword"
      placeholder={placeholder}
      allowClear
      style={{ width }}
      onChange={(event) => search(event.target.value, KEYWORD_PAUSE_MS)}
      onSearch={(text) => search(text, 0)}
    />
  );
}
