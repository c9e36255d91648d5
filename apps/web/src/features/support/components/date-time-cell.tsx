import { Typography } from 'antd';
import { splitDateTime } from '../support-search';

/** A result row's date-time as the spec splits it: the date, and the time under it. */
export function DateTimeCell({ value }: { value: string | null }) {
  const parts = splitDateTime(value);
  if (!parts) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div style={{ lineHeight: 1.25, whiteSpace: 'nowrap' }}>
      <div>{parts.date}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {parts.time}
      </Typography.Text>
    </div>
  );
}
