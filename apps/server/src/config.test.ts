import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('PUBLISHER_ITEMS_REPORT_GLN', () => {
  it("defaults to the demo publisher's GLN with the demo data, to nobody without it", () => {
    expect(loadConfig({}).publisherItemsReportGln).toBe('0761305000019');
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).publisherItemsReportGln).toBeNull();
  });

  it('takes a GLN, turns the report off when empty, and refuses anything else', () => {
    expect(loadConfig({ PUBLISHER_ITEMS_REPORT_GLN: '0843912000016' }).publisherItemsReportGln).toBe('0843912000016');
    expect(loadConfig({ PUBLISHER_ITEMS_REPORT_GLN: '' }).publisherItemsReportGln).toBeNull();
    expect(() => loadConfig({ PUBLISHER_ITEMS_REPORT_GLN: '0843912000017' })).toThrow(/PUBLISHER_ITEMS_REPORT_GLN/);
    expect(() => loadConfig({ PUBLISHER_ITEMS_REPORT_GLN: 'northwind' })).toThrow(/PUBLISHER_ITEMS_REPORT_GLN/);
  });
});
