import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined, ScheduleOutlined } from '@ant-design/icons';
import {
  ALERT_HIDE_MS,
  CATALOG_DOWNLOAD_TYPE,
  MESSAGES,
  type CatalogDownloadType,
  type CatalogSearch,
} from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import type { DownloadProgress } from '../../../lib/api-client';
import { downloadCatalogSpreadsheet, type CatalogFileDownload } from '../api/download-catalog-spreadsheet';
import { downloadItemStatus } from '../api/download-item-status';
import { useDownloadLimits } from '../api/get-download-limits';
import { useScheduleCatalogDownload } from '../api/schedule-catalog-download';
import { byteSize } from '../catalog-download';

export interface DownloadDialogProps {
  open: boolean;
  /** Ticked rows, or (download mode) every row the grid's search matches. */
  selection: { ids: number[] } | { all: true; search: CatalogSearch };
  totalRows: number;
  onClose: () => void;
}

type Kind = 'spreadsheet' | 'itemStatus';

const KINDS: ReadonlyArray<{
  kind: Kind;
  label: string;
  hint: string;
  downloadType: CatalogDownloadType;
  download: (download: CatalogFileDownload) => Promise<void>;
}> = [
  {
    kind: 'spreadsheet',
    label: 'Spreadsheet',
    hint: 'Every attribute of each item (.xlsm), in the columns the item upload reads back.',
    downloadType: CATALOG_DOWNLOAD_TYPE.spreadsheet,
    download: downloadCatalogSpreadsheet,
  },
  {
    kind: 'itemStatus',
    label: 'Item status',
    hint: 'Status, registration, subscribers and missing required attributes of each item (.xlsx).',
    downloadType: CATALOG_DOWNLOAD_TYPE.itemStatus,
    download: downloadItemStatus,
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
export function DownloadDialog({ open, selection, totalRows, onClose }: DownloadDialogProps) {
  const limits = useDownloadLimits();
  const schedule = useScheduleCatalogDownload();
  const [chosen, setChosen] = useState<Kind[]>([]);
  const [missingChoice, setMissingChoice] = useState(false);
  const [progress, setProgress] = useState<Partial<Record<Kind, DownloadProgress>>>({});
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
  const picked = KINDS.filter((k) => chosen.includes(k.kind));

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
    const already: string[] = [];
    const scheduled: string[] = [];
    try {
      for (const { label, downloadType } of picked) {
        const result = await schedule.mutateAsync({ downloadType, search: selection.search });
        (result === 'duplicate' ? already : scheduled).push(label);
      }
      if (already.length === 0) setScheduledShown(true);
      else setOutcome({ kind: 'duplicate', already, scheduled });
    } catch (error) {
      setOutcome(failure(error));
    } finally {
      setBusy(false);
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
                loading={busy && schedule.isPending}
                disabled={limits.isPending || (busy && !schedule.isPending)}
                onClick={() => submit('schedule')}
              >
                Schedule report
              </Button>
            )}
            {!done && !overLimit && (
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={busy && !schedule.isPending}
                disabled={limits.isPending || (busy && schedule.isPending)}
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
              setChosen(values as Kind[]);
              setMissingChoice(false);
            }}
          >
            <Flex vertical gap={8}>
              {KINDS.map(({ kind, label, hint }) => (
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
