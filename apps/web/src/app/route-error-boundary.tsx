import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../features/errors/components/error-view.tsx';

/** Anything a page throws while rendering or loading ends on the 500 page (404 for a 404 response). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView code="404" />;
  console.warn('Route error', error);
  return <ErrorView code="500" />;
}
