import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** Spec point 9's date format, as the pickers write it. */
const US_DATE = 'MM/DD/YYYY';

/** A from/to date filter in mm/dd/yyyy, either end left open. */
export function UsDateRange({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="From and to dates"
      format={US_DATE}
      allowEmpty={[true, true]}
      placeholder={['From date', 'To date']}
      value={[from ? dayjs(from, US_DATE) : null, to ? dayjs(to, US_DATE) : null]}
      onChange={(dates) => onChange(dates?.[0]?.format(US_DATE) ?? null, dates?.[1]?.format(US_DATE) ?? null)}
    />
  );
}
