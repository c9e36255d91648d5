import { CIC_CODES, CIC_STATE_LABELS } from '@tradepool/domain';
import type { CicState } from '@tradepool/domain';
import { formatDateTime } from '../catalog';

const COMPACT_DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/**
 * A publication date as the user's locale reads it (spec point 9's mm/dd/yyyy with the time). ISO strings
 * and the 14-digit yyyyMMddHHmmss publication stamps of spec point 3 are both read.
 */
export function formatPublicationDate(value: string | null | undefined): string {
  if (!value) return '';
  const compact = COMPACT_DATE_TIME.exec(value);
  if (!compact) return formatDateTime(value);
  const [, year, month, day, hours, minutes, seconds] = compact.map(Number) as number[];
  return formatDateTime(new Date(year!, month! - 1, day!, hours!, minutes!, seconds!).toISOString());
}

/** A CIC state as the screens name it ('RECEIVED' is Accepted); no CIC yet is said so. */
export function cicStateLabel(state: CicState | null): string {
  return state ? CIC_STATE_LABELS[state] : 'No CIC yet';
}

/** Spec point 9's CIC code list: the code with what it means ('CIC100 Attribute Analysis Requested'). */
export function cicCodeLabel(code: string): string {
  const known = CIC_CODES.find((entry) => entry.code === code);
  return known?.description ? `${code} ${known.description}` : code;
}
