import { describe, expect, it } from 'vitest';
import { checkSubscriptionForm, parseGtinList, type SubscriptionForm } from './subscription-form';

const NORTHWIND = '0761305000019';
const form = (changes: Partial<SubscriptionForm> = {}): SubscriptionForm => ({
  publisherGln: NORTHWIND,
  by: 'gtin',
  gtinText: '',
  gpcs: [],
  tms: ['840'],
  ...changes,
});
const context = { subscriberGln: '0843912000023', autoSubscription: false, suggestedGlns: [NORTHWIND] };

describe('the GTIN list', () => {
  it('ignores empty entries, drops a GTIN numerically equal to the one before, flags the invalid ones', () => {
    expect(parseGtinList(' 00614141000012, ,614141000012, 12345 ,')).toEqual({
      gtins: ['00614141000012'],
      invalid: ['12345'],
    });
    // Only consecutive repeats are dropped.
    expect(parseGtinList('00614141000012,10614141000019,614141000012').gtins).toHaveLength(3);
  });
});

describe('the create-subscription form', () => {
  it('builds the request: GTINs or GPC bricks, not both, and the target markets', () => {
    expect(checkSubscriptionForm(form({ gtinText: '00614141000012', gpcs: [10000025] }), context)).toEqual({
      ok: true,
      request: {
        subscriberGLN: '0843912000023',
        publisherGLN: NORTHWIND,
        tms: ['840'],
        gtins: ['00614141000012'],
        gpcs: [],
      },
    });
    const byGpc = checkSubscriptionForm(form({ by: 'gpc', gtinText: '00614141000012', gpcs: [10000025] }), context);
    expect(byGpc.ok && byGpc.request).toMatchObject({ gtins: [], gpcs: [10000025] });
  });

  it('flags an invalid GLN, one not among the suggestions, and invalid GTINs', () => {
    expect(checkSubscriptionForm(form({ publisherGln: '123' }), context)).toEqual({
      ok: false,
      errors: { invalidGln: true },
    });
    expect(checkSubscriptionForm(form({ publisherGln: '4000001000005' }), context)).toEqual({
      ok: false,
      errors: { glnNotExists: true },
    });
    expect(checkSubscriptionForm(form({ gtinText: '1, 00614141000012' }), context)).toEqual({
      ok: false,
      errors: { invalidGtins: ['1'] },
    });
  });

  it('lets an auto-subscription user subscribe by GLN alone (even outside Tradepool) or GTINs alone', () => {
    const auto = { ...context, autoSubscription: true };
    expect(checkSubscriptionForm(form({ publisherGln: '4000001000005' }), auto).ok).toBe(true);
    expect(checkSubscriptionForm(form({ publisherGln: '', gtinText: '00614141000012' }), auto).ok).toBe(true);
    expect(checkSubscriptionForm(form({ publisherGln: '' }), auto)).toEqual({
      ok: false,
      errors: { publisherOrGtins: true },
    });
  });
});
