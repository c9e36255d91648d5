import { lazy } from 'react';
import type { ComponentType } from 'react';
import { ExperimentOutlined, HomeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { isSubscriberOnly } from '@tradepool/domain';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import type { AppRoute } from './route-helpers';

/** Pages use named exports; React.lazy wants a default one. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Spec point 6: subscribers are sent from home to their catalog (once that screen exists in this table). */
const SUBSCRIBER_CATALOG_PATH = '/catalog/subscriber';

/**
 * THE route table of spec point 2: every screen, what it needs (spec point 6), its breadcrumb and its
 * place in the navigation. The router, the navigation, the breadcrumbs, the home cards and the landing
 * rules are all derived from it.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    public: true,
    Page: lazyPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: NOT_FOUND_PATH,
    public: true,
    Page: lazyPage(
      () => import('../features/not-found/pages/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
  {
    path: HOME_PATH,
    Page: lazyPage(
      () => import('../features/home/pages/home-page'),
      (m) => m.HomePage,
    ),
    breadcrumb: 'Home',
    nav: { label: 'Home', icon: <HomeOutlined /> },
    redirect: (user) => (isSubscriberOnly(user.roleName) ? SUBSCRIBER_CATALOG_PATH : null),
  },
  {
    path: '/play',
    Page: lazyPage(
      () => import('../features/play/pages/play-page'),
      (m) => m.PlayPage,
    ),
    parent: HOME_PATH,
    breadcrumb: 'Play',
    nav: { label: 'Play', icon: <ExperimentOutlined /> },
    area: {
      title: 'Play',
      description: 'Browse sample trade items and try the test service with GET, POST, PUT and DELETE.',
      icon: <ExperimentOutlined />,
    },
  },
  {
    path: '/help',
    Page: lazyPage(
      () => import('../features/help/pages/help-page'),
      (m) => m.HelpPage,
    ),
    parent: HOME_PATH,
    breadcrumb: 'Help',
    nav: { label: 'Help', icon: <QuestionCircleOutlined /> },
    area: { title: 'Help', description: 'Guidance on using Tradepool.', icon: <QuestionCircleOutlined /> },
  },
];
