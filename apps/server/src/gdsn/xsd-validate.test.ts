import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as xmllint from 'xmllint-wasm';
import { checkAheadAgainstXsd, validateAgainstXsd } from './xsd-validate.js';

vi.mock('xmllint-wasm', async (original) => {
  const actual = await original<typeof xmllint>();
  return { ...actual, validateXML: vi.fn(actual.validateXML) };
});

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8');

describe('messages checked ahead in one run', () => {
  it('give each message the answer it gets alone, from one xmllint run, each taken once', async () => {
    const runs = vi.mocked(xmllint.validateXML);
    const cin = fixture('CatalogueItemNotification');
    const module = fixture('MaterialModule');
    // Two faults of different kinds: an element the schema does not know, a GTIN that is no GTIN.
    const unknown = cin.replace('<documentStatusCode>', '<notGs1>x</notGs1><documentStatusCode>');
    const badGtin = cin.replace(/<gtin>\d{14}<\/gtin>/, '<gtin>ABC</gtin>');
    const messages = [cin, unknown, module, badGtin];
    const alone = [];
    for (const xml of messages) alone.push(await validateAgainstXsd(xml, 'CatalogueItemNotification'));
    expect(alone.map((r) => r.valid)).toEqual([true, false, true, false]);
    expect(alone[1]!.errors.join(' ')).toContain('notGs1');

    runs.mockClear();
    const forget = await checkAheadAgainstXsd(messages.map((xml) => ({ xml, rootXsd: 'CatalogueItemNotification' })));
    const ahead = [];
    for (const xml of messages) ahead.push(await validateAgainstXsd(xml, 'CatalogueItemNotification'));
    expect(ahead).toEqual(alone);
    expect(runs).toHaveBeenCalledTimes(1);
    // Taken once: the next check of the same text runs again.
    await validateAgainstXsd(cin, 'CatalogueItemNotification');
    expect(runs).toHaveBeenCalledTimes(2);
    forget();
  }, 60_000);
});
