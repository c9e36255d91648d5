import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { activeNavPath, navRoutes } from '../route-helpers';
import { appRoutes } from '../routes';

/** Only the screens this user may open (spec point 6), in route-table order. */
export function SideNav() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const active = activeNavPath(appRoutes, pathname);
  const items: MenuProps['items'] = navRoutes(appRoutes, user).map((route) => ({
    key: route.path,
    icon: route.nav?.icon,
    label: <Link to={route.path}>{route.nav?.label}</Link>,
  }));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active ? [active] : []}
      style={{ borderInlineEnd: 'none', paddingBlock: 8 }}
    />
  );
}
