import type { RenderOptions } from 'bwip-js/browser';

export type DigitalLinkFileKind = 'svg' | 'png';

/** The QR code's file, named for the item's GTIN: `09521234543213_digital-link.svg`. */
export function digitalLinkFileName(gtin: string, kind: DigitalLinkFileKind): string {
  return `${gtin}_digital-link.${kind}`;
}

/**
 * bwip-js draws a QR module 2 units wide, each unit `scale` pixels: the panel's code at 4 px a module, the
 * PNG's at 20 (about 60 mm wide at 300 dpi for a Digital Link's 29 modules).
 */
export const QR_SCREEN_SCALE = 2;
export const QR_PNG_SCALE = 10;

/**
 * A plain QR code of the URI, as GS1 Digital Link prints it (error correction M, bwip-js's default): on white,
 * as a transparent file would vanish on a dark label, with the 4-module quiet zone scanners need around it
 * (padding is in units, 2 a module).
 */
export function digitalLinkQrOptions(uri: string, scale: number): RenderOptions {
  return {
    bcid: 'qrcode',
    text: uri,
    scale,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 8,
    paddingheight: 8,
  };
}
