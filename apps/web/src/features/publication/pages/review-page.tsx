import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { MESSAGES } from '@tradepool/domain';
import type { SubscriberItemRow } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { CicHistory } from '../components/cic-history';
import { NOTHING_TICKED, SelectionModeBar } from '../components/selection-mode-bar';
import type { SelectionMode } from '../components/selection-mode-bar';
import { SubscriberItemsGrid } from '../components/subscriber-items-grid';
import { useReviewDownloads } from '../components/use-review-downloads';
import { useSubscriberItemList } from '../components/use-subscriber-item-list';
import { parseSubscriberParams, subscriberLabel } from '../publication-paths';
import type { SubscriberRef } from '../publication-paths';
import { DEFAULT_SUBSCRIBER_ITEM_FILTERS } from '../publication-search';

const PANEL_WIDTH = 440;

/**
 * Spec point 2, the review screen (`/review`, `/review/:subscriberName/:subscriberGln` and a subscriber's
 * `/review` sub-screen): the items whose CIC status is REVIEW, optionally of one subscriber, with the CIC
 * message of the item opened beside them and a download mode.
 */
export function ReviewPage() {
  const subscriber = parseSubscriberParams(useParams());
  return <Review key={subscriber?.gln ?? ''} subscriber={subscriber} />;
}

function Review({ subscriber }: { subscriber: SubscriberRef | null }) {
  const flash = useFlash();
  const list = useSubscriberItemList(subscriber?.gln ?? null, {
    ...DEFAULT_SUBSCRIBER_ITEM_FILTERS,
    cicStatus: 'REVIEW',
  });
  const [mode, setMode] = useState<SelectionMode>('browse');
  const [open, setOpen] = useState<SubscriberItemRow | null>(null);
  const downloads = useReviewDownloads();

  function changeMode(next: SelectionMode) {
    flash.clear();
    setMode(next);
    list.clearPicked();
  }

  function download() {
    if (list.picked.length === 0) {
      flash.error(NOTHING_TICKED.download);
      return;
    }
    flash.clear();
    downloads.mutate(list.picked, {
      onSuccess: () => changeMode('browse'),
      onError: (error) => flash.error(error.message),
    });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={subscriber ? `Items in Review · ${subscriberLabel(subscriber)}` : 'Items in Review'}
        subtitle={
          subscriber
            ? `Items ${subscriberLabel(subscriber)} (${subscriber.gln}) asks you to review. Click an item to read its CIC.`
            : 'Items your subscribers ask you to review. Click an item to read its CIC.'
        }
        extra={
          <SelectionModeBar
            mode={mode}
            modes={['download']}
            count={list.picked.length}
            running={downloads.isPending}
            onMode={changeMode}
            onRun={download}
          />
        }
      />
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      <Flex gap={16} align="flex-start">
        <Card size="small" style={{ flex: '1 1 0', minWidth: 0 }}>
          <Flex vertical gap={12}>
            <Input.Search
              aria-label="Keyword"
              placeholder="GTIN, product code or description"
              allowClear
              style={{ width: 360 }}
              onSearch={(keyword) => list.filter({ ...list.filters, keyword })}
            />
            {list.result.error && <Alert type="error" showIcon title={list.result.error.message} />}
            <SubscriberItemsGrid
              {...list.gridProps}
              subscriberShown={!subscriber}
              deliveryShown={false}
              narrow={open !== null}
              selection={mode === 'browse' ? undefined : list.selection}
              openId={open?.itemId ?? null}
              onOpen={setOpen}
              emptyText={MESSAGES.noRecordsFound}
            />
          </Flex>
        </Card>
        {open && (
          <Card
            size="small"
            style={{ width: PANEL_WIDTH, flex: 'none' }}
            title={`CIC · GTIN ${open.gtin}`}
            extra={
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label="Close"
                onClick={() => setOpen(null)}
              />
            }
          >
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">
                {[open.description, `${open.subscriberName} (${open.subscriberGln})`].filter(Boolean).join(' · ')}
              </Typography.Text>
              <CicHistory item={open} latestOnly />
            </Flex>
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
