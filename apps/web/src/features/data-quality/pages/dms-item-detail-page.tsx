import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Dropdown, Flex, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import {
  DownOutlined,
  LinkOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PushpinOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { DMS_TAB_LABELS, MESSAGES, type DmsItemRow, type DmsTab } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { changedElements } from '../../../components/gdsn-attributes/gdsn-changes';
import { GdsnAttributesView } from '../../../components/gdsn-attributes/gdsn-attributes-view';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useCodeLabels } from '../../catalog';
import { useDmsDetailItems, useDmsHierarchyDetails, useDmsItemDetail } from '../api/get-dms-item-detail';
import { useBroadMatch } from '../api/broad-match';
import { useSendDmsCic } from '../api/send-dms-cic';
import { broadMatchOutcome } from '../broad-match-outcome';
import { cicOutcome, type CicOutcome } from '../cic-outcome';
import { CicDialog, type CicReason } from '../components/cic-dialog';
import { CicResultModal } from '../components/cic-result-modal';
import { ComparisonTable } from '../components/comparison-table';
import { DetailItemList } from '../components/detail-item-list';
import { DmsStatusTag } from '../components/dms-status-tag';
import { FollowUpDialog } from '../components/follow-up-dialog';
import { DEFAULT_DMS_ITEM_SORT, type DmsItemSort } from '../dms-item-search';
import { detailRowCount, dmsItemListPath, parseDmsItemListParams } from '../dms-paths';
import {
  ATTRIBUTE_VIEWS,
  NUTRIENT_BASES,
  PREPARATIONS,
  comparisonColumns,
  comparisonRows,
  type AttributeView,
  type NutrientBasis,
  type Preparation,
} from '../item-comparison';

const TABS: readonly DmsTab[] = ['core', 'nutritional', 'marketing'];
/** Beside the spec's tabs, the whole tradeItem the CIN carried, compared with the one before (issue 15). */
const GDSN_TAB = 'gdsn';
type DetailTab = DmsTab | typeof GDSN_TAB;
const CHANGE_COUNTS = {
  core: 'coreChangesCount',
  nutritional: 'nutritionalChangesCount',
  marketing: 'marketingChangesCount',
} as const;

type Dialog = { kind: 'cic'; status: 'REVIEW' | 'REJECTED' } | { kind: 'followUp' };

/**
 * Spec point 2, "/dms/itemlist/itemdetail/:publisherName/:publisherGln/:itemView/:fromFlag": the view's items
 * on the left, the opened one on the right beside its hierarchy and the buyer's items, attribute by attribute,
 * with what changed and what differs flagged; the CIC and follow-up act on the opened item.
 */
export function DmsItemDetailPage() {
  const link = parseDmsItemListParams(useParams());
  const [params, setParams] = useSearchParams();
  const itemId = Number(params.get('item'));
  const subscriberParam = Number(params.get('subscriberItem'));
  // The subscriber view: one buyer item beside the item (from its extrinsic matches), to confirm the match.
  const subscriberItemId = Number.isInteger(subscriberParam) && subscriberParam > 0 ? subscriberParam : undefined;
  const initialRows = detailRowCount(Number(params.get('rows')));
  const user = useCurrentUser();
  const flash = useFlash();
  const [sort, setSort] = useState<DmsItemSort>(DEFAULT_DMS_ITEM_SORT);
  const [tab, setTab] = useState<DetailTab>('core');
  const [view, setView] = useState<AttributeView>('all');
  const [bases, setBases] = useState<NutrientBasis[]>([]);
  const [preparations, setPreparations] = useState<Preparation[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [listShown, setListShown] = useState(true);
  // Spec point 4: after its CIC (or a match) the subscriber view allows no more matching until another item opens.
  const [matchingDone, setMatchingDone] = useState(false);
  const [outcome, setOutcome] = useState<CicOutcome | null>(null);
  const canAct = can(user, 'CATALOG_SUBSCRIBE_MANAGE');

  const list = useDmsDetailItems(
    { publisherGln: link.publisherGln, listView: link.itemView, sortBy: sort.sortBy, sortDesc: sort.sortDesc },
    initialRows,
  );
  const listed = list.rows.find((row) => row.catalogItemId === itemId);
  // An item in the list says whether it is matched; one that has left the view is opened as its view suggests.
  const matched = listed ? listed.matchedCount > 0 : link.itemView !== 2;
  const detailQuery = useDmsItemDetail(
    Number.isInteger(itemId) && itemId > 0 ? { catalogItemId: itemId, matched, subscriberItemId } : null,
  );
  const detail = detailQuery.data;
  const hierarchy = useDmsHierarchyDetails(detail);
  const gpc = detail?.dmsCatalogItem.core.Coding1C;
  const labelOf = useCodeLabels(typeof gpc === 'string' && gpc ? gpc : null);
  const columns = useMemo(
    () => (detail ? comparisonColumns(detail, hierarchy, (code) => labelOf('UNIT_DESCRIPTOR', code) ?? code) : []),
    [detail, hierarchy, labelOf],
  );
  const rows = useMemo(
    () => (detail && tab !== GDSN_TAB ? comparisonRows(detail, columns, { tab, view, bases, preparations }) : []),
    [detail, columns, tab, view, bases, preparations],
  );
  const gdsnChanges = useMemo(
    () => (detail ? changedElements(detail.gdsnDocument, detail.previousGdsnDocument).size : 0),
    [detail],
  );
  const sendCic = useSendDmsCic();
  const broadMatch = useBroadMatch();
  const closeOutcome = useCallback(() => setOutcome(null), []);

  const open = (row: DmsItemRow, index: number) => {
    flash.clear();
    setMatchingDone(false);
    setParams({ item: String(row.catalogItemId), rows: String(detailRowCount(index + 1)) }, { replace: true });
  };
  const send = (status: 'SYNCHRONISED' | 'REVIEW' | 'REJECTED', reason: CicReason = {}) => {
    setDialog(null);
    flash.clear();
    sendCic.mutate(
      { catalogItemIds: [itemId], publisherGln: link.publisherGln, status, ...reason },
      {
        onSuccess: (response) => {
          setOutcome(cicOutcome(response));
          if (subscriberItemId !== undefined) setMatchingDone(true);
        },
        onError: (error) => setOutcome({ ...cicOutcome(null), text: MESSAGES.cicProcessingFailed(1, error.message) }),
      },
    );
  };
  const isGdsn = detail ? detail.type !== 6 : true;
  // Spec point 4: in the subscriber view the CIC is always SYNCHRONISED.
  const saveItems = [
    ...(isGdsn ? [{ key: 'SYNCHRONISED', label: 'Save and Sychronise' }] : []),
    ...(subscriberItemId === undefined
      ? [
          { key: 'REVIEW', label: 'Save and Review' },
          { key: 'REJECTED', label: 'Save and Reject' },
        ]
      : []),
  ];
  const buyerItem = detail?.subscriberMatchedItem;
  const matchable =
    subscriberItemId !== undefined && buyerItem !== null && buyerItem !== undefined && buyerItem.kind !== 'gtin';
  const confirmMatch = () =>
    broadMatch.mutate(
      { pubCatalogItemId: itemId, subCatalogItemId: subscriberItemId! },
      {
        onSuccess: (data) => {
          const result = broadMatchOutcome({ data });
          if (result.success) {
            setMatchingDone(true);
            flash.success(result.text);
          } else flash.error(result.text);
        },
        onError: (error) => flash.error(broadMatchOutcome({ error }).text),
      },
    );
  const name = link.publisherName || link.publisherGln;

  return (
    <>
      <PageTitle
        title={name}
        subtitle={
          <>
            GLN {link.publisherGln} · each item beside yours, attribute by attribute.{' '}
            <Link to={dmsItemListPath(link)}>Back to the item list</Link>
          </>
        }
      />
      <Flex gap={16} align="flex-start">
        {listShown ? (
          <Card
            size="small"
            // Not wider for a long description: the comparison beside it needs the room.
            style={{ flex: '0 0 240px', minWidth: 0 }}
            title="Items"
            extra={
              <Button
                size="small"
                type="text"
                icon={<MenuFoldOutlined />}
                aria-label="Hide the item list"
                onClick={() => setListShown(false)}
              />
            }
          >
            <DetailItemList
              rows={list.rows}
              totalRows={list.totalRows}
              loading={list.isFetching}
              loadingMore={list.isFetchingNextPage}
              hasMore={list.hasNextPage}
              currentId={itemId}
              sort={sort}
              onSort={setSort}
              onOpen={open}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </Card>
        ) : (
          <Button icon={<MenuUnfoldOutlined />} aria-label="Show the item list" onClick={() => setListShown(true)} />
        )}
        <Card size="small" style={{ flex: '1 1 0', minWidth: 0 }}>
          {!detail ? (
            detailQuery.error ? (
              <Alert type="error" showIcon title={detailQuery.error.message} />
            ) : detailQuery.isFetching ? (
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin />
              </Flex>
            ) : (
              <Typography.Text type="secondary">Choose an item on the left.</Typography.Text>
            )
          ) : (
            <Flex vertical gap={12}>
              <Flex justify="space-between" align="flex-start" gap={12} wrap>
                <div style={{ minWidth: 0 }}>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {detail.description ?? detail.gtin}
                  </Typography.Title>
                  <Space size={8} wrap>
                    <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>GTIN {detail.gtin}</Typography.Text>
                    {detail.brandName && <Typography.Text type="secondary">{detail.brandName}</Typography.Text>}
                    <DmsStatusTag status={detail.status} />
                    {detail.changed === 1 && <Tag color="orange">Changed</Tag>}
                    {detail.thresholdExceptionAttributes.length > 0 && (
                      <Tag color="red">
                        {detail.thresholdExceptionAttributes.length} exception
                        {detail.thresholdExceptionAttributes.length === 1 ? '' : 's'}
                      </Tag>
                    )}
                    <Typography.Text type="secondary">
                      {detail.matchedCount > 0
                        ? `Matched to ${detail.matchedCount} of your items`
                        : detail.subscriberMatchedItem
                          ? 'Not matched: possible matches shown'
                          : 'Not matched to any of your items'}
                    </Typography.Text>
                  </Space>
                </div>
                {canAct && (
                  <Space>
                    {matchable && (
                      <Button
                        icon={<LinkOutlined />}
                        disabled={matchingDone || buyerItem.kind === 'broad'}
                        loading={broadMatch.isPending}
                        onClick={confirmMatch}
                      >
                        {buyerItem.kind === 'broad'
                          ? 'Matched'
                          : `Broad match to ${buyerItem.dmsCatalogItem.core.buyerProductCode}`}
                      </Button>
                    )}
                    <Button icon={<PushpinOutlined />} onClick={() => setDialog({ kind: 'followUp' })}>
                      Follow-Up
                    </Button>
                    <Dropdown
                      menu={{
                        items: saveItems,
                        onClick: ({ key }) =>
                          key === 'SYNCHRONISED'
                            ? send('SYNCHRONISED')
                            : setDialog({ kind: 'cic', status: key as 'REVIEW' | 'REJECTED' }),
                      }}
                    >
                      <Button type="primary" icon={<SaveOutlined />} loading={sendCic.isPending}>
                        Save <DownOutlined />
                      </Button>
                    </Dropdown>
                  </Space>
                )}
              </Flex>
              {detail.onHold === 1 && detail.followUpMessage && (
                <Alert type="info" showIcon title={`Follow-up: ${detail.followUpMessage}`} />
              )}
              <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
              <Tabs
                activeKey={tab}
                onChange={(key) => setTab(key as DetailTab)}
                items={[
                  ...TABS.map((key) => ({
                    key,
                    label: `${DMS_TAB_LABELS[key]} (${detail[CHANGE_COUNTS[key]]})`,
                  })),
                  { key: GDSN_TAB, label: `GDSN attributes (${gdsnChanges})` },
                ]}
                tabBarExtraContent={
                  tab !== GDSN_TAB && (
                    <Select<AttributeView>
                      aria-label="Attribute view"
                      value={view}
                      onChange={setView}
                      options={[...ATTRIBUTE_VIEWS]}
                      style={{ width: 290 }}
                    />
                  )
                }
              />
              {tab === 'nutritional' && (
                <Flex gap={24} wrap>
                  <Checkbox.Group<NutrientBasis>
                    aria-label="Nutrient basis"
                    options={[...NUTRIENT_BASES]}
                    value={bases}
                    onChange={setBases}
                  />
                  <Checkbox.Group<Preparation>
                    aria-label="Preparation"
                    options={[...PREPARATIONS]}
                    value={preparations}
                    onChange={setPreparations}
                  />
                </Flex>
              )}
              {tab === GDSN_TAB ? (
                <GdsnAttributesView tree={detail.gdsnDocument} previous={detail.previousGdsnDocument} />
              ) : (
                <ComparisonTable columns={columns} rows={rows} labelOf={labelOf} />
              )}
            </Flex>
          )}
        </Card>
      </Flex>
      {dialog?.kind === 'cic' && (
        <CicDialog
          status={dialog.status}
          count={1}
          sending={sendCic.isPending}
          onSend={(reason) => send(dialog.status, reason)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'followUp' && (
        <FollowUpDialog
          catalogItemIds={[itemId]}
          canEdit={canAct}
          onCancel={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            flash.success(text);
          }}
        />
      )}
      {outcome && <CicResultModal outcome={outcome} onClose={closeOutcome} />}
    </>
  );
}
