import { useState } from 'react';
import { Alert, App, Button, Flex, Select, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { DEFAULT_LAST_DAYS, MESSAGES } from '@tradepool/domain';
import type { PublishedItemRow } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import type { FlashState } from '../../../components/flash-alert';
import type { GridSort } from '../../../lib/grid-sort';
import { usePublishedItems } from '../api/search-published-items';
import { useUnpublishItems } from '../api/unpublish-items';
import { selectedItemIds } from '../hierarchy-selection';
import { publicationCallFailure, publicationNotice, publicationOutcome } from '../publication-outcome';
import {
  DATE_OPTIONS,
  DEFAULT_PUBLISHED_SORT,
  PUBLICATION_PAGE_SIZE,
  toPublishedItemSearch,
} from '../publication-search';
import type { PublishedItemSortKey } from '../publication-search';
import { PublishedItemsGrid } from './published-items-grid';
import { KeywordSearchBox } from './keyword-search-box';

/**
 * The publication center's GTINs tab: published items with their subscribers, where each one's CIN
 * stands and its CIC; in unpublish mode ticked items are withdrawn from every subscriber they are published to.
 */
export function PublishedItemsTab({ flash }: { flash: FlashState }) {
  const { modal } = App.useApp();
  const paging = useGridPaging(PUBLICATION_PAGE_SIZE);
  const [sort, setSort] = useState<GridSort<PublishedItemSortKey>>(DEFAULT_PUBLISHED_SORT);
  const [lastDays, setLastDays] = useState<number>(DEFAULT_LAST_DAYS);
  const [keyword, setKeyword] = useState('');
  const [unpublishing, setUnpublishing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** The subscribers of each ticked item, kept while the ticks span pages. */
  const [glnsOf, setGlnsOf] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const unpublish = useUnpublishItems();
  const result = usePublishedItems(toPublishedItemSearch({ keyword, lastDays }, paging, sort));
  const rows = result.data?.results ?? [];

  const firstPage = () => paging.onChange(1, paging.pageSize);
  const onKeyword = (next: string) => {
    if (next === keyword) return;
    setKeyword(next);
    firstPage();
  };

  function select(next: Set<string>) {
    const onPage = new Map(rows.map((row: PublishedItemRow) => [row.catalogItemId, row.subscribers.map((s) => s.gln)]));
    const kept = new Map<number, readonly string[]>();
    for (const id of selectedItemIds(next)) {
      const glns = onPage.get(id) ?? glnsOf.get(id);
      if (glns) kept.set(id, glns);
    }
    setSelected(next);
    setGlnsOf(kept);
  }

  function endMode() {
    setUnpublishing(false);
    setSelected(new Set());
    setGlnsOf(new Map());
  }

  function confirmUnpublish() {
    const ids = selectedItemIds(selected);
    if (ids.length === 0) {
      flash.error(MESSAGES.selectItemToUnpublish);
      return;
    }
    const glns = [...new Set([...glnsOf.values()].flat())];
    modal.confirm({
      title: 'Unpublish the selected items?',
      content: `${ids.length} ${ids.length === 1 ? 'item is' : 'items are'} withdrawn from ${glns.length} ${
        glns.length === 1 ? 'subscriber' : 'subscribers'
      } (a CIHW to each).`,
      okText: 'Unpublish',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: () =>
        unpublish.mutateAsync({ catalogItemIds: ids, glns }).then(
          (response) => {
            const notice = publicationNotice(publicationOutcome('unpublish', response));
            if (notice.kind === 'success') flash.success(notice.text);
            else flash.error(notice.text);
            endMode();
          },
          (error: Error) => flash.error(publicationCallFailure('unpublish', error.message).text),
        ),
    });
  }

  const count = selectedItemIds(selected).length;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} wrap>
          <Select<number>
            aria-label="Date range"
            style={{ width: 150 }}
            value={lastDays}
            options={DATE_OPTIONS}
            onChange={(days) => {
              setLastDays(days);
              firstPage();
            }}
          />
          <KeywordSearchBox placeholder="GTIN, product code, description or brand" width={360} onSearch={onKeyword} />
        </Flex>
        {unpublishing ? (
          <Flex align="center" gap={12}>
            <Typography.Text type="secondary">
              {count.toLocaleString('en-US')} {count === 1 ? 'item' : 'items'} selected
            </Typography.Text>
            <Button onClick={endMode}>Cancel</Button>
            <Button
              type="primary"
              danger
              icon={<StopOutlined />}
              loading={unpublish.isPending}
              onClick={confirmUnpublish}
            >
              Unpublish selected
            </Button>
          </Flex>
        ) : (
          <Button icon={<StopOutlined />} onClick={() => setUnpublishing(true)} disabled={rows.length === 0}>
            Unpublish mode
          </Button>
        )}
      </Flex>
      {result.error && <Alert type="error" showIcon title={result.error.message} />}
      <PublishedItemsGrid
        rows={rows}
        totalRows={result.data?.totalRows ?? 0}
        loading={result.isFetching}
        paging={paging}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          firstPage();
        }}
        selection={unpublishing ? { selected, onChange: select } : undefined}
        emptyText={MESSAGES.noRecordsFound}
      />
    </Flex>
  );
}
