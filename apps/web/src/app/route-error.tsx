import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen/error-screen.tsx';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { LazyFullPageLoader } from './lazy-loader.tsx';
import { NotFoundPage } from './not-found.page.tsx';

/**
 * Root error boundary (spec §8): a 404 shows 'This page could not be found'; a route chunk
 * that fails to load reloads the page (at most once a minute); anything else shows the
 * generic error screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);
  useEffect(() => {
    if (chunk && !reloadForChunkError()) setReloading(false);
  }, [chunk]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) return <LazyFullPageLoader />;
  if (!chunk) console.error(error);
  return <ErrorScreen />;
}
