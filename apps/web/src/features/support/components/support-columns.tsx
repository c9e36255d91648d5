import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CicState, SupportResultRow, TimelineTone } from '@tradepool/domain';
import { CicStatusTag } from '../../publication';
import { DateTimeCell } from './date-time-cell';
import { ToneTag } from './tone-tag';

const empty = <Typography.Text type="secondary">—</Typography.Text>;
const mono = (value: string | null) =>
  value ? (
    <Typography.Text code style={{ fontSize: 11 }} ellipsis={{ tooltip: value }}>
      {value}
    </Typography.Text>
  ) : (
    empty
  );

const RCI_TONES: Record<string, TimelineTone> = {
  ACCEPTED: 'done',
  REJECTED: 'failed',
  FAILED: 'failed',
  QUEUED: 'waiting',
  SENT: 'waiting',
};

/** The upload and registration columns every row has. */
export const registrationColumns: TableColumnsType<SupportResultRow> = [
  { key: 'uploadStatus', title: 'Upload status', dataIndex: 'uploadStatus', width: 110 },
  {
    key: 'uploadDateTime',
    title: 'Uploaded (UTC)',
    width: 110,
    render: (_, row) => <DateTimeCell value={row.uploadDateTime} />,
  },
  {
    key: 'rciStatus',
    title: 'RCI',
    width: 100,
    render: (_, row) =>
      row.rciStatus ? <ToneTag tone={RCI_TONES[row.rciStatus] ?? 'info'}>{row.rciStatus}</ToneTag> : empty,
  },
  { key: 'rciTime', title: 'RCI sent', width: 100, render: (_, row) => <DateTimeCell value={row.rciTime} /> },
  { key: 'cirrDateTime', title: 'CIRR', width: 100, render: (_, row) => <DateTimeCell value={row.cirrDateTime} /> },
  {
    key: 'grResponseInstanceId',
    title: 'Registry response',
    width: 150,
    render: (_, row) => mono(row.grResponseInstanceId),
  },
];

/** A publication's columns: the subscriber, the CIN that carried the item, the CIC and the outcome. */
export const publicationColumns: TableColumnsType<SupportResultRow> = [
  {
    key: 'subscriber',
    title: 'Subscriber',
    width: 180,
    render: (_, row) => (
      <div style={{ lineHeight: 1.25 }}>
        <div>{row.subscriberName ?? 'Name Unknown'}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.subscriberGln}
        </Typography.Text>
      </div>
    ),
  },
  { key: 'cinInstanceId', title: 'CIN sent', width: 150, render: (_, row) => mono(row.cinInstanceId) },
  {
    key: 'cicStatus',
    title: 'CIC',
    width: 120,
    render: (_, row) => <CicStatusTag status={row.cicStatus as CicState | null} />,
  },
  {
    key: 'cicDateTime',
    title: 'CIC received',
    width: 100,
    render: (_, row) => <DateTimeCell value={row.cicDateTime} />,
  },
  { key: 'publicationResult', title: 'Publication result', width: 180, dataIndex: 'publicationResult' },
];
