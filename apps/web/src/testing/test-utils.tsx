import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { storeToken, type Role } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';
import { DAY_MS } from '@bidstay/contract/plain';
import { TEST_NOW } from './test-clock';

/** The app's cache settings, without the retries that would make a failing answer wait for seconds. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token as the API signs it, unsigned: the web reads only its payload (its id, role and expiry). */
export function testToken(customerId: string, role: Role) {
  const exp = Math.floor((TEST_NOW.getTime() + DAY_MS) / 1000);
  return `${base64Url({ alg: 'none' })}.${base64Url({ sub: customerId, role, exp })}.signature`;
}

export type TestSession = { customerId?: string; role?: Role };

/** Signs in as a customer (or `role`), as the sign-in page leaves the browser. */
export function signIn({ customerId = 'customer-1', role = 'customer' }: TestSession = {}) {
  storeToken(testToken(customerId, role));
  return { customerId, role };
}

/** Where the router went: the path a link or a redirect led to, shown where no route of the test matches. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

type ProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the page opens at. */
  url?: string;
  /** The route's pattern, when the page reads its parameters (`/hotel/:id`). */
  path?: string;
  /** Signed in as this customer or partner; signed out when absent. */
  session?: TestSession;
};

/**
 * Renders a component or page as the app does: inside its providers (query client, toasts, error boundary) and a
 * router, at `url`, optionally signed in. Returns Testing Library's queries, a `user` to act with, and the router.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', path, session, ...options }: ProvidersOptions = {}) {
  if (session) signIn(session);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, 'http://localhost').pathname, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
    options,
  );
  return { ...view, user, router, queryClient };
}
