import type { ScheduledDownload } from '@tradepool/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec point 2, the publisher items report: dates show as day/month/year hour:minute, in the user's time. */
export function formatReportTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A report still to finish: the list keeps refreshing while one is on it. */
export const isPending = (report: Pick<ScheduledDownload, 'status'>) =>
  report.status === 'scheduled' || report.status === 'running';

/** The grid's page (from 1) as the server's `pageNumber` (from 0). */
export const serverPage = (page: number, rowCount: number) => ({ rowCount, pageNumber: Math.max(0, page - 1) });
