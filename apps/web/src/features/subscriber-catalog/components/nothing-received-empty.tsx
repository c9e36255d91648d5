import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';

/**
 * Issue 35: an empty subscriber catalog (a new subscriber's) leads to *Create subscription*, for who may create
 * one; the others learn where the items come from.
 */
export function NothingReceivedEmpty({ createPath }: { createPath: string | null }) {
  const navigate = useNavigate();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        createPath
          ? "No items received yet. Subscribe to publishers' items and they arrive here."
          : 'No items received yet. The items your publishers send arrive here.'
      }
    >
      {createPath && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath)}>
          Create subscription
        </Button>
      )}
    </Empty>
  );
}
