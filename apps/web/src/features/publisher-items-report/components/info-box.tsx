import { Alert } from 'antd';
import { DOWNLOAD_FILE_SUFFIX } from '@tradepool/domain';

/** Spec point 2, the info box: what the report holds and how it arrives. */
export function InfoBox() {
  return (
    <Alert
      type="info"
      showIcon
      title="About the report"
      style={{ height: '100%' }}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>
            Every item of the catalog, one row per subscriber it is published to (withdrawn publications too), with the
            delivery of its CIN and the subscriber&apos;s latest CIC: status, date and reasons.
          </li>
          <li>
            It is prepared in the background as an Excel workbook (<code>{DOWNLOAD_FILE_SUFFIX.publisherItems}</code>
            ); the list below shows its progress and offers it for download when it is finished.
          </li>
          <li>While your report waits or runs, scheduling another one is refused.</li>
        </ul>
      }
    />
  );
}
