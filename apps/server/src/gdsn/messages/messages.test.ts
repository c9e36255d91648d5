import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAgainstXsd } from '../xsd-validate.js';
import { buildCirr, buildCirrRejections, parseCirr, type CirrMessage } from './cirr.js';
import { buildGs1Response, parseGs1Response, type Gs1ResponseMessage } from './gs1-response.js';
import { buildRci, parseRci, type RciMessage } from './rci.js';
import { GdsnMessageError, parseXml } from './xml-tree.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}.xml`, import.meta.url), 'utf8');

const DATA_POOL = '0614141000012';
const REGISTRY = '0614141999996';

const rci: RciMessage = {
  instanceId: 'RCI-20260115-0001',
  senderGln: DATA_POOL,
  receiverGln: REGISTRY,
  createdAt: new Date('2026-01-15T10:30:00.000Z'),
  items: [
    {
      entityId: '101',
      documentCommand: 'ADD',
      gtin: '00614141000036',
      infoProviderGln: '0614141000029',
      targetMarket: '840',
      gpcCode: '10000025',
      sourceDataPool: DATA_POOL,
      state: 'REGISTERED',
    },
    {
      entityId: '102',
      documentCommand: 'CHANGE_BY_REFRESH',
      gtin: '10614141000033',
      infoProviderGln: '0614141000029',
      targetMarket: '124',
      gpcCode: '10000028',
      sourceDataPool: DATA_POOL,
      state: 'REGISTERED',
    },
  ],
};

const cirr: CirrMessage = {
  instanceId: 'CIRR-1',
  senderGln: REGISTRY,
  receiverGln: DATA_POOL,
  createdAt: new Date('2026-01-15T10:31:00.000Z'),
  correlationId: rci.instanceId,
  items: [
    {
      entityId: '101',
      gtin: '00614141000036',
      dataSource: '0614141000029',
      targetMarket: '840',
      status: 'ACCEPTED',
      registeredAt: new Date('2026-01-10T08:00:00.000Z'),
      lastChangedAt: new Date('2026-01-15T10:31:00.000Z'),
      errors: [],
    },
    {
      entityId: '102',
      gtin: '10614141000033',
      dataSource: '0614141000029',
      targetMarket: '124',
      status: 'REJECTED',
      registeredAt: new Date('2026-01-15T10:31:00.000Z'),
      lastChangedAt: new Date('2026-01-15T10:31:00.000Z'),
      errors: [
        { code: 'GR-UNKNOWN-GPC', description: 'GPC brick 10000028 is not a GS1 GPC brick code.' },
        { code: 'GR-DUPLICATE', description: 'Registered by "another" data pool item & <elsewhere>.' },
      ],
    },
  ],
};

describe('RegistryCatalogueItem (RCI)', () => {
  it('builds a message that validates against RegistryCatalogueItem.xsd, one transaction per item', async () => {
    const xml = buildRci(rci);
    expect(await validateAgainstXsd(xml, 'RegistryCatalogueItem')).toEqual({ valid: true, errors: [] });
    expect(xml.match(/<transaction>/g)).toHaveLength(2);
    expect(xml).toContain('<documentCommandHeader type="CHANGE_BY_REFRESH">');
  });

  it('reads back what it built', () => {
    expect(parseRci(buildRci(rci))).toEqual(rci);
  });

  it("reads GS1's sample", () => {
    expect(parseRci(fixture('RegistryCatalogueItem'))).toEqual({
      instanceId: '20051101',
      senderGln: '8712345678913',
      receiverGln: '9712345678912',
      createdAt: new Date('2011-03-11T16:00:00.000Z'),
      items: [
        {
          entityId: '20051101',
          documentCommand: 'ADD',
          gtin: '00074562000525',
          infoProviderGln: '8712345678913',
          targetMarket: '124',
          gpcCode: '10000028',
          sourceDataPool: '7772345678913',
          state: 'REGISTERED',
        },
      ],
    });
  });

  it('refuses another message, an unsupported command and a message without items', () => {
    expect(() => parseRci(fixture('CatalogueItemNotification'))).toThrow(
      'The XML is not a GS1 XML 3.1 RegistryCatalogueItem.',
    );
    expect(() => parseRci(fixture('RegistryCatalogueItem').replace('type="ADD"', 'type="DELETE"'))).toThrow(
      "Document command 'DELETE' is not supported",
    );
    const empty = buildRci(rci).replace(/<transaction>[\s\S]*<\/transaction>/, '');
    expect(() => parseRci(empty)).toThrow('The RegistryCatalogueItem holds no registryCatalogueItem.');
  });

  it('reports schema errors of a broken message', async () => {
    const broken = buildRci(rci).replace('<gtin>00614141000036</gtin>', '<gtin>614141000036</gtin>');
    const result = await validateAgainstXsd(broken, 'RegistryCatalogueItem');
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/line \d+: .*'gtin'/);
  });
});

describe('CatalogueItemRegistrationResponse (CIRR) and the GS1Response carrying rejections', () => {
  it('builds a CIRR that validates, with each item ACCEPTED or REJECTED', async () => {
    const xml = buildCirr(cirr);
    expect(await validateAgainstXsd(xml, 'CatalogueItemRegistrationResponse')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<sh:RequestingDocumentInstanceIdentifier>RCI-20260115-0001<');
    expect(xml.match(/<responseStatus>(\w+)</g)).toEqual(['<responseStatus>ACCEPTED<', '<responseStatus>REJECTED<']);
  });

  it('puts the reasons in a GS1Response that validates, and none when nothing was rejected', async () => {
    const xml = buildCirrRejections(cirr, 'RESP-1')!;
    expect(await validateAgainstXsd(xml, 'GS1Response')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<errorCode>GR-UNKNOWN-GPC</errorCode>');
    expect(buildCirrRejections({ ...cirr, items: [cirr.items[0]!] }, 'RESP-2')).toBeNull();
  });

  it('reads back the CIRR, with the reasons when the GS1Response is given', () => {
    const xml = buildCirr(cirr);
    expect(parseCirr(xml, buildCirrRejections(cirr, 'RESP-1'))).toEqual(cirr);
    const withoutReasons = parseCirr(xml);
    expect(withoutReasons.items.map((i) => [i.status, i.errors])).toEqual([
      ['ACCEPTED', []],
      ['REJECTED', []],
    ]);
  });

  it('refuses a GS1Response that answers another RCI', () => {
    const other = buildCirrRejections({ ...cirr, correlationId: 'RCI-other' }, 'RESP-3');
    expect(() => parseCirr(buildCirr(cirr), other)).toThrow(GdsnMessageError);
  });

  it("reads GS1's CIRR sample", () => {
    const sample = parseCirr(fixture('CatalogueItemRegistrationResponse'));
    expect(sample).toMatchObject({ instanceId: '20051101', correlationId: '100002' });
    expect(sample.items).toEqual([
      {
        entityId: '20051101',
        gtin: '00074562000525',
        dataSource: '8712345678913',
        targetMarket: '124',
        status: 'ACCEPTED',
        registeredAt: new Date('2013-02-10T17:00:01.000Z'),
        lastChangedAt: new Date('2013-02-10T17:00:01.000Z'),
        errors: [],
      },
    ]);
  });
});

describe('GS1Response', () => {
  const response: Gs1ResponseMessage = {
    instanceId: 'RESP-9',
    senderGln: REGISTRY,
    receiverGln: DATA_POOL,
    createdAt: new Date('2026-01-15T10:31:00.000Z'),
    correlationId: 'RCI-9',
    messageErrors: [{ code: 'GR-MESSAGE', description: 'The whole message was refused.' }],
    transactions: [{ entityId: '7', ownerGln: '0614141000029', errors: [{ code: 'E1', description: 'First' }] }],
  };

  it('builds one that validates and reads it back', async () => {
    const xml = buildGs1Response(response);
    expect(await validateAgainstXsd(xml, 'GS1Response')).toEqual({ valid: true, errors: [] });
    expect(parseGs1Response(xml)).toEqual(response);
  });

  it("reads GS1's sample: a message-level error", () => {
    expect(parseGs1Response(fixture('GS1Response'))).toMatchObject({
      correlationId: '20051101',
      messageErrors: [{ code: 'Err-075', description: 'Invalid GLN' }],
      transactions: [],
    });
  });
});

describe('safe parsing', () => {
  it('refuses a DOCTYPE, so no declared entity is ever expanded', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><x>&a;&a;</x>`;
    expect(() => parseXml(bomb)).toThrow('DOCTYPE');
  });

  it('refuses XML that is not well-formed, and decodes character references', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(/not well-formed/);
    expect(parseXml('<a>caf&#233; &amp; &#x41;</a>').text).toBe('café & A');
  });
});
