import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DATE_FILTER_DAYS } from '@tradepool/domain';
import { usePublisherActivitiesDownload } from '../api/download-publisher-activities';

const PERIODS = DATE_FILTER_DAYS.map((days) => ({
  key: String(days),
  label: days === 0 ? 'All dates' : `Last ${days} days`,
}));

/** `GET catalogs/download/publisherActivities`: the publisher's recent activity as a workbook, for a period. */
export function PublisherActivitiesButton() {
  const { message } = App.useApp();
  const download = usePublisherActivitiesDownload();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: PERIODS,
        onClick: ({ key }) => download.mutate(Number(key), { onError: (error) => void message.error(error.message) }),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={download.isPending}>
        Download activity
      </Button>
    </Dropdown>
  );
}
