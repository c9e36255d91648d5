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

describe('DATA_POOL_GLN', () => {
  it("is Tradepool's GLN unless another is set, and must be a GLN", () => {
    expect(loadConfig({}).dataPoolGln).toBe('0860000000017');
    expect(loadConfig({ DATA_POOL_GLN: '0860000000024' }).dataPoolGln).toBe('0860000000024');
    expect(() => loadConfig({ DATA_POOL_GLN: '0860000000025' })).toThrow(/DATA_POOL_GLN/);
  });
});

describe('DEMO_DATA_SET', () => {
  it("seeds Tradepool's demo unless the network demo's second pool is asked for", () => {
    expect(loadConfig({}).demoDataSet).toBe('tradepool');
    expect(loadConfig({ DEMO_DATA_SET: 'mercato' }).demoDataSet).toBe('mercato');
    expect(() => loadConfig({ DEMO_DATA_SET: 'acme' })).toThrow(/DEMO_DATA_SET/);
  });
});

describe('AS2_ID, AS2_KEY_FILE, AS2_CERT_FILE', () => {
  it("is the pool's GLN unless another AS2 id is set; the key and certificate files come together", () => {
    expect(loadConfig({}).as2Id).toBe('0860000000017');
    expect(loadConfig({ DATA_POOL_GLN: '0860000000024' }).as2Id).toBe('0860000000024');
    expect(loadConfig({ AS2_ID: 'TRADEPOOL-B' }).as2Id).toBe('TRADEPOOL-B');
    expect(() => loadConfig({ AS2_ID: ' padded' })).toThrow(/AS2_ID/);
    expect(loadConfig({}).as2Files).toBeNull();
    expect(loadConfig({ AS2_KEY_FILE: '/k.pem', AS2_CERT_FILE: '/c.pem' }).as2Files).toEqual({
      keyFile: '/k.pem',
      certFile: '/c.pem',
    });
    expect(() => loadConfig({ AS2_KEY_FILE: '/k.pem' })).toThrow(/AS2_CERT_FILE/);
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

describe('GLOBAL_REGISTRY_URL and GLOBAL_REGISTRY_TOKEN', () => {
  it('connect to a registry process when both are set, keep the built-in one when neither is, refuse one alone', () => {
    expect(loadConfig({}).globalRegistry).toBeNull();
    expect(
      loadConfig({ GLOBAL_REGISTRY_URL: 'http://registry.example:8090/', GLOBAL_REGISTRY_TOKEN: 'secret' })
        .globalRegistry,
    ).toEqual({ url: 'http://registry.example:8090', token: 'secret' });
    expect(() => loadConfig({ GLOBAL_REGISTRY_URL: 'http://registry.example' })).toThrow(/both/);
    expect(() => loadConfig({ GLOBAL_REGISTRY_TOKEN: 'secret' })).toThrow(/both/);
    expect(() => loadConfig({ GLOBAL_REGISTRY_URL: 'registry', GLOBAL_REGISTRY_TOKEN: 'secret' })).toThrow(/http/);
  });
});

describe('DIGITAL_LINK_BASE', () => {
  it('points items’ Digital Links to GS1’s resolver unless another is set, kept without a trailing slash', () => {
    expect(loadConfig({}).digitalLinkBase).toBe('https://id.gs1.org');
    expect(loadConfig({ DIGITAL_LINK_BASE: '' }).digitalLinkBase).toBe('https://id.gs1.org');
    expect(loadConfig({ DIGITAL_LINK_BASE: 'https://links.northwind.example/p/' }).digitalLinkBase).toBe(
      'https://links.northwind.example/p',
    );
    expect(() => loadConfig({ DIGITAL_LINK_BASE: 'links.northwind.example' })).toThrow(/DIGITAL_LINK_BASE/);
    expect(() => loadConfig({ DIGITAL_LINK_BASE: 'https://id.gs1.org/?x=1' })).toThrow(/DIGITAL_LINK_BASE/);
  });
});
