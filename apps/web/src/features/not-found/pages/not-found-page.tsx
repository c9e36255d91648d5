import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { Brand } from '../../../components/brand';
import { HOME_PATH } from '../../../lib/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: 24 }}>
      <Brand />
      <Result
        status="404"
        title="Page not found"
        subTitle="The address you opened does not lead to a Tradepool screen."
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            Back to Tradepool
          </Button>
        }
      />
    </Flex>
  );
}
