import { useState } from 'react';
import { Flex, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { HOME_PATH } from '../../lib/paths';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { CompanySwitcher } from './company-switcher';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

const { Content, Header, Sider } = Layout;

/** The signed-in frame: header (brand, company, user), navigation, breadcrumbs, then the screen. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          borderBottom: '1px solid #e5e9f0',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Link to={HOME_PATH} aria-label="Tradepool home">
          <Brand />
        </Link>
        <Flex align="center" gap={16}>
          <CompanySwitcher />
          <UserMenu />
        </Flex>
      </Header>
      <Layout>
        <Sider
          width={220}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          theme="light"
          style={{ borderInlineEnd: '1px solid #e5e9f0' }}
        >
          <SideNav />
        </Sider>
        <Content style={{ padding: '16px 24px 32px' }}>
          <AppBreadcrumbs />
          <main>
            <Outlet />
          </main>
        </Content>
      </Layout>
    </Layout>
  );
}
