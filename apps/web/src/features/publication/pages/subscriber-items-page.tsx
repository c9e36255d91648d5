import { useState } from 'react';
import { Alert, App, Button, Card, Flex } from 'antd';
import { CloudUploadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@tradepool/domain';
import type { SubscriberItemRow } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useUnpublishItems } from '../api/unpublish-items';
import { ItemMessagesDrawer } from '../components/item-messages-drawer';
import { NOTHING_TICKED, SelectionModeBar } from '../components/selection-mode-bar';
import type { SelectionMode } from '../components/selection-mode-bar';
import { SubscriberItemFilters } from '../components/subscriber-item-filters';
import { SubscriberItemsGrid } from '../components/subscriber-items-grid';
import { useReviewDownloads } from '../components/use-review-downloads';
import { useSubscriberItemList } from '../components/use-subscriber-item-list';
import { publicationCallFailure, publicationNotice, publicationOutcome } from '../publication-outcome';
import {
  CIC_STATUS_PARAM,
  DELIVERY_STATUS_PARAM,
  PUBLICATION_PATH,
  isPublicationCenterState,
  parseCicStatus,
  parseDeliveryStatus,
  parseSubscriberParams,
  subscriberLabel,
  subscriberPublishPath,
  subscriberReviewPath,
} from '../publication-paths';
import type { SubscriberRef } from '../publication-paths';
import { DEFAULT_SUBSCRIBER_ITEM_FILTERS } from '../publication-search';

/**
 * Spec point 2, a subscriber's items (`/subscribers/items/:subscriberName/:subscriberGln`): what is
 * published to it, filtered by CIC status and dates, with download and delete-publication modes; a click
 * opens the item's CIC history and the GS1 message it was sent.
 */
export function SubscriberItemsPage() {
  const subscriber = parseSubscriberParams(useParams());
  const { search } = useLocation();
  if (!subscriber) return <Navigate to={PUBLICATION_PATH} replace />;
  // Another subscriber, or another count's link, starts the screen afresh.
  return <SubscriberItems key={`${subscriber.gln}${search}`} subscriber={subscriber} />;
}

function SubscriberItems({ subscriber }: { subscriber: SubscriberRef }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  // The publish sub-screen hands over its success message.
  const flash = useFlash(
    isPublicationCenterState(location.state) ? { kind: 'success', text: location.state.notice } : null,
  );
  const list = useSubscriberItemList(subscriber.gln, {
    ...DEFAULT_SUBSCRIBER_ITEM_FILTERS,
    cicStatus: parseCicStatus(params.get(CIC_STATUS_PARAM)),
    deliveryStatus: parseDeliveryStatus(params.get(DELIVERY_STATUS_PARAM)),
  });
  const [mode, setMode] = useState<SelectionMode>('browse');
  const [open, setOpen] = useState<SubscriberItemRow | null>(null);
  const downloads = useReviewDownloads();
  const unpublish = useUnpublishItems();
  const label = subscriberLabel(subscriber);

  function changeMode(next: SelectionMode) {
    flash.clear();
    setMode(next);
    list.clearPicked();
  }

  function run() {
    const rows = list.picked;
    if (mode === 'browse') return;
    if (rows.length === 0) {
      flash.error(mode === 'delete' ? MESSAGES.selectItemToUnpublish : NOTHING_TICKED.download);
      return;
    }
    flash.clear();
    if (mode === 'download') {
      downloads.mutate(rows, { onSuccess: () => changeMode('browse'), onError: (error) => flash.error(error.message) });
      return;
    }
    const ids = [...new Set(rows.map((row) => row.catalogItemId))];
    modal.confirm({
      title: 'Delete the selected publications?',
      content: `${ids.length} ${ids.length === 1 ? 'item is' : 'items are'} withdrawn from ${label} (a CIHW each).`,
      okText: 'Delete publication',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: () =>
        unpublish.mutateAsync({ catalogItemIds: ids, glns: [subscriber.gln] }).then(
          (response) => {
            const notice = publicationNotice(publicationOutcome('unpublish', response));
            if (notice.kind === 'success') flash.success(notice.text);
            else flash.error(notice.text);
            changeMode('browse');
          },
          (error: Error) => flash.error(publicationCallFailure('unpublish', error.message).text),
        ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={label}
        subtitle={`GLN ${subscriber.gln}: the items published to this subscriber, where each stands and what it answered. Click an item for its CIC history and GS1 message.`}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<FileSearchOutlined />} onClick={() => navigate(subscriberReviewPath(subscriber))}>
              Items in review
            </Button>
            <Button icon={<CloudUploadOutlined />} onClick={() => navigate(subscriberPublishPath(subscriber))}>
              Publish items
            </Button>
          </Flex>
        }
      />
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <SubscriberItemFilters filters={list.filters} onChange={list.filter} />
            <SelectionModeBar
              mode={mode}
              modes={['download', 'delete']}
              count={list.picked.length}
              running={downloads.isPending || unpublish.isPending}
              onMode={changeMode}
              onRun={run}
            />
          </Flex>
          {list.result.error && <Alert type="error" showIcon title={list.result.error.message} />}
          <SubscriberItemsGrid
            {...list.gridProps}
            subscriberShown={false}
            deliveryShown
            selection={mode === 'browse' ? undefined : list.selection}
            openId={open?.itemId ?? null}
            onOpen={setOpen}
            emptyText={MESSAGES.noRecordsFound}
          />
        </Flex>
      </Card>
      <ItemMessagesDrawer row={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
