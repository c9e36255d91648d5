import { describe, expect, it } from 'vitest';
import { variantText } from './variant-text.js';

describe('variantText', () => {
  it('reads capacities and sizes with their units, in base units', () => {
    expect(variantText('Kingston 256 MB DDR module').sizes).toEqual([`data:${256 * 2 ** 20}`]);
    expect(variantText('Seagate 1TB drive, 500GB cache').sizes).toEqual([`data:${2 ** 40}`, `data:${500 * 2 ** 30}`]);
    expect(variantText('Dell 17 in. monitor').sizes).toEqual(['length:431.8']);
    expect(variantText('2 in 1 cable').sizes).toEqual([]);
  });

  it('reads dimensions as one size', () => {
    expect(variantText('Area rug 36 x 60 in.').sizes).toEqual(['dims:914.4x1524']);
    expect(variantText('Area rug 36x144"').sizes).toEqual(['dims:914.4x3657.6']);
  });

  it('reads pack and licence counts', () => {
    expect(variantText('AA batteries 3-pack').pack).toBe(3);
    expect(variantText('pens, pack of 10').pack).toBe(10);
    expect(variantText('antivirus 5 user').pack).toBe(5);
    expect(variantText('antivirus 1 user').pack).toBeNull();
  });

  it('tells a third party’s listing, and what it is for', () => {
    expect(variantText('Remanufactured toner cartridge for HP 05A')).toMatchObject({
      thirdParty: true,
      forWords: ['hp'],
    });
    expect(variantText('Ink compatible with Epson T200').thirdParty).toBe(true);
    expect(variantText('Tonka raceway XP compatible').thirdParty).toBe(false);
  });
});
