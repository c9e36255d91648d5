import { describe, expect, it } from 'vitest';
import { checkNewSubscriber, offersAddNew } from './new-subscriber';

const HARBOR_EAST = '0843912000016';

describe('offersAddNew', () => {
  it('is for GDSN users only', () => {
    expect(offersAddNew('GDSN')).toBe(true);
    expect(offersAddNew('BOTH_GDSN_OMS')).toBe(true);
    expect(offersAddNew('NON_GDSN')).toBe(false);
    expect(offersAddNew('NON_GDSN_OMS')).toBe(false);
  });
});

describe('checkNewSubscriber', () => {
  it('names an unnamed subscriber Name Unknown', () => {
    expect(checkNewSubscriber({ gln: ` ${HARBOR_EAST} `, name: '  ' }, [])).toEqual({
      ok: true,
      subscriber: { gln: HARBOR_EAST, name: 'Name Unknown' },
    });
    expect(checkNewSubscriber({ gln: HARBOR_EAST }, [])).toMatchObject({ subscriber: { name: 'Name Unknown' } });
    expect(checkNewSubscriber({ gln: HARBOR_EAST, name: ' Harbor East ' }, [])).toMatchObject({
      subscriber: { name: 'Harbor East' },
    });
  });

  it('refuses a GLN without a valid check digit', () => {
    expect(checkNewSubscriber({ gln: '0843912000017' }, [])).toEqual({
      ok: false,
      error: 'GLN 0843912000017 is not valid: a GLN has 13 digits and a valid GS1 check digit.',
    });
    expect(checkNewSubscriber({ gln: '12345' }, [])).toMatchObject({ ok: false });
  });

  it('refuses a GLN already listed', () => {
    expect(checkNewSubscriber({ gln: HARBOR_EAST }, [{ gln: HARBOR_EAST }])).toEqual({
      ok: false,
      error: `A subscriber with GLN ${HARBOR_EAST} is already in the list.`,
    });
  });
});
