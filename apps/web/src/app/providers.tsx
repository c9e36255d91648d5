import { useState } from 'react';
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@tradepool/domain';
import { SessionExpiredDialog } from '../features/auth';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { RouteDirectoryProvider } from '../lib/route-directory';
import type { RouteDirectory } from '../lib/route-directory';
import { readReturnPath } from '../lib/session-store';
import { resolveLanding } from './landing';
import { areaCards } from './route-helpers';
import { appRoutes } from './routes';
import { appTheme } from './theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec point 8: failed loads are logged with the call and the error text; screens decide what to show.
    queryCache: new QueryCache({
      onError: (error, query) => console.warn(`[api] ${JSON.stringify(query.queryKey)} failed: ${error.message}`),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network trouble might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

const routeDirectory: RouteDirectory = {
  landingFor: (user: CurrentUser) => resolveLanding(appRoutes, user, readReturnPath()),
  areasFor: (user: CurrentUser) => areaCards(appRoutes, user),
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={appTheme} locale={enUS}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouteDirectoryProvider directory={routeDirectory}>
              {children}
              <SessionExpiredDialog />
            </RouteDirectoryProvider>
          </AuthProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
