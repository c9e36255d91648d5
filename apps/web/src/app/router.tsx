import { Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { RouteError } from '../components/route-error';
import { LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import { PublicPage, RequireAuth, RouteGate } from './guards';
import { lazyPage } from './lazy-page';
import { appRoutes } from './routes';

/** The signed-in frame (menus, company switcher) is loaded after sign-in, so /login does not carry it. */
const AppLayout = lazyPage(
  () => import('./layout/app-layout'),
  (m) => m.AppLayout,
);

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
      ...appRoutes
        .filter((route) => route.public)
        .map((route) => ({ path: route.path, element: <PublicPage route={route} /> })),
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<PageSpinner fullScreen />}>
                <AppLayout />
              </Suspense>
            ),
            children: appRoutes
              .filter((route) => !route.public)
              .map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
          },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
