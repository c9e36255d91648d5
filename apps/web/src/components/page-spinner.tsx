import { Flex, Spin } from 'antd';

/** While a page's code or the signed-in user is on its way. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
