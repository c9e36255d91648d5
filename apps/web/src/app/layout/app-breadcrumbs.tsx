import { useEffect } from 'react';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '../route-helpers';
import { appRoutes } from '../routes';

/** The trail from the route table, with URI-encoded params (publisher names…) shown decoded. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(appRoutes, pathname);
  const current = trail.at(-1)?.label;

  useEffect(() => {
    document.title = current ? `${current} · Tradepool` : 'Tradepool';
  }, [current]);

  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={trail.map((crumb, index) => ({
        key: crumb.path,
        title: index === trail.length - 1 ? crumb.label : <Link to={crumb.path}>{crumb.label}</Link>,
      }))}
    />
  );
}
