import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  ALERT_HIDE_MS,
  CATALOG_DOWNLOAD_TYPE,
  MESSAGES,
  type CatalogSearch,
  type ScheduleDownloadResult,
} from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import type { DownloadProgress } from '../../../lib/api-client';
import { downloadCatalogSpreadsheet, type CatalogFileDownload } from '../api/download-catalog-spreadsheet';
import { downloadItemStatus } from '../api/download-item-status';
import { useDownloadLimits } from '../api/get-download-limits';
import { scheduledReportsKey } from '../api/get-scheduled-requests';
import { scheduleCatalogDownload } from '../api/schedule-catalog-download';
import { byteSize, type CatalogSelection } from '../catalog-download';

/** A file the dialog offers: downloaded now, or (all rows of a search) scheduled as a report. */
export interface DownloadKind<Search> {
  kind: string;
  label: string;
  hint: string;
  download: (download: CatalogFileDownload<Search>) => Promise<void>;
  schedule: (search: Search) => Promise<ScheduleDownloadResult>;
}

export interface DownloadDialogProps<Search> {
  open: boolean;
  /** Ticked rows, or (download mode) every row the grid's search matches. */
  selection: CatalogSelection<Search>;
  totalRows: number;
  kinds: readonly DownloadKind<Search>[];
  onClose: () => void;
}

/** The supplier catalog's files: its spreadsheet and the item status grid. */
export const CATALOG_DOWNLOAD_KINDS: readonly DownloadKind<CatalogSearch>[] = [
  {
    kind: 'spreadsheet',
    label: 'Spreadsheet',
    hint: 'Every attribute of each item (.xlsm), in the columns the item upload reads back.',
    download: downloadCatalogSpreadsheet,
    schedule: (search) => scheduleCatalogDownload({ downloadType: CATALOG_DOWNLOAD_TYPE.spreadsheet, search }),
  },
  {
    kind: 'itemStatus',
    label: 'Item status',
    hint: 'Status, registration, subscribers and missing required attributes of each item (.xlsx).',
    download: downloadItemStatus,
    schedule: (search) => scheduleCatalogDownload({ downloadType: CATALOG_DOWNLOAD_TYPE.itemStatus, search }),
  },
];

type Outcome =
  | { kind: 'downloaded'; files: number }
  | { kind: 'failed'; title: string; text: string }
  | { kind: 'duplicate'; already: string[]; scheduled: string[] };

const count = (n: number) => n.toLocaleString('en-US');

function progressText(progress: DownloadProgress): string {
  if (progress.received === 0) return 'Preparing the file…';
  return progress.total ? `${byteSize(progress.received)} of ${byteSize(progress.total)}` : byteSize(progress.received);
}

function failure(error: unknown): Outcome {
  const text = error instanceof Error ? error.message : String(error);
  return text === MESSAGES.noDataForDownload
    ? { kind: 'failed', title: MESSAGES.downloadMessageTitle, text }
    : { kind: 'failed', title: 'Download failed', text };
}

/**
 * Spec points 2 and 5, the download dialog: the catalog spreadsheet and/or the item status grid of the
 * selection, each with the bytes received so far. All rows of a search may also go to a scheduled report,
 * and must when they are more than a direct download holds ('success' shows the scheduled message for 3 s).
 */
export function DownloadDialog<Search>({ open, selection, totalRows, kinds, onClose }: DownloadDialogProps<Search>) {
  const limits = useDownloadLimits();
  const queryClient = useQueryClient();
  const [scheduling, setScheduling] = useState(false);
  // A single file needs no choosing.
  const [chosen, setChosen] = useState<string[]>(kinds.length === 1 ? [kinds[0]!.kind] : []);
  const [missingChoice, setMissingChoice] = useState(false);
  const [progress, setProgress] = useState<Partial<Record<string, DownloadProgress>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scheduledShown, setScheduledShown] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!scheduledShown) return;
    const timer = window.setTimeout(() => {
      setScheduledShown(false);
      onClose();
    }, ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [scheduledShown, onClose]);

  const limit = limits.data?.directMaxRows ?? null;
  const overLimit = limit !== null && totalRows > limit;
  const allRows = 'all' in selection;
  const picked = kinds.filter((k) => chosen.includes(k.kind));

  async function download() {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setProgress({});
    let files = 0;
    try {
      for (const { kind, download: run } of picked) {
        await run({
          selection,
          signal: controller.signal,
          onProgress: (step) => setProgress((current) => ({ ...current, [kind]: step })),
        });
        files += 1;
      }
      setOutcome({ kind: 'downloaded', files });
    } catch (error) {
      if (controller.signal.aborted) return;
      setOutcome(failure(error));
    } finally {
      abort.current = null;
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  async function scheduleReports() {
    if (!('all' in selection)) return;
    setBusy(true);
    setScheduling(true);
    const already: string[] = [];
    const scheduled: string[] = [];
    try {
      for (const { label, schedule } of picked) {
        const result = await schedule(selection.search);
        (result === 'duplicate' ? already : scheduled).push(label);
      }
      // Spec point 5: a 'success' reloads the scheduled requests.
      if (scheduled.length) void queryClient.invalidateQueries({ queryKey: scheduledReportsKey });
      if (already.length === 0) setScheduledShown(true);
      else setOutcome({ kind: 'duplicate', already, scheduled });
    } catch (error) {
      setOutcome(failure(error));
    } finally {
      setBusy(false);
      setScheduling(false);
    }
  }

  function submit(action: 'download' | 'schedule') {
    setOutcome(null);
    if (picked.length === 0) {
      setMissingChoice(true);
      return;
    }
    void (action === 'schedule' ? scheduleReports() : download());
  }

  function cancel() {
    abort.current?.abort();
    onClose();
  }

  const done = outcome?.kind === 'downloaded';
  return (
    <>
      <Modal
        open={open && !scheduledShown}
        title="Download items"
        maskClosable={false}
        {...scrollingDialog()}
        onCancel={cancel}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={cancel}>{done ? 'Close' : 'Cancel'}</Button>
            {/* All rows of a search can always go to a background report; above the limit only there. */}
            {!done && allRows && (
              <Button
                type={overLimit ? 'primary' : 'default'}
                icon={<ScheduleOutlined />}
                loading={busy && scheduling}
                disabled={limits.isPending || (busy && !scheduling)}
                onClick={() => submit('schedule')}
              >
                Schedule report
              </Button>
            )}
            {!done && !overLimit && (
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={busy && !scheduling}
                disabled={limits.isPending || (busy && scheduling)}
                onClick={() => submit('download')}
              >
                Download
              </Button>
            )}
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Text>
            {allRows
              ? `All ${count(totalRows)} item${totalRows === 1 ? '' : 's'} of the current search.`
              : `${count(totalRows)} selected item${totalRows === 1 ? '' : 's'}.`}
          </Typography.Text>
          <Checkbox.Group
            value={chosen}
            disabled={busy || done}
            onChange={(values) => {
              setChosen(values as string[]);
              setMissingChoice(false);
            }}
          >
            <Flex vertical gap={8}>
              {kinds.map(({ kind, label, hint }) => (
                <Flex key={kind} vertical>
                  <Checkbox value={kind}>
                    <Typography.Text strong>{label}</Typography.Text>
                  </Checkbox>
                  {/* Below the label, in line with its text: inside the checkbox it would pull the box down. */}
                  <Typography.Text type="secondary" style={{ paddingLeft: 18 }}>
                    {hint}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Checkbox.Group>
          {missingChoice && <Alert type="error" showIcon title={MESSAGES.selectDownloadKind} />}
          {overLimit && allRows && (
            <Alert
              type="info"
              showIcon
              title={`${count(totalRows)} items are more than a direct download holds (${count(limit)}).`}
              description="Schedule the report: it is prepared in the background and listed under Scheduled reports, ready to download when it is done."
            />
          )}
          {overLimit && !allRows && (
            <Alert
              type="warning"
              showIcon
              title={`A direct download holds at most ${count(limit ?? 0)} items.`}
              description="Tick fewer items, or select all rows in download mode to schedule a report."
            />
          )}
          {picked
            .filter(({ kind }) => progress[kind])
            .map(({ kind, label }) => {
              const step = progress[kind]!;
              const percent = step.total ? Math.round((step.received * 100) / step.total) : 0;
              return (
                <Flex key={kind} vertical gap={2}>
                  <Typography.Text>
                    {label}: {progressText(step)}
                  </Typography.Text>
                  <Progress
                    percent={percent}
                    status={busy && percent < 100 ? 'active' : percent === 100 ? 'success' : 'normal'}
                    aria-label={`${label} download progress`}
                  />
                </Flex>
              );
            })}
          {outcome?.kind === 'downloaded' && (
            <Alert type="success" showIcon title={`${outcome.files} file(s) have been downloaded.`} />
          )}
          {outcome?.kind === 'failed' && (
            <Alert type="error" showIcon title={outcome.title} description={outcome.text} />
          )}
          {outcome?.kind === 'duplicate' && (
            <Alert
              type="warning"
              showIcon
              title={MESSAGES.downloadAlreadyScheduled}
              description={[
                `Still waiting or running: ${outcome.already.join(', ')}.`,
                outcome.scheduled.length ? `Scheduled now: ${outcome.scheduled.join(', ')}.` : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
          )}
        </Flex>
      </Modal>
      <Modal open={scheduledShown} footer={null} closable={false} title="Report scheduled" width={420}>
        <Flex gap={12} align="center">
          <CheckCircleFilled style={{ color: '#52c41a', fontSize: 22 }} />
          <Typography.Text>{MESSAGES.downloadScheduled}</Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
