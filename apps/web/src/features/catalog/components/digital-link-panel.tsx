import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { digitalLinkUri } from '@tradepool/domain';
import { saveFile } from '../../../lib/save-file';
import { useDigitalLinkSettings } from '../api/get-digital-link-settings';
import {
  QR_PNG_SCALE,
  QR_SCREEN_SCALE,
  digitalLinkFileName,
  digitalLinkQrOptions,
  type DigitalLinkFileKind,
} from '../digital-link-qr';

/**
 * The code drawn at 4 px a module shown at 3: small enough to leave the detail's tabs in view at 768 px, every
 * module still a whole number of pixels (148 × 3/4 = 111), kept sharp rather than smoothed.
 */
const QR_ON_SCREEN = { width: 111, height: 111, imageRendering: 'pixelated' } as const;

/** bwip-js is loaded on first use, as for the barcode, so the catalog grid does not wait for the encoder. */
const loadEncoder = () => import('bwip-js/browser');

/**
 * The item's GS1 Digital Link: its URI on the installation's resolver (`{base}/01/{gtin}`), copied with a click,
 * and the URI as a QR code a phone opens, downloadable as SVG (for print) and PNG.
 */
export function DigitalLinkPanel({ gtin }: { gtin: string }) {
  const settings = useDigitalLinkSettings();
  const uri = settings.data ? digitalLinkUri({ gtin }, settings.data.base) : null;
  if (settings.error) {
    return <Typography.Text type="danger">GS1 Digital Link: {settings.error.message}</Typography.Text>;
  }
  if (!settings.data) return null;
  if (!uri) return <Typography.Text type="secondary">No GS1 Digital Link: {gtin} is not a valid GTIN.</Typography.Text>;
  return <DigitalLinkBody gtin={gtin} uri={uri} />;
}

function DigitalLinkBody({ gtin, uri }: { gtin: string; uri: string }) {
  const { message } = App.useApp();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let current = true;
    loadEncoder()
      .then(({ qrcode }) => {
        if (!current) return;
        qrcode(target, digitalLinkQrOptions(uri, QR_SCREEN_SCALE));
        setProblem(null);
      })
      .catch((error: unknown) => {
        if (current) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [uri]);

  const copy = () => {
    navigator.clipboard.writeText(uri).then(
      () => void message.success('Digital Link URI copied.'),
      () => void message.error('The browser did not allow copying: select the address and copy it.'),
    );
  };

  const download = async (kind: DigitalLinkFileKind) => {
    try {
      const { drawingSVG, qrcode } = await loadEncoder();
      let blob: Blob;
      if (kind === 'svg') {
        blob = new Blob([qrcode(digitalLinkQrOptions(uri, 1), drawingSVG())], { type: 'image/svg+xml' });
      } else {
        const large = document.createElement('canvas');
        qrcode(large, digitalLinkQrOptions(uri, QR_PNG_SCALE));
        blob = await pngOf(large);
      }
      saveFile(blob, digitalLinkFileName(gtin, kind));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Flex gap={16} wrap align="flex-start" role="group" aria-label="GS1 Digital Link">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`QR code of the GS1 Digital Link ${uri}`}
        data-uri={uri}
        style={QR_ON_SCREEN}
      />
      <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography.Text strong>GS1 Digital Link</Typography.Text>
        <Typography.Link href={uri} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {uri}
        </Typography.Link>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        <Flex gap={8} wrap>
          <Button size="small" icon={<CopyOutlined />} aria-label="Copy URI" onClick={copy}>
            Copy URI
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label="Download the QR code as SVG"
            onClick={() => void download('svg')}
          >
            SVG
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label="Download the QR code as PNG"
            onClick={() => void download('png')}
          >
            PNG
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}
