import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

const NUMBER: CSSProperties = { fontVariantNumeric: 'tabular-nums', fontSize: 16, fontWeight: 600 };

/**
 * A number that opens the list of what it counts; 0 opens nothing, as in the summary grids. `label` says
 * what it counts, for a screen reader, which reads it with the number.
 */
export function CountLink({
  count,
  to,
  label,
  style,
}: {
  count: number;
  to: string;
  label: string;
  style?: CSSProperties;
}) {
  const text = count.toLocaleString('en-US');
  if (count === 0) {
    return (
      <Typography.Text type="secondary" aria-label={`${label}: 0`} style={{ ...NUMBER, ...style }}>
        0
      </Typography.Text>
    );
  }
  return (
    <Link to={to} aria-label={`${label}: ${text}`} style={{ ...NUMBER, ...style }}>
      {text}
    </Link>
  );
}
