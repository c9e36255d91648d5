import { Tooltip } from 'antd';
import { formatDateTime } from '../../catalog';

/** A grid's date: the day, with the time on hover. */
export function DateCell({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatDateTime(iso)}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(iso).split(' ')[0]}</span>
    </Tooltip>
  );
}
