import { useEffect, useRef, useState } from 'react';
import { Flex, Typography } from 'antd';
import { barcodeFor } from '../barcode';

/**
 * The GTIN as a symbol a scanner reads (EAN-13 or ITF-14, see `barcodeFor`). bwip-js is loaded on first
 * use, so the catalog grid does not wait for the encoder.
 */
export function GtinBarcode({ gtin }: { gtin: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const symbol = barcodeFor(gtin);
  const kind = symbol?.kind;
  const text = symbol?.text;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!kind || !text || !target) return;
    let current = true;
    import('bwip-js/browser')
      .then(({ ean13, itf14 }) => {
        if (!current) return;
        const encode = kind === 'ean13' ? ean13 : itf14;
        encode(target, {
          bcid: kind,
          text,
          scale: 2,
          height: kind === 'ean13' ? 18 : 14,
          includetext: true,
          textxalign: 'center',
          ...(kind === 'itf14' ? { borderwidth: 3 } : {}),
        });
        setProblem(null);
      })
      .catch((error: unknown) => {
        if (current) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [kind, text]);

  if (!symbol) return <Typography.Text type="secondary">No barcode: {gtin} is not a valid GTIN.</Typography.Text>;
  return (
    <Flex vertical align="flex-start" gap={4}>
      <canvas ref={canvas} role="img" aria-label={`${symbol.label} barcode of GTIN ${gtin}`} data-symbol={kind} />
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {problem ?? symbol.label}
      </Typography.Text>
    </Flex>
  );
}
