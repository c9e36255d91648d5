import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The last line of defence: a screen that crashed says so instead of going blank. */
export function RouteError() {
  const error = useRouteError();
  console.error('[ui] unhandled error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Result
      status="error"
      title="Something went wrong on this screen"
      subTitle={detail ?? 'Reload the page to try again. If it keeps happening, contact support.'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
