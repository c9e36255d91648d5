import { useState } from 'react';
import { DownOutlined, LockOutlined, LogoutOutlined, PushpinOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Flex, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { BRAND_COLOR } from '../../components/brand';
import { ChangePasswordModal } from '../../features/auth';
import { useAuth, useCurrentUser } from '../../lib/auth';

export function UserMenu() {
  const user = useCurrentUser();
  const { saveLandingPage, signOut } = useAuth();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const [changingPassword, setChangingPassword] = useState(false);
  const isLanding = user.preference?.landingPage === pathname;

  async function pinLandingPage() {
    try {
      await saveLandingPage(pathname);
      void message.success('This page now opens when you sign in.');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <Flex vertical>
          <Typography.Text strong>
            {user.firstName} {user.lastName}
          </Typography.Text>
          <Typography.Text type="secondary">{user.roleDescription}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'landing',
      icon: <PushpinOutlined />,
      label: isLanding ? 'This page is your landing page' : 'Set current page as landing page',
      disabled: isLanding,
      onClick: () => void pinLandingPage(),
    },
    { key: 'password', icon: <LockOutlined />, label: 'Change password', onClick: () => setChangingPassword(true) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: () => void signOut() },
  ];

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" style={{ height: 'auto', paddingBlock: 4 }} aria-label="User menu">
          <Flex align="center" gap={8}>
            <Avatar size="small" style={{ background: BRAND_COLOR }}>
              {initials}
            </Avatar>
            <Flex vertical align="flex-start" style={{ lineHeight: 1.2 }}>
              <Typography.Text strong>
                {user.firstName} {user.lastName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {user.roleDescription}
              </Typography.Text>
            </Flex>
            <DownOutlined style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Dropdown>
      <ChangePasswordModal
        open={changingPassword}
        userId={user.id}
        onChanged={() => setChangingPassword(false)}
        onDismiss={() => setChangingPassword(false)}
      />
    </>
  );
}
