import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Select, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  ALERT_HIDE_MS,
  MESSAGES,
  SUBSCRIBE_RESULT_HIDE_MS,
  SUBSCRIPTION_RELOAD_AFTER_CANCEL_MS,
  SUBSCRIPTION_RELOAD_AFTER_CREATE_MS,
  SUBSCRIPTION_STATUS,
  type SubscriptionRequestInput,
  type SubscriptionResponse,
  type SubscriptionSortKey,
} from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import type { GridSort } from '../../../lib/grid-sort';
import { useCancelSubscriptions } from '../api/cancel-subscriptions';
import { useCreateSubscriptions } from '../api/create-subscriptions';
import { downloadSubscribedItems } from '../api/download-subscribed-items';
import { subscriptionQueryKey, useSubscriptions } from '../api/search-subscriptions';
import { CreateSubscriptionModal } from '../components/create-subscription-modal';
import { SubscriptionGrid } from '../components/subscription-grid';
import { SubscriptionSearchBox } from '../components/subscription-search-box';
import {
  ALL_STATUSES,
  CREATE_QUERY,
  DEFAULT_SUBSCRIPTION_SORT,
  opensCreateDialog,
  showsSubscriptionColumns,
  STATUS_OPTIONS,
  toSubscriptionSearch,
} from '../subscription-list';

type Mode = 'browse' | 'cancel' | 'download';

/**
 * `/subscription` (spec point 2): the company's subscriptions, a create dialog, a cancel mode and a download
 * mode for the items they brought. Timings are spec point 9's.
 */
export function SubscriptionPage() {
  const { user } = useAuth();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const flash = useFlash();
  const paging = useGridPaging();
  const [sort, setSort] = useState<GridSort<SubscriptionSortKey>>(DEFAULT_SUBSCRIPTION_SORT);
  const [status, setStatus] = useState<number>(ALL_STATUSES);
  const [keyword, setKeyword] = useState('');
  const [mode, setMode] = useState<Mode>('browse');
  const [selected, setSelected] = useState<number[]>([]);
  const [query, setQuery] = useSearchParams();
  const [downloading, setDownloading] = useState(false);
  /** Spec point 8: the cancellation failure's danger alert stays 3 s at the page top. */
  const [cancelFailed, setCancelFailed] = useState(false);
  const timers = useRef<number[]>([]);
  const create = useCreateSubscriptions();
  const cancel = useCancelSubscriptions();
  const shown = user ? showsSubscriptionColumns(user.userType) : false;
  // Creating and cancelling are the subscriber's actions, which the read-only subscriber's role lacks.
  const canManage = can(user, 'CATALOG_SUBSCRIBE_MANAGE');
  // Issue 35: `?create=1` (an empty subscriber catalog's link) opens the create dialog; the query then goes, so
  // a reload or Back does not open it again.
  const [creating, setCreating] = useState(() => shown && opensCreateDialog(query, canManage));
  const search = toSubscriptionSearch({ status, keyword, page: paging.page, pageSize: paging.pageSize, sort });
  const result = useSubscriptions(search, shown);
  const rows = result.data?.results ?? [];

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    if (!query.has(CREATE_QUERY)) return;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [query, setQuery]);
  useEffect(() => {
    if (!cancelFailed) return;
    const timer = window.setTimeout(() => setCancelFailed(false), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [cancelFailed]);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
  const reloadAfter = (ms: number) =>
    later(ms, () => void queryClient.invalidateQueries({ queryKey: [...subscriptionQueryKey, 'search'] }));
  const firstPage = () => paging.onChange(1, paging.pageSize);

  function enter(next: Mode) {
    setMode(next);
    flash.clear();
    if (next === 'cancel') {
      // Spec point 4: cancel mode shows the Valid subscriptions, nothing ticked, the create dialog closed.
      setStatus(SUBSCRIPTION_STATUS.valid);
      setSelected([]);
      setCreating(false);
      firstPage();
    } else if (next === 'download') {
      setSelected(rows.map((r) => r.catalogItemSubscriptionId));
    } else {
      setSelected([]);
    }
  }

  function showCreateResult(response: SubscriptionResponse) {
    const failed = response.results.find((r) => r.error);
    if (response.errorCount > 0 && failed) {
      modal.error({
        title: MESSAGES.subscribeFailed,
        content: (
          <Flex vertical gap={8}>
            <Typography.Text>{failed.error}</Typography.Text>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'gln', label: 'Publisher GLN', children: failed.publisherGLN ?? '—' },
                { key: 'gtin', label: 'GTIN', children: failed.gtin ?? failed.gpcCode ?? '—' },
                { key: 'tm', label: 'Target market', children: failed.tm },
              ]}
            />
            {response.errorCount < response.results.length && (
              <Typography.Text type="secondary">
                {response.results.length - response.errorCount} of {response.results.length} subscriptions were created.
              </Typography.Text>
            )}
          </Flex>
        ),
      });
      return;
    }
    const confirmation = modal.success({
      title: MESSAGES.subscribeSuccess,
      content: `${response.results.length} ${response.results.length === 1 ? 'subscription' : 'subscriptions'} created.`,
    });
    later(SUBSCRIBE_RESULT_HIDE_MS, () => confirmation.destroy());
  }

  function submit(request: SubscriptionRequestInput) {
    // Spec point 4: the dialog closes, the request goes, a result shows, the list reloads after about 4 s.
    setCreating(false);
    create.mutate(request, {
      onSuccess: showCreateResult,
      onError: (error) => modal.error({ title: MESSAGES.subscribeFailed, content: error.message }),
      onSettled: () => reloadAfter(SUBSCRIPTION_RELOAD_AFTER_CREATE_MS),
    });
  }

  function confirmCancel() {
    if (selected.length === 0) {
      flash.error(MESSAGES.selectSubscriptionToCancel);
      return;
    }
    modal.confirm({
      title: 'Cancel the selected subscriptions?',
      content: `${selected.length} ${selected.length === 1 ? 'subscription' : 'subscriptions'} will be cancelled (a CIS DELETE each). Items already received stay; their changes stop coming.`,
      okText: 'Cancel subscriptions',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: () =>
        cancel.mutateAsync(selected).then(
          (response) => {
            const done = response.results.filter((r) => r.success).length;
            enter('browse');
            if (done === 0) setCancelFailed(true);
            else flash.success(`${done} ${done === 1 ? 'subscription' : 'subscriptions'} cancelled.`);
            reloadAfter(SUBSCRIPTION_RELOAD_AFTER_CANCEL_MS);
          },
          () => setCancelFailed(true),
        ),
    });
  }

  async function runDownload() {
    if (selected.length === 0) {
      flash.error('Tick the subscriptions whose items to download.');
      return;
    }
    setDownloading(true);
    try {
      const outcome = await downloadSubscribedItems({ ...search, itemSubscriptionId: selected, pageNumber: 1 });
      if (outcome === 'success') flash.success(MESSAGES.downloadScheduled);
      else if (outcome === 'duplicate') flash.error(MESSAGES.downloadAlreadyScheduled);
      else enter('browse');
    } catch (error) {
      flash.error((error as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  const toolbar =
    mode === 'browse' ? (
      <Flex gap={8} wrap align="center">
        {canManage ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create subscription
            </Button>
            <Button icon={<StopOutlined />} onClick={() => enter('cancel')}>
              Cancel subscription
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary">
            Your role views subscriptions; it does not create or cancel them.
          </Typography.Text>
        )}
        <Button icon={<DownloadOutlined />} onClick={() => enter('download')} disabled={rows.length === 0}>
          Download subscribed items
        </Button>
      </Flex>
    ) : (
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary">
          {selected.length} {selected.length === 1 ? 'subscription' : 'subscriptions'} selected
        </Typography.Text>
        <Button onClick={() => enter('browse')}>Back</Button>
        {mode === 'cancel' ? (
          <Button type="primary" danger icon={<StopOutlined />} loading={cancel.isPending} onClick={confirmCancel}>
            Cancel selected subscriptions
          </Button>
        ) : (
          <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void runDownload()}>
            Download selected
          </Button>
        )}
      </Flex>
    );

  return (
    <>
      {cancelFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={MESSAGES.cancelSubscriptionFailed}
          style={{ marginBottom: 16 }}
        />
      )}
      <PageTitle
        title="Subscriptions"
        subtitle="What your company asks publishers for: their items, some GTINs or GPC bricks, in some target markets."
      />
      {!shown ? (
        <Alert type="info" showIcon title="GDSN subscriptions are shown to GDSN users." />
      ) : (
        <Flex vertical gap={12}>
          <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex gap={12} wrap style={{ flex: '1 1 520px' }}>
              <SubscriptionSearchBox
                onSearch={(next) => {
                  setKeyword(next);
                  firstPage();
                }}
              />
              <Select<number>
                aria-label="Status"
                style={{ width: 150 }}
                value={status}
                options={STATUS_OPTIONS}
                disabled={mode === 'cancel'}
                onChange={(next) => {
                  setStatus(next);
                  firstPage();
                }}
              />
            </Flex>
            {toolbar}
          </Flex>
          {mode !== 'browse' && (
            <Typography.Text type="secondary">
              {mode === 'cancel'
                ? 'Cancel mode: tick the Valid subscriptions to cancel.'
                : 'Download mode: the items the ticked subscriptions brought, as a spreadsheet.'}
            </Typography.Text>
          )}
          {result.error && <Alert type="error" showIcon title={result.error.message} />}
          <SubscriptionGrid
            rows={rows}
            totalRows={result.data?.totalRows ?? 0}
            loading={result.isFetching}
            paging={paging}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              firstPage();
            }}
            selection={
              mode === 'browse'
                ? undefined
                : {
                    selected,
                    onChange: (ids) => {
                      setSelected(ids);
                      flash.clear();
                    },
                  }
            }
            emptyText={MESSAGES.noRecordsFound}
          />
        </Flex>
      )}
      {user && canManage && (
        <CreateSubscriptionModal
          open={creating}
          subscriberGln={user.companyGln ?? ''}
          autoSubscription={user.autoSubscription === 1}
          onClose={() => setCreating(false)}
          onSubmit={submit}
        />
      )}
    </>
  );
}
