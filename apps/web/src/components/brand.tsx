import { Flex, Typography } from 'antd';

export const BRAND_COLOR = '#1f5fa8';
/** The header bar's height: the theme sets it, and sticky grid headers stop below it. */
export const HEADER_HEIGHT = 56;

function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill={BRAND_COLOR} />
      <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#fff" />
    </svg>
  );
}

/** The product name, with the tagline where there is room for it (sign-in screen). */
export function Brand({ tagline = false, size = 28 }: { tagline?: boolean; size?: number }) {
  return (
    <Flex align="center" gap={10}>
      <BrandMark size={size} />
      <Flex vertical>
        <Typography.Text strong style={{ fontSize: size * 0.64, lineHeight: 1.1, color: '#1f2a37' }}>
          Tradepool
        </Typography.Text>
        {tagline && <Typography.Text type="secondary">GS1 data pool</Typography.Text>}
      </Flex>
    </Flex>
  );
}
