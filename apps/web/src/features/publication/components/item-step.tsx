import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { CloudUploadOutlined, StopOutlined } from '@ant-design/icons';
import { MESSAGES } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import type { GridSort } from '../../../lib/grid-sort';
import { useSubscribers } from '../api/list-subscribers';
import { usePublishItems } from '../api/publish-items';
import { usePublishedItems } from '../api/search-published-items';
import { useUnpublishedItems } from '../api/search-unpublished-items';
import { useUnpublishItems } from '../api/unpublish-items';
import { selectedItemIds } from '../hierarchy-selection';
import { publicationCallFailure, publicationNotice, publicationOutcome } from '../publication-outcome';
import type { PublicationOutcome } from '../publication-outcome';
import type { WizardKind } from '../publication-paths';
import {
  DEFAULT_PUBLISHED_SORT,
  KEYWORD_PAGE_SIZE,
  PUBLICATION_PAGE_SIZE,
  toPublishedItemSearch,
} from '../publication-search';
import type { PublishedItemSortKey } from '../publication-search';
import { PublicationResults } from './publication-results';
import { PublishedItemsGrid } from './published-items-grid';
import { UnpublishedItemsGrid } from './unpublished-items-grid';
import { KeywordSearchBox } from './keyword-search-box';

export interface ItemStepProps {
  kind: WizardKind;
  /** The subscriber GLNs the items are published to or withdrawn from. */
  glns: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  /** Everything went through: the caller says so and moves on (the publication center). */
  onSucceeded: (text: string) => void;
  /** Buttons before the publish or unpublish button (Back). */
  actions?: ReactNode;
  /** Where to go once the answer with failures has been read. */
  finish: { label: string; onClick: () => void };
}

const TEXTS: Record<WizardKind, { button: string; empty: string; nothingSelected: string; hint: string }> = {
  publish: {
    button: 'Publish',
    empty: 'No items to publish: every item is published to these subscribers already, or none matches the search.',
    nothingSelected: MESSAGES.selectItemToPublish,
    hint: 'Items not yet published to the chosen subscribers. Ticking a lower level ticks the levels above it: a hierarchy is published from its top.',
  },
  unpublish: {
    button: 'Unpublish',
    empty: MESSAGES.noRecordsFound,
    nothingSelected: MESSAGES.selectItemToUnpublish,
    hint: 'Items published to the chosen subscribers. Unpublishing withdraws them (a CIHW to each subscriber).',
  },
};

/**
 * The wizards' item step (and a subscriber's publish page): the items to publish to, or withdraw from, the
 * chosen subscribers, searched by keyword and ticked along their hierarchies; then the answer per subscriber.
 */
export function ItemStep({ kind, glns, selected, onSelect, onSucceeded, actions, finish }: ItemStepProps) {
  const texts = TEXTS[kind];
  const paging = useGridPaging(PUBLICATION_PAGE_SIZE);
  const flash = useFlash();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<GridSort<PublishedItemSortKey>>(DEFAULT_PUBLISHED_SORT);
  const [outcome, setOutcome] = useState<PublicationOutcome | null>(null);
  const subscribers = useSubscribers();
  const publish = usePublishItems();
  const unpublish = useUnpublishItems();
  const running = publish.isPending || unpublish.isPending;

  // Items that cannot be published yet are listed only on request, with the reason.
  const [publishableOnly, setPublishableOnly] = useState(true);
  const search = toPublishedItemSearch(
    { subscriberGlns: glns, keyword, lastDays: 0, publishableOnly: kind === 'publish' && publishableOnly },
    paging,
    sort,
  );
  const unpublished = useUnpublishedItems(search, kind === 'publish' && glns.length > 0);
  const published = usePublishedItems(search, kind === 'unpublish' && glns.length > 0);
  const result = kind === 'publish' ? unpublished : published;
  const totalRows = result.data?.totalRows ?? 0;

  const onKeyword = (next: string) => {
    if (next === keyword) return;
    setKeyword(next);
    // Spec point 9: a keyword search asks for 25 rows (publish) or 20 (unpublish).
    paging.onChange(1, next ? KEYWORD_PAGE_SIZE[kind] : PUBLICATION_PAGE_SIZE);
  };
  const onSort = (next: GridSort<PublishedItemSortKey>) => {
    setSort(next);
    paging.onChange(1, paging.pageSize);
  };
  const nameOf = (gln: string) => subscribers.data?.find((subscriber) => subscriber.gln === gln)?.name;

  function submit() {
    const catalogItemIds = selectedItemIds(selected);
    if (catalogItemIds.length === 0) {
      flash.error(texts.nothingSelected);
      return;
    }
    flash.clear();
    setOutcome(null);
    const call = { catalogItemIds, glns: [...glns] };
    const handlers = {
      onSuccess: (response: Parameters<typeof publicationOutcome>[1]) => {
        const next = publicationOutcome(kind, response);
        const notice = publicationNotice(next);
        onSelect(new Set());
        if (notice.kind === 'success') {
          onSucceeded(notice.text);
          return;
        }
        flash.error(notice.text);
        setOutcome(next);
      },
      onError: (error: Error) => flash.error(publicationCallFailure(kind, error.message).text),
    };
    if (kind === 'publish') publish.mutate(call, handlers);
    else unpublish.mutate(call, handlers);
  }

  const count = selectedItemIds(selected).length;
  const grid = {
    totalRows,
    loading: result.isFetching,
    paging,
    sort,
    onSort,
    selection: { selected, onChange: onSelect },
    emptyText: texts.empty,
  };
  return (
    <Flex vertical gap={16}>
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      {outcome && (
        <Flex vertical gap={12}>
          <PublicationResults outcome={outcome} nameOf={nameOf} />
          <Flex justify="flex-end">
            <Button onClick={finish.onClick}>{finish.label}</Button>
          </Flex>
        </Flex>
      )}
      <Card size="small">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex align="center" gap={16} wrap>
              <KeywordSearchBox
                placeholder="GTIN, product code, description or brand (3 characters or more)"
                width={440}
                onSearch={onKeyword}
              />
              {kind === 'publish' && (
                <Checkbox
                  checked={publishableOnly}
                  onChange={(event) => {
                    setPublishableOnly(event.target.checked);
                    paging.onChange(1, paging.pageSize);
                  }}
                >
                  Ready to publish only
                </Checkbox>
              )}
            </Flex>
            <Flex align="center" gap={12}>
              <Typography.Text type="secondary">
                {count.toLocaleString('en-US')} {count === 1 ? 'item' : 'items'} selected
              </Typography.Text>
              {actions}
              <Button
                type="primary"
                danger={kind === 'unpublish'}
                icon={kind === 'publish' ? <CloudUploadOutlined /> : <StopOutlined />}
                loading={running}
                onClick={submit}
              >
                {texts.button}
              </Button>
            </Flex>
          </Flex>
          {result.error && <Alert type="error" showIcon title={result.error.message} />}
          {kind === 'publish' ? (
            <UnpublishedItemsGrid {...grid} rows={unpublished.data?.results ?? []} />
          ) : (
            <PublishedItemsGrid {...grid} rows={published.data?.results ?? []} />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
