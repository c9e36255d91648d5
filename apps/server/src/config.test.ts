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

describe('SEED_DEMO_DATA', () => {
  it('seeds the demo on the embedded SQLite database, on PostgreSQL only when asked', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/postgres';
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg }).publisherItemsReportGln).toBeNull();
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });
});
