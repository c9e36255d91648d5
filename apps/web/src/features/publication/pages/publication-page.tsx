import { Button, Card, Flex, Tabs } from 'antd';
import { CloudUploadOutlined, FileSearchOutlined, StopOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { PublishedItemsTab } from '../components/published-items-tab';
import { SubscribersTab } from '../components/subscribers-tab';
import { REVIEW_PATH, WIZARD_PATHS, isPublicationCenterState } from '../publication-paths';

type CenterTab = 'subscribers' | 'gtins';
const TAB_PARAM = 'tab';

/**
 * Spec point 2, the publication center (/publication): the subscribers published to with their items
 * counted by CIC status, and the published GTINs with each subscriber's delivery and CIC status.
 */
export function PublicationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: CenterTab = params.get(TAB_PARAM) === 'gtins' ? 'gtins' : 'subscribers';
  // A wizard that went through hands over its success message.
  const flash = useFlash(
    isPublicationCenterState(location.state) ? { kind: 'success', text: location.state.notice } : null,
  );

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Publication"
        subtitle="What you publish to which subscriber, whether it reached them and what they answered."
        extra={
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => navigate(WIZARD_PATHS.publish.start)}>
              Publish
            </Button>
            <Button icon={<StopOutlined />} onClick={() => navigate(WIZARD_PATHS.unpublish.start)}>
              Unpublish
            </Button>
            <Button icon={<FileSearchOutlined />} onClick={() => navigate(REVIEW_PATH)}>
              Items in review
            </Button>
          </Flex>
        }
      />
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      <Card size="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            flash.clear();
            setParams(key === 'gtins' ? { [TAB_PARAM]: key } : {}, { replace: true });
          }}
          items={[
            { key: 'subscribers', label: 'Subscribers', children: <SubscribersTab /> },
            { key: 'gtins', label: 'GTINs', children: <PublishedItemsTab flash={flash} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
