import { describe, expect, it } from 'vitest';
import { validateAgainstXsd } from '../xsd-validate.js';
import { buildBpr, parseBpr, type BprMessage } from './bpr.js';
import { identifyMessage } from './message-type.js';
import { buildPrr, parsePrr, type PrrMessage } from './prr.js';
import { GdsnMessageError } from './xml-tree.js';

const DATA_POOL = '0860000000017';
const REGISTRY = '0860000000093';

const bpr: BprMessage = {
  instanceId: 'BPR-1',
  senderGln: DATA_POOL,
  receiverGln: REGISTRY,
  createdAt: new Date('2026-02-01T09:00:00.000Z'),
  items: [
    {
      entityId: 'party-0614141000029',
      partyGln: '0614141000029',
      name: 'Northwind Foods & Sons <East>',
      role: 'INFORMATION_PROVIDER',
      partyDataPool: DATA_POOL,
      transmittingDataPool: DATA_POOL,
      active: true,
    },
    {
      entityId: 'party-0614141000036',
      partyGln: '0614141000036',
      name: 'Harbor Foodservice',
      role: 'DATA_RECIPIENT',
      partyDataPool: DATA_POOL,
      transmittingDataPool: DATA_POOL,
      active: false,
    },
  ],
};

const prr: PrrMessage = {
  instanceId: 'PRR-1',
  senderGln: REGISTRY,
  receiverGln: DATA_POOL,
  createdAt: new Date('2026-02-01T09:00:05.000Z'),
  correlationId: 'BPR-1',
  items: [
    {
      entityId: 'party-0614141000029',
      partyGln: '0614141000029',
      status: 'ACCEPTED',
      registeredAt: new Date('2026-02-01T09:00:05.000Z'),
      lastChangedAt: new Date('2026-02-01T09:00:05.000Z'),
    },
    {
      entityId: 'party-0614141000036',
      partyGln: '0614141000036',
      status: 'REJECTED',
      registeredAt: new Date('2026-01-01T00:00:00.000Z'),
      lastChangedAt: new Date('2026-02-01T09:00:05.000Z'),
      removedAt: new Date('2026-02-01T09:00:05.000Z'),
    },
  ],
};

describe('BasicPartyRegistration', () => {
  it('is valid against BasicPartyRegistration.xsd and reads back as built', async () => {
    const xml = buildBpr(bpr);
    expect(await validateAgainstXsd(xml, 'BasicPartyRegistration')).toEqual({ valid: true, errors: [] });
    expect(parseBpr(xml)).toEqual(bpr);
    expect(identifyMessage(xml)).toMatchObject({ type: 'BPR', disagreements: [] });
  });

  it('refuses another message', () => {
    expect(() => parseBpr(buildPrr(prr))).toThrow(GdsnMessageError);
  });
});

describe('PartyRegistrationResponse', () => {
  it('is valid against PartyRegistrationResponse.xsd and names the BPR it answers', async () => {
    const xml = buildPrr(prr);
    expect(await validateAgainstXsd(xml, 'PartyRegistrationResponse')).toEqual({ valid: true, errors: [] });
    expect(parsePrr(xml)).toEqual(prr);
    expect(identifyMessage(xml)).toMatchObject({ type: 'PRR', header: { correlationId: 'BPR-1' } });
  });

  it('needs a party', () => {
    expect(() => buildPrr({ ...prr, items: [] })).toThrow(GdsnMessageError);
  });
});
