import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { DMS_STATUS_CODES, DMS_STATUS_LABELS } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useGridPaging } from '../../../components/data-grid';
import { useCurrentUser } from '../../../lib/auth';
import { globalSearchQuery, useGlobalSearch } from '../api/search-global';
import { SearchBar } from '../components/search-bar';
import { SearchFilterDialog } from '../components/search-filter-dialog';
import { DEFAULT_GLOBAL_SEARCH_SORT, SearchResultGrid, type GlobalSearchSort } from '../components/search-result-grid';
import {
  EMPTY_SEARCH_FORM,
  activeFilters,
  filterOf,
  formFromParams,
  paramsOf,
  type SearchForm,
} from '../global-search-form';
import { itemDetailPath } from '../item-detail-link';

/**
 * Spec point 2, "/search": the items of all the buyer's publishers, found by the search box (every column by
 * default, its words spell-checked), the filter dialog for the rest, and the status above the grid. The
 * search lives in the address, so the way back from an item returns to it; a search run from the box or the
 * dialog that finds exactly one item opens that item's detail at once.
 */
export function GlobalSearchPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => formFromParams(params), [params]);
  const paging = useGridPaging();
  const [sort, setSort] = useState<GlobalSearchSort>(DEFAULT_GLOBAL_SEARCH_SORT);
  /** The filter dialog, open on this search (the box's keyword as typed). */
  const [dialogForm, setDialogForm] = useState<SearchForm | null>(null);
  const queryClient = useQueryClient();
  const request = (next: SearchForm, pageNumber: number) => ({
    ...filterOf(next),
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
    pageNumber,
    rowCount: paging.pageSize,
  });
  const search = useGlobalSearch(request(form, paging.page));

  const apply = (next: SearchForm) => {
    setParams(paramsOf(next));
    paging.onChange(1, paging.pageSize);
  };
  /** A search run from the box or the dialog: exactly one item found opens its detail; the way back shows it. */
  const run = async (next: SearchForm) => {
    setDialogForm(null);
    const found = await queryClient.fetchQuery(globalSearchQuery(request(next, 1))).catch(() => null);
    apply(next);
    if (found?.totalRows === 1) navigate(itemDetailPath(found.results[0]!));
  };
  const filters = activeFilters(form);
  const spellings = search.data?.spellings ?? [];

  return (
    <>
      <PageTitle
        title="Global search"
        subtitle={`The items all your publishers sent ${user.companyName}: search them together.`}
      />
      <Card size="small">
        <Flex vertical gap={12}>
          <SearchBar form={form} onSearch={(next) => void run(next)} onFilters={setDialogForm} />
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>Search:</Typography.Text>
            {filters.length === 0 ? (
              <Typography.Text type="secondary">every received item</Typography.Text>
            ) : (
              <>
                {filters.map((filter) => (
                  <Tag key={filter} style={{ marginInlineEnd: 0 }}>
                    {filter}
                  </Tag>
                ))}
                <Button type="link" size="small" onClick={() => apply(EMPTY_SEARCH_FORM)}>
                  Clear all
                </Button>
              </>
            )}
          </Flex>
          <Flex gap={12} wrap align="center">
            <Typography.Text id="global-search-status">Status:</Typography.Text>
            <Checkbox.Group
              aria-labelledby="global-search-status"
              value={form.dmsStatuses}
              onChange={(dmsStatuses) => apply({ ...form, dmsStatuses })}
              options={DMS_STATUS_CODES.map((code) => ({ value: code, label: DMS_STATUS_LABELS[code] }))}
            />
          </Flex>
          {spellings.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={`Spell check: ${spellings
                .map(({ typed, readAs }) => `“${typed}” also read as ${readAs.join(', ')}`)
                .join('; ')}.`}
            />
          )}
          {search.error && <Alert type="error" showIcon title={search.error.message} />}
          <Typography.Text type="secondary" aria-live="polite">
            {search.data ? `${search.data.totalRows.toLocaleString('en-US')} items found` : 'Searching…'}
          </Typography.Text>
          <SearchResultGrid
            rows={search.data?.results ?? []}
            totalRows={search.data?.totalRows ?? 0}
            loading={search.isFetching}
            paging={paging}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              paging.onChange(1, paging.pageSize);
            }}
            omsOnly={user.userType === 'OMS_ONLY'}
          />
        </Flex>
      </Card>
      {dialogForm && (
        <SearchFilterDialog form={dialogForm} onClose={() => setDialogForm(null)} onSearch={(next) => void run(next)} />
      )}
    </>
  );
}
