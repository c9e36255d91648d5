import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { RouteError } from '../components/route-error';
import { LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import { PublicPage, RequireAuth, RouteGate } from './guards';
import { AppLayout } from './layout/app-layout';
import { appRoutes } from './routes';

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
            element: <AppLayout />,
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
