import { describe, expect, it } from 'vitest';
import { drawingSVG, qrcode } from 'bwip-js/browser';
import { digitalLinkFileName, digitalLinkQrOptions, QR_SCREEN_SCALE } from './digital-link-qr';

describe('the Digital Link QR code', () => {
  it('names its files for the GTIN', () => {
    expect(digitalLinkFileName('09521234543213', 'svg')).toBe('09521234543213_digital-link.svg');
    expect(digitalLinkFileName('09521234543213', 'png')).toBe('09521234543213_digital-link.png');
  });

  it('is a plain QR code of the URI on white with a 4-module quiet zone', () => {
    const options = digitalLinkQrOptions('https://id.gs1.org/01/09521234543213', QR_SCREEN_SCALE);
    expect(options).toMatchObject({ bcid: 'qrcode', text: 'https://id.gs1.org/01/09521234543213' });
    const svg = qrcode(options, drawingSVG());
    expect(svg).toMatch(/^<svg viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('fill="#FFFFFF"');
    // A 29-module code (version 3) at 4 px a module, and 4 modules of white each side: 29 * 4 + 2 * 16.
    expect(svg).toContain('viewBox="0 0 148 148"');
    // The top-left finder pattern, 7 modules square, starts after the quiet zone.
    expect(svg).toContain('M16 44L44 44L44 16L16 16Z');
  });
});
