import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportClientError } from '@/lib/error-reporting';
import { ErrorState } from './error-state';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportClientError(error), [error]);
  return (
    <main className="container py-5">
      <ErrorState />
    </main>
  );
}
