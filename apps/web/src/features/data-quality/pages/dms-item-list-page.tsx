import { useCallback, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Flex,
  Input,
  Modal,
  Segmented,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import {
  CheckOutlined,
  DownloadOutlined,
  LinkOutlined,
  EyeOutlined,
  PushpinOutlined,
  SendOutlined,
  StopOutlined,
  SortAscendingOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { DMS_ITEM_VIEWS, DMS_ITEM_VIEW_LABELS, MESSAGES, hasOrderSystem } from '@tradepool/domain';
import type { DmsItemCounts, DmsItemRow, DmsItemView } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { HOME_PATH } from '../../../lib/paths';
import { FilterToggle } from '../../catalog';
import { useDmsFilteredCounts, useDmsItemCounts, useDmsItems } from '../api/search-dms-items';
import { useDmsDownload } from '../api/download-dms';
import { useSendDmsCic } from '../api/send-dms-cic';
import { useSendToOrderSystem } from '../api/send-to-order-system';
import { CicDialog, type CicReason } from '../components/cic-dialog';
import { CicHistoryDrawer } from '../components/cic-history-drawer';
import { CicResultModal } from '../components/cic-result-modal';
import { DmsFilterSidebar } from '../components/dms-filter-sidebar';
import { DmsItemGrid } from '../components/dms-item-grid';
import { FollowUpDialog } from '../components/follow-up-dialog';
import { ItemXmlDialog } from '../components/item-xml-dialog';
import { OrderHistoryDrawer } from '../components/order-history-drawer';
import { cicOutcome, type CicOutcome } from '../cic-outcome';
import {
  DEFAULT_DMS_ITEM_SORT,
  DMS_SORT_OPTIONS,
  EMPTY_DMS_FILTERS,
  activeDmsFilterCount,
  findByOptions,
  sortOptionKey,
  toDmsItemSearch,
} from '../dms-item-search';
import type { DmsItemFilters, DmsItemSort } from '../dms-item-search';
import {
  DMS_PATH,
  DMS_UNMATCHED_ITEMS_PATH,
  dmsItemDetailPath,
  dmsItemListPath,
  dmsPossibleMatchPath,
  parseDmsItemListParams,
} from '../dms-paths';
import { orderSystemOutcome } from '../order-system';

const VIEW_COUNTS: Record<DmsItemView, keyof DmsItemCounts> = {
  4: 'actionNeededCount',
  1: 'matchTotalCount',
  2: 'unmatchTotalCount',
  3: 'customCount',
};

/**
 * Spec point 7, `dmsDownload`'s match types: the matched items with the buyer's, the unmatched with their best
 * guess, and the matched pairs compared (a line per attribute where they differ).
 */
const DOWNLOADS = [
  { matchType: 1, label: 'Matched items (.xlsx)' },
  { matchType: 2, label: 'Unmatched items (.xlsx)' },
  { matchType: 3, label: 'Matched items compared, attribute by attribute (.xlsx)' },
] as const;

type Dialog =
  | { kind: 'cic'; status: 'REVIEW' | 'REJECTED' }
  | { kind: 'followUp'; ids: number[] }
  | { kind: 'xml'; item: DmsItemRow }
  | { kind: 'history'; item: DmsItemRow }
  | { kind: 'orderHistory'; item: DmsItemRow };

/**
 * Spec point 2, "/dms/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag": one publisher's items as
 * the buyer works through them. The view is in the route, so a view's list can be linked to and the way
 * back keeps it. Actions send one CIC per chosen item; an item whose CIC failed keeps its status.
 */
export function DmsItemListPage() {
  const link = parseDmsItemListParams(useParams());
  // A new publisher or view starts its list afresh: filters, selection and page belong to one list.
  return <DmsItemList key={`${link.publisherGln}|${link.itemView}`} link={link} />;
}

function DmsItemList({ link }: { link: ReturnType<typeof parseDmsItemListParams> }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const paging = useGridPaging();
  const flash = useFlash();
  const [filters, setFilters] = useState<DmsItemFilters>(EMPTY_DMS_FILTERS);
  const [sort, setSort] = useState<DmsItemSort>(DEFAULT_DMS_ITEM_SORT);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [findBy, setFindBy] = useState<'gtin' | 'productCode' | 'description'>('gtin');
  const [selected, setSelected] = useState<DmsItemRow[]>([]);
  const [showFilters, setShowFilters] = useState(true);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<CicOutcome | null>(null);
  const canAct = can(user, 'CATALOG_SUBSCRIBE_MANAGE');
  // The server decides (order system calls are for OMS user types); the screen only hides what would be refused.
  const orderSystem = hasOrderSystem(user.userType);

  const search = toDmsItemSearch({
    publisherGln: link.publisherGln,
    view: link.itemView,
    filters,
    keyword,
    findBy,
    sort,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const items = useDmsItems(search);
  const counts = useDmsItemCounts(link.publisherGln);
  const filteredCounts = useDmsFilteredCounts(search);
  const sendCic = useSendDmsCic();
  const sendToOrderSystem = useSendToOrderSystem();
  const download = useDmsDownload();
  const { modal } = App.useApp();
  const rows = items.data?.results ?? [];
  const totalRows = items.data?.totalRows ?? 0;
  // Spec point 4: a non-GDSN publisher's items (type 6) are found by product code and never synchronised.
  const isGdsn = rows.length === 0 || rows[0]!.type !== 6;
  const name = link.publisherName || link.publisherGln;
  const selectedIds = selected.map((row) => row.catalogItemId);
  // The list says whose items they are only once it is read: a non-GDSN publisher's are found by product code.
  const shownFindBy = !isGdsn && findBy === 'gtin' ? 'productCode' : findBy;

  const firstPage = () => paging.onChange(1, paging.pageSize);
  /** Spec point 5: every batch action needs chosen items; without them it says so and does nothing. */
  const act = (action: () => void) => () => {
    if (selected.length === 0) flash.error(MESSAGES.selectTheItem);
    else action();
  };
  const closeOutcome = useCallback(() => setOutcome(null), []);
  const send = (status: 'SYNCHRONISED' | 'REVIEW' | 'REJECTED', reason: CicReason = {}) => {
    setDialog(null);
    flash.clear();
    sendCic.mutate(
      { catalogItemIds: selectedIds, publisherGln: link.publisherGln, status, ...reason },
      {
        onSuccess: (response) => {
          const result = cicOutcome(response);
          setOutcome(result);
          // Items whose CIC went through change status; the failed ones stay chosen for another try.
          setSelected((current) => current.filter((row) => !result.updatedIds.includes(row.catalogItemId)));
        },
        onError: (error) =>
          setOutcome({ ...cicOutcome(null), text: MESSAGES.cicProcessingFailed(selected.length, error.message) }),
      },
    );
  };
  const toOrderSystem = () => {
    flash.clear();
    sendToOrderSystem.mutate(selected, {
      onSuccess: (results) => {
        const outcome = orderSystemOutcome(results);
        if (outcome.kind === 'success') flash.success(outcome.text);
        else flash.error(outcome.text);
      },
    });
  };
  const onSelect = (ids: number[]) => {
    const byId = new Map([...selected, ...rows].map((row) => [row.catalogItemId, row]));
    const next = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const added = next.filter((row) => !selectedIds.includes(row.catalogItemId));
    setSelected(next);
    // Spec point 4: an item on hold opens its follow-up when it is chosen, so its message is read first.
    if (added.length === 1 && added[0]!.onHold === 1) setDialog({ kind: 'followUp', ids: [added[0]!.catalogItemId] });
  };

  const viewOptions = DMS_ITEM_VIEWS.map((view) => {
    const count = counts.data?.[VIEW_COUNTS[view]];
    return {
      value: view,
      label: `${DMS_ITEM_VIEW_LABELS[view]}${count === undefined ? '' : ` (${count.toLocaleString('en-US')})`}`,
    };
  });

  return (
    <>
      <PageTitle
        title={name}
        subtitle={
          <>
            GLN {link.publisherGln} · the items this publisher sent you, with the items of yours they match.{' '}
            <Link to={link.fromFlag === 'home' ? HOME_PATH : DMS_PATH}>
              Back to {link.fromFlag === 'home' ? 'Home' : 'Data quality'}
            </Link>
          </>
        }
      />
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Segmented<DmsItemView>
            aria-label="Item view"
            value={link.itemView}
            options={viewOptions}
            onChange={(view) => navigate(dmsItemListPath({ ...link, itemView: view }))}
          />
          {link.itemView === 2 && (
            <Flex gap={8} wrap>
              <Button icon={<LinkOutlined />} onClick={() => navigate(dmsPossibleMatchPath(link))}>
                Possible matches
              </Button>
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate(DMS_UNMATCHED_ITEMS_PATH)}>
                Unmatched buyer items
              </Button>
            </Flex>
          )}
        </Flex>
        <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
        <Flex gap={16} align="flex-start">
          {showFilters && (
            <div style={{ flex: '0 0 210px' }}>
              <DmsFilterSidebar
                filters={filters}
                counts={filteredCounts.data}
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
                  shown={showFilters}
                  count={activeDmsFilterCount(filters)}
                  onToggle={() => setShowFilters(!showFilters)}
                />
                <Space.Compact style={{ width: 420, maxWidth: '100%' }}>
                  <Select
                    aria-label="Find by"
                    value={shownFindBy}
                    onChange={setFindBy}
                    options={findByOptions(isGdsn)}
                    style={{ width: 140 }}
                  />
                  <Input.Search
                    aria-label="Search the items"
                    placeholder={
                      shownFindBy === 'description' ? 'Words of the description' : isGdsn ? 'GTIN' : 'Product code'
                    }
                    allowClear
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    onSearch={(value) => {
                      setKeyword(value.trim());
                      setFindBy(shownFindBy);
                      firstPage();
                    }}
                  />
                </Space.Compact>
                <Dropdown
                  menu={{
                    selectable: true,
                    selectedKeys: [sortOptionKey(sort) ?? ''],
                    items: DMS_SORT_OPTIONS.map((o) => ({ key: o.key, label: o.label })),
                    onClick: ({ key }) => {
                      const option = DMS_SORT_OPTIONS.find((o) => o.key === key);
                      if (option) {
                        setSort(option.sort);
                        firstPage();
                      }
                    },
                  }}
                >
                  <Button icon={<SortAscendingOutlined />}>
                    {DMS_SORT_OPTIONS.find((o) => o.key === sortOptionKey(sort))?.label ?? 'Sort'}
                  </Button>
                </Dropdown>
                <Dropdown
                  menu={{
                    items: DOWNLOADS.map(({ matchType, label }) => ({ key: String(matchType), label })),
                    onClick: ({ key }) =>
                      download.mutate(
                        { publisherGln: link.publisherGln, publisherName: name, matchType: Number(key) as 1 | 2 | 3 },
                        {
                          onError: (error) =>
                            modal.error({
                              title:
                                error.message === MESSAGES.noDataForDownload
                                  ? MESSAGES.downloadMessageTitle
                                  : 'Download failed',
                              content: error.message,
                            }),
                        },
                      ),
                  }}
                >
                  <Button icon={<DownloadOutlined />} loading={download.isPending}>
                    Download
                  </Button>
                </Dropdown>
              </Flex>
              <Flex gap={8} wrap align="center" justify="space-between">
                <Typography.Text type="secondary">
                  {selected.length > 0
                    ? `${selected.length} of ${totalRows.toLocaleString('en-US')} items selected`
                    : `${totalRows.toLocaleString('en-US')} item${totalRows === 1 ? '' : 's'}`}
                </Typography.Text>
                {canAct && (
                  <Flex gap={8} wrap>
                    {isGdsn && (
                      <Button type="primary" icon={<CheckOutlined />} onClick={act(() => send('SYNCHRONISED'))}>
                        Synchronise
                      </Button>
                    )}
                    <Button icon={<EyeOutlined />} onClick={act(() => setDialog({ kind: 'cic', status: 'REVIEW' }))}>
                      Review
                    </Button>
                    <Button
                      danger
                      icon={<StopOutlined />}
                      onClick={act(() => setDialog({ kind: 'cic', status: 'REJECTED' }))}
                    >
                      Reject
                    </Button>
                    <Button
                      icon={<PushpinOutlined />}
                      onClick={act(() => setDialog({ kind: 'followUp', ids: selectedIds }))}
                    >
                      Follow-Up
                    </Button>
                    {orderSystem && (
                      <Button
                        icon={<SendOutlined />}
                        loading={sendToOrderSystem.isPending}
                        onClick={act(toOrderSystem)}
                      >
                        Send to order system
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
              {items.error && <Alert type="error" showIcon title={items.error.message} />}
              <DmsItemGrid
                rows={rows}
                totalRows={totalRows}
                loading={items.isFetching}
                paging={paging}
                sort={sort}
                onSort={(next) => {
                  setSort(next);
                  firstPage();
                }}
                selectedIds={selectedIds}
                onSelect={onSelect}
                isGdsn={isGdsn}
                labelCodes={canAct}
                canAct={canAct}
                onShowXml={(item) => setDialog({ kind: 'xml', item })}
                onShowHistory={(item) => setDialog({ kind: 'history', item })}
                onShowFollowUp={(item) => setDialog({ kind: 'followUp', ids: [item.catalogItemId] })}
                detailPath={(item, index) =>
                  dmsItemDetailPath({
                    ...link,
                    catalogItemId: item.catalogItemId,
                    rows: (paging.page - 1) * paging.pageSize + index + 1,
                  })
                }
                onShowOrderHistory={orderSystem ? (item) => setDialog({ kind: 'orderHistory', item }) : undefined}
                possibleMatchesPath={(item) => dmsPossibleMatchPath(link, item.catalogItemId)}
              />
            </Flex>
          </Card>
        </Flex>
      </Flex>
      {dialog?.kind === 'cic' && (
        <CicDialog
          status={dialog.status}
          count={selected.length}
          sending={sendCic.isPending}
          onSend={(reason) => send(dialog.status, reason)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'followUp' && (
        <FollowUpDialog
          catalogItemIds={dialog.ids}
          canEdit={canAct}
          onCancel={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            flash.success(text);
          }}
        />
      )}
      {dialog?.kind === 'xml' && <ItemXmlDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'history' && (
        <CicHistoryDrawer item={dialog.item} publisherGln={link.publisherGln} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'orderHistory' && (
        <OrderHistoryDrawer item={dialog.item} publisherGln={link.publisherGln} onClose={() => setDialog(null)} />
      )}
      <Modal open={sendCic.isPending} footer={null} closable={false} width={360} centered>
        <Flex vertical align="center" gap={12} style={{ paddingBlock: 16 }}>
          <Spin size="large" />
          <Typography.Text>
            Sending {selected.length} CIC{selected.length === 1 ? '' : 's'}…
          </Typography.Text>
        </Flex>
      </Modal>
      {outcome && <CicResultModal outcome={outcome} onClose={closeOutcome} />}
    </>
  );
}
