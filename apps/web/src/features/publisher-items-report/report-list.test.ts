import { describe, expect, it } from 'vitest';
import { formatReportTime, isPending, serverPage } from './report-list';

describe('formatReportTime', () => {
  it('shows day/month/year hour:minute in local time', () => {
    const local = new Date(2026, 2, 7, 9, 5, 42);
    expect(formatReportTime(local.toISOString())).toBe('07/03/2026 09:05');
    expect(formatReportTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31/12/2026 23:59');
  });

  it('leaves nothing for no date, and an unreadable one as it came', () => {
    expect(formatReportTime(null)).toBe('');
    expect(formatReportTime(undefined)).toBe('');
    expect(formatReportTime('soon')).toBe('soon');
  });
});

describe('isPending', () => {
  it('holds for reports waiting or running only', () => {
    expect(isPending({ status: 'scheduled' })).toBe(true);
    expect(isPending({ status: 'running' })).toBe(true);
    expect(isPending({ status: 'done' })).toBe(false);
    expect(isPending({ status: 'failed' })).toBe(false);
  });
});

describe('serverPage', () => {
  it('asks the server for pages from 0', () => {
    expect(serverPage(1, 10)).toEqual({ rowCount: 10, pageNumber: 0 });
    expect(serverPage(3, 10)).toEqual({ rowCount: 10, pageNumber: 2 });
    expect(serverPage(0, 10)).toEqual({ rowCount: 10, pageNumber: 0 });
  });
});
