import { useState } from 'react';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined, FileDoneOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { SUBSCRIBER_CATALOG_PATH } from '@tradepool/domain';
import type { CatalogSuggestion, SubscriberCatalogSearch } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import {
  CatalogSearchBox,
  DownloadDialog,
  FilterToggle,
  ScheduledReports,
  WORKSPACE_STATE,
  catalogPath,
  parseCatalogParams,
  useSplitScreen,
  useWorkspaceVisit,
  type CatalogLink,
  type DownloadKind,
} from '../../catalog';
import { createSubscriptionPath } from '../../subscriptions';
import { downloadSubscriberSpreadsheet } from '../api/download-subscriber-spreadsheet';
import { useReceivedSuggestions } from '../api/get-received-suggestions';
import { scheduleSubscriberDownload } from '../api/schedule-subscriber-download';
import { useSubscriberCatalogSearch } from '../api/search-subscriber-catalog';
import { ReceivedItemPanel } from '../components/received-item-panel';
import { SubscriberFilterSidebar } from '../components/subscriber-filter-sidebar';
import { NothingReceivedEmpty } from '../components/nothing-received-empty';
import { SubscriberGrid } from '../components/subscriber-grid';
import {
  DEFAULT_SUBSCRIBER_SORT,
  EMPTY_SUBSCRIBER_FILTERS,
  activeSubscriberFilterCount,
  asksAllReceived,
  toSubscriberSearch,
} from '../subscriber-catalog-search';
import type { SubscriberCatalogSort, SubscriberFilters } from '../subscriber-catalog-search';

/** Spec point 9's `_catalog_subscriber.xlsm`: the one file this screen offers, now or as a report. */
const DOWNLOAD_KINDS: readonly DownloadKind<SubscriberCatalogSearch>[] = [
  {
    kind: 'subscriberSpreadsheet',
    label: 'Spreadsheet',
    hint: 'Every attribute of each received item as its publisher sent it (.xlsm), in the catalog spreadsheet columns.',
    download: downloadSubscriberSpreadsheet,
    schedule: scheduleSubscriberDownload,
  },
];

/**
 * Spec point 2, "Subscriber catalog": `/catalog/subscriber` and `/catalog/subscriber/:catalogItemId/:keyword/:gtin`
 * (the id is a received item's, as the grid's links write it). The route's search runs first; only a
 * navigation from elsewhere starts the screen afresh, as in the supplier catalog.
 */
export function SubscriberCatalogPage() {
  const params = useParams();
  const visit = useWorkspaceVisit();
  const entry = parseCatalogParams(params);
  return (
    <SubscriberWorkspace
      key={visit}
      criteria={{ receivedItemId: entry.catalogItemId, keyword: entry.keyword, gtin: entry.gtin }}
      downloadFirst={entry.mode === 'download'}
    />
  );
}

function SubscriberWorkspace({
  criteria,
  downloadFirst,
}: {
  criteria: { receivedItemId: number | null; keyword: string | null; gtin: string | null };
  downloadFirst: boolean;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const paging = useGridPaging();
  const [filters, setFilters] = useState<SubscriberFilters>(EMPTY_SUBSCRIBER_FILTERS);
  const [sort, setSort] = useState<SubscriberCatalogSort>(DEFAULT_SUBSCRIBER_SORT);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { openId, setOpenId, sidebarShown, toggleFilters } = useSplitScreen(criteria.receivedItemId);
  const [downloading, setDownloading] = useState(downloadFirst);
  const [reportsOpen, setReportsOpen] = useState(false);
  // Spec point 6: read-only subscribers (the screens without the subscriber's actions) do not load the code lists.
  const labelCodes = can(user, 'CATALOG_SUBSCRIBE_MANAGE');

  const search = toSubscriberSearch(criteria, filters, paging, sort);
  const result = useSubscriberCatalogSearch(search);
  const rows = result.data?.results ?? [];
  const totalRows = result.data?.totalRows ?? 0;

  const firstPage = () => paging.onChange(1, paging.pageSize);
  const searchFor = (link: CatalogLink) => {
    firstPage();
    setOpenId(link.catalogItemId ?? null);
    navigate(catalogPath(link, SUBSCRIBER_CATALOG_PATH), { state: WORKSPACE_STATE });
  };

  const searchTag = criteria.keyword
    ? `Keyword: ${criteria.keyword}`
    : criteria.receivedItemId !== null || criteria.gtin
      ? `Item ${criteria.gtin ?? `#${criteria.receivedItemId}`}`
      : null;
  const count = totalRows.toLocaleString('en-US');

  return (
    <>
      <PageTitle
        title="Subscriber catalog"
        subtitle={`The items ${user.companyName} received from its publishers: search, filter, inspect and download.`}
      />
      <Flex gap={16} align="flex-start">
        {sidebarShown && (
          <div style={{ flex: '0 0 250px' }}>
            <SubscriberFilterSidebar
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                firstPage();
              }}
            />
          </div>
        )}
        <Card size="small" style={{ flex: '1 1 0', minWidth: 0 }}>
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <FilterToggle
                shown={sidebarShown}
                count={activeSubscriberFilterCount(filters)}
                onToggle={toggleFilters}
              />
              <CatalogSearchBox
                key={`${criteria.keyword ?? ''}|${criteria.receivedItemId ?? ''}`}
                label="Search the received items"
                initialText={criteria.keyword ?? ''}
                useSuggestions={useReceivedSuggestions}
                onPick={(item: CatalogSuggestion) => searchFor({ catalogItemId: item.catalogItemId, gtin: item.gtin })}
                onSearch={(keyword) => searchFor({ keyword })}
              />
              {searchTag && (
                <Tag closable onClose={() => searchFor({})} style={{ marginInlineEnd: 0 }}>
                  {searchTag}
                </Tag>
              )}
            </Flex>
            <Flex gap={8} wrap align="center" justify="space-between">
              <Typography.Text type="secondary">
                {selectedIds.length > 0
                  ? `${selectedIds.length} of ${count} items selected`
                  : `${count} item${totalRows === 1 ? '' : 's'}`}
              </Typography.Text>
              <Flex gap={8} wrap>
                <Button
                  icon={<DownloadOutlined />}
                  disabled={totalRows === 0 && selectedIds.length === 0}
                  onClick={() => setDownloading(true)}
                >
                  {selectedIds.length > 0 ? 'Download selected' : 'Download'}
                </Button>
                <Button icon={<FileDoneOutlined />} onClick={() => setReportsOpen(true)}>
                  Scheduled reports
                </Button>
              </Flex>
            </Flex>
            {result.error && <Alert type="error" showIcon title={result.error.message} />}
            <Flex gap={16} align="flex-start">
              <div style={{ flex: '1 1 0', minWidth: 0 }}>
                <SubscriberGrid
                  rows={rows}
                  totalRows={totalRows}
                  loading={result.isFetching}
                  paging={paging}
                  sort={sort}
                  onSort={(next) => {
                    setSort(next);
                    firstPage();
                  }}
                  selectedIds={selectedIds}
                  onSelect={setSelectedIds}
                  openId={openId}
                  onOpen={(row) => setOpenId(row.receivedItemId)}
                  labelCodes={labelCodes}
                  emptyText={
                    asksAllReceived(criteria, filters) && !result.error ? (
                      <NothingReceivedEmpty createPath={createSubscriptionPath(user)} />
                    ) : undefined
                  }
                />
              </div>
              {openId !== null && (
                <div style={{ flex: '0 0 min(520px, 48%)', minWidth: 0 }}>
                  <ReceivedItemPanel
                    receivedItemId={openId}
                    labelCodes={labelCodes}
                    onClose={() => setOpenId(null)}
                    onOpen={setOpenId}
                  />
                </div>
              )}
            </Flex>
          </Flex>
        </Card>
      </Flex>
      {downloading && (
        <DownloadDialog<SubscriberCatalogSearch>
          open
          selection={selectedIds.length > 0 ? { ids: selectedIds } : { all: true, search }}
          totalRows={selectedIds.length > 0 ? selectedIds.length : totalRows}
          kinds={DOWNLOAD_KINDS}
          onClose={() => setDownloading(false)}
        />
      )}
      <ScheduledReports open={reportsOpen} onClose={() => setReportsOpen(false)} />
    </>
  );
}
