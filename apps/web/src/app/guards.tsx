import { Suspense, useEffect } from 'react';
import { Button, Result } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@tradepool/domain';
import { PageSpinner } from '../components/page-spinner';
import { useAuth, useCurrentUser } from '../lib/auth';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths';
import { pendingStep } from '../lib/pending-step';
import { clearReturnPath, rememberReturnPath } from '../lib/session-store';
import { redirectFrom } from './landing';
import { canOpen } from './route-helpers';
import type { AppRoute } from './route-helpers';
import { appRoutes } from './routes';

function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => rememberReturnPath(from), [from]);
  return <Navigate to={LOGIN_PATH} replace />;
}

function ReturnPathConsumed() {
  useEffect(() => clearReturnPath(), []);
  return null;
}

/**
 * The signed-in area. Users who still owe a privacy-policy answer or a new password go back to the
 * sign-in screen, which asks for it; the screen they wanted is remembered for afterwards.
 */
export function RequireAuth() {
  const { user, status, retry } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner fullScreen />;
  if (status === 'unavailable') {
    return (
      <Result
        status="warning"
        title="Tradepool cannot be reached"
        subTitle={MESSAGES.networkFailure}
        extra={
          <Button type="primary" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!user || pendingStep(user)) return <RedirectToLogin from={location.pathname + location.search} />;
  return (
    <>
      <ReturnPathConsumed />
      <Outlet />
    </>
  );
}

/** Spec point 6: a user lacking the route's permission is sent home. */
export function RouteGate({ route }: { route: AppRoute }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!canOpen(route, user)) return <Navigate to={HOME_PATH} replace />;
  const onward = redirectFrom(appRoutes, pathname, user);
  if (onward) return <Navigate to={onward} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <route.Page />
    </Suspense>
  );
}

export function PublicPage({ route }: { route: AppRoute }) {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <route.Page />
    </Suspense>
  );
}
