import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAgainstXsd, type GdsnMessageSchema } from '../xsd-validate.js';
import { buildCic, parseCic, type CicMessage } from './cic.js';
import { buildCihw, parseCihw, type CihwMessage } from './cihw.js';
import { parseCin } from './cin.js';
import { buildCip, parseCip, type CipMessage } from './cip.js';
import { parseCirr } from './cirr.js';
import { buildCis, parseCis, type CisMessage } from './cis.js';
import { parseGs1Response } from './gs1-response.js';
import { identifyMessage, type GdsnMessageType } from './message-type.js';
import { parseRci } from './rci.js';
import { buildRfcin, parseRfcin, type RfcinMessage } from './rfcin.js';
import { GdsnMessageError } from './xml-tree.js';

const fixture = (name: GdsnMessageSchema | 'RequestForCatalogueItemNotification') =>
  fs.readFileSync(new URL(`../fixtures/${name}.xml`, import.meta.url), 'utf8');

const DATA_POOL = '0614141000012';
const PUBLISHER = '0614141000029';
const SUBSCRIBER = '0614141000043';
const OTHER_POOL = '0614141000050';
const EACH = '00614141000036';
const CASE = '10614141000033';

const header = (instanceId: string, senderGln: string, receiverGln: string) => ({
  instanceId,
  senderGln,
  receiverGln,
  createdAt: new Date('2026-01-15T10:30:00.000Z'),
});

/** GS1's samples are all created at the same instant, by the same sender, for the same receiver. */
const SAMPLE_HEADER = {
  instanceId: '20051101',
  senderGln: '8712345678913',
  receiverGln: '9712345678912',
  createdAt: new Date('2011-03-11T16:00:00.000Z'),
};

async function expectValid(xml: string, schema: GdsnMessageSchema) {
  expect(await validateAgainstXsd(xml, schema)).toEqual({ valid: true, errors: [] });
}

describe('CatalogueItemPublication (CIP)', () => {
  const cip: CipMessage = {
    ...header('CIP-1', PUBLISHER, DATA_POOL),
    items: [
      {
        entityId: '501',
        command: 'ADD',
        businessContexts: [],
        publishTo: { gln: SUBSCRIBER },
        dataSource: PUBLISHER,
        gtin: CASE,
        targetMarket: '840',
      },
      {
        entityId: '502',
        command: 'DELETE',
        businessContexts: ['2'],
        publishTo: { targetMarket: '124' },
        dataSource: PUBLISHER,
        gtin: EACH,
        targetMarket: '124',
      },
    ],
  };

  it('builds a message that validates, a transaction per publication, and reads it back', async () => {
    const xml = buildCip(cip);
    await expectValid(xml, 'CatalogueItemPublication');
    expect(xml).toContain('<documentCommandHeader type="DELETE">');
    expect(xml).toContain(`<publishToGLN>${SUBSCRIBER}</publishToGLN>`);
    expect(parseCip(xml)).toEqual(cip);
  });

  it("reads GS1's sample", () => {
    expect(parseCip(fixture('CatalogueItemPublication'))).toEqual({
      ...SAMPLE_HEADER,
      items: [
        {
          entityId: '20051101',
          command: 'ADD',
          businessContexts: ['2'],
          publishTo: { gln: '8222345678913' },
          dataSource: '8712345678913',
          gtin: '00074562000525',
          targetMarket: '124',
        },
      ],
    });
  });

  it('refuses a command a publication does not have, and a message without publications', () => {
    const correct = fixture('CatalogueItemPublication').replace('type="ADD"', 'type="CORRECT"');
    expect(() => parseCip(correct)).toThrow("Document command 'CORRECT' is not supported (only ADD, DELETE).");
    const empty = buildCip(cip).replace(/<transaction>[\s\S]*<\/transaction>/, '');
    expect(() => parseCip(empty)).toThrow('The CatalogueItemPublication holds no catalogueItemPublication.');
  });
});

describe('CatalogueItemHierarchicalWithdrawal (CIHW)', () => {
  const cihw: CihwMessage = {
    ...header('CIHW-1', DATA_POOL, OTHER_POOL),
    items: [
      {
        entityId: '601',
        reasonCode: 'PUBLICATION_WITHDRAWAL',
        reasonDescription: 'The publisher withdrew the publication.',
        dataRecipients: [SUBSCRIBER, '0614141000067'],
        sourceDataPool: DATA_POOL,
        dataSource: PUBLISHER,
        gtin: CASE,
        targetMarket: '840',
      },
      {
        entityId: '602',
        reasonCode: 'HIERARCHY_LINK_CORRECTION',
        state: 'DISCONTINUED',
        cancelledAt: new Date('2026-03-01T00:00:00.000Z'),
        discontinuedAt: new Date('2026-02-01T00:00:00.000Z'),
        dataRecipients: [SUBSCRIBER],
        dataSource: PUBLISHER,
        gtin: EACH,
        targetMarket: '840',
      },
    ],
  };

  it('builds a message that validates and reads it back', async () => {
    const xml = buildCihw(cihw);
    await expectValid(xml, 'CatalogueItemHierarchicalWithdrawal');
    expect(parseCihw(xml)).toEqual(cihw);
  });

  it("reads GS1's sample", () => {
    expect(parseCihw(fixture('CatalogueItemHierarchicalWithdrawal'))).toEqual({
      ...SAMPLE_HEADER,
      instanceId: '20071101',
      items: [
        {
          entityId: '20071101',
          reasonCode: 'HIERARCHY_LINK_CORRECTION',
          state: 'REGISTERED',
          dataRecipients: ['9712345678912'],
          sourceDataPool: '8712345678912',
          dataSource: '8712345678913',
          gtin: '00074562000525',
          targetMarket: '528',
        },
      ],
    });
  });
});

describe('CatalogueItemConfirmation (CIC)', () => {
  const cic: CicMessage = {
    ...header('CIC-1', SUBSCRIBER, OTHER_POOL),
    items: [
      {
        entityId: '701',
        state: 'REJECTED',
        recipientGln: SUBSCRIBER,
        recipientDataPool: OTHER_POOL,
        messageCreatorGln: SUBSCRIBER,
        dataSource: PUBLISHER,
        gtin: CASE,
        targetMarket: '840',
        details: [
          {
            item: { dataSource: PUBLISHER, gtin: EACH, targetMarket: '840' },
            statuses: [
              {
                code: 'CIC102',
                description: 'Unable to Synchronize',
                longDescription: 'The case weight is below its content & packaging.',
                correctiveAction: { code: 'CORRECTION_MESSAGE', expectedInformation: 'A corrected gross weight.' },
              },
              { code: 'CIC999', description: 'Other' },
            ],
          },
        ],
      },
      {
        entityId: '702',
        state: 'SYNCHRONISED',
        recipientGln: SUBSCRIBER,
        messageCreatorGln: SUBSCRIBER,
        dataSource: PUBLISHER,
        gtin: EACH,
        targetMarket: '840',
        details: [],
      },
    ],
  };

  it('builds a message that validates and reads it back', async () => {
    const xml = buildCic(cic);
    await expectValid(xml, 'CatalogueItemConfirmation');
    expect(parseCic(xml)).toEqual(cic);
  });

  it('names the sender as the message creator when the item does not', () => {
    const { messageCreatorGln: _creator, ...item } = cic.items[1]!;
    expect(parseCic(buildCic({ ...cic, items: [item] })).items[0]!.messageCreatorGln).toBe(SUBSCRIBER);
  });

  it("reads GS1's sample, codes as written", () => {
    expect(parseCic(fixture('CatalogueItemConfirmation'))).toEqual({
      ...SAMPLE_HEADER,
      items: [
        {
          entityId: '20051101',
          state: 'REVIEW',
          recipientGln: '9712345678912',
          recipientDataPool: '7712345678944',
          messageCreatorGln: '8712345678913',
          dataSource: '8712345678913',
          gtin: '00074562000525',
          targetMarket: '528',
          details: [
            {
              item: { dataSource: '8712345678913', gtin: '00074562000525', targetMarket: '528' },
              statuses: [
                {
                  code: 'CIC102',
                  description: 'Unable to Synchronize',
                  correctiveAction: { code: 'CONTACT_TRADING_PARTNER' },
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('refuses a state the schema does not have', () => {
    const xml = fixture('CatalogueItemConfirmation').replace('>REVIEW<', '>ACCEPTED<');
    expect(() => parseCic(xml)).toThrow("Confirmation state 'ACCEPTED' is not supported");
  });
});

describe('CatalogueItemSubscription (CIS) and RequestForCatalogueItemNotification (RFCIN)', () => {
  const cis: CisMessage = {
    ...header('CIS-1', SUBSCRIBER, OTHER_POOL),
    items: [
      {
        entityId: '801',
        command: 'ADD',
        dataRecipient: SUBSCRIBER,
        dataSource: PUBLISHER,
        gpcCategoryCode: '10000025',
        gtin: CASE,
        recipientDataPool: OTHER_POOL,
        targetMarket: '840',
      },
      { entityId: '802', command: 'DELETE', dataRecipient: SUBSCRIBER, dataSource: PUBLISHER },
    ],
  };

  const rfcin: RfcinMessage = {
    ...header('RFCIN-1', SUBSCRIBER, OTHER_POOL),
    items: [
      { entityId: '901', dataRecipient: SUBSCRIBER, dataSource: PUBLISHER, targetMarket: '840', isReload: true },
      { entityId: '902', dataRecipient: SUBSCRIBER, gtin: EACH, isReload: false, reloadReasonCode: 'LOST_DATA' },
    ],
  };

  it('builds subscriptions that validate and reads them back', async () => {
    const xml = buildCis(cis);
    await expectValid(xml, 'CatalogueItemSubscription');
    expect(parseCis(xml)).toEqual(cis);
  });

  it('builds requests for notification that validate and reads them back', async () => {
    const xml = buildRfcin(rfcin);
    await expectValid(xml, 'RequestForCatalogueItemNotification');
    expect(parseRfcin(xml)).toEqual(rfcin);
  });

  it("reads GS1's samples", () => {
    const criteria = { entityId: '20051101', dataRecipient: '8222345678913', gpcCategoryCode: '10000028' };
    expect(parseCis(fixture('CatalogueItemSubscription'))).toEqual({
      ...SAMPLE_HEADER,
      items: [{ ...criteria, command: 'ADD' }],
    });
    expect(parseRfcin(fixture('RequestForCatalogueItemNotification'))).toEqual({
      ...SAMPLE_HEADER,
      items: [{ ...criteria, isReload: false }],
    });
  });
});

describe('identifyMessage', () => {
  const samples: [GdsnMessageSchema | 'RequestForCatalogueItemNotification', GdsnMessageType][] = [
    ['CatalogueItemNotification', 'CIN'],
    ['CatalogueItemConfirmation', 'CIC'],
    ['CatalogueItemPublication', 'CIP'],
    ['CatalogueItemSubscription', 'CIS'],
    ['CatalogueItemHierarchicalWithdrawal', 'CIHW'],
    ['RequestForCatalogueItemNotification', 'RFCIN'],
    ['RegistryCatalogueItem', 'RCI'],
    ['CatalogueItemRegistrationResponse', 'CIRR'],
    ['GS1Response', 'GS1Response'],
  ];

  it.each(samples)("tells GS1's %s sample by its root and namespace, with its header", (name, type) => {
    const { type: found, header: sbdh } = identifyMessage(fixture(name));
    expect(found).toBe(type);
    expect(sbdh.senderGln).toMatch(/^\d{13}$/);
    expect(sbdh.type.toLowerCase()).toBe(name.toLowerCase());
  });

  it('refuses another root, another version and a message without header, saying which', () => {
    expect(() => identifyMessage('<order xmlns="urn:example"/>')).toThrow(
      new GdsnMessageError('The XML is not a GS1 XML message we exchange (its root is order).'),
    );
    const older = fixture('CatalogueItemPublication').replace(
      'urn:gs1:gdsn:catalogue_item_publication:xsd:3"',
      'urn:gs1:gdsn:catalogue_item_publication:xsd:2"',
    );
    expect(() => identifyMessage(older)).toThrow(
      "The catalogueItemPublicationMessage is in namespace urn:gs1:gdsn:catalogue_item_publication:xsd:2, not GS1 XML 3.1's",
    );
    const headless = fixture('CatalogueItemPublication').replace(
      /<sh:StandardBusinessDocumentHeader>[\s\S]*<\/sh:StandardBusinessDocumentHeader>/,
      '',
    );
    expect(() => identifyMessage(headless)).toThrow('The message has no StandardBusinessDocumentHeader.');
  });

  it('throws nothing but GdsnMessageError for bad input: empty, random, truncated, mangled', () => {
    const whole = fixture('CatalogueItemNotification');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const inputs = [
      '',
      '   ',
      'not xml at all',
      '\u0000\u0001\u0002',
      '<',
      '<?xml version="1.0"?>',
      '<a><b></a>',
      '<a/><b/>',
      '<a>&unknown;</a>',
      '{"json": true}',
      ...Array.from({ length: 40 }, () => whole.slice(0, Math.floor(random() * whole.length))),
      ...Array.from({ length: 40 }, () => {
        const at = Math.floor(random() * whole.length);
        return whole.slice(0, at) + String.fromCharCode(Math.floor(random() * 128)) + whole.slice(at + 1);
      }),
      ...Array.from({ length: 10 }, () =>
        Array.from({ length: 200 }, () => String.fromCharCode(Math.floor(random() * 0x3000))).join(''),
      ),
    ];
    const parsers = [
      identifyMessage,
      parseCin,
      parseCip,
      parseCic,
      parseCihw,
      parseCis,
      parseRfcin,
      parseRci,
      (xml: string) => parseCirr(xml),
      parseGs1Response,
    ];
    for (const input of inputs) {
      for (const parse of parsers) {
        try {
          parse(input);
        } catch (error) {
          expect(error, JSON.stringify(input.slice(0, 80))).toBeInstanceOf(GdsnMessageError);
        }
      }
    }
  });
});
