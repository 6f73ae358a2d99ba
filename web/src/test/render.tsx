import { aCustomer, aStaffMember } from '@konyha/domain/testing/customer.fixture';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers.tsx';
import { createRoutes } from '../app/routes.tsx';
import type { SessionUser } from '../lib/session.ts';

type Options = { user?: SessionUser | null };

export function testClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders the whole app at `path`, as a guest or as the given user. Without `user` the real session starts from
 * whatever login the test stored (none by default); with one, that user is logged in without a request. `client`
 * holds the API answers a server-rendered page would arrive with.
 */
export function renderApp(
  path: string,
  { user, client = testClient() }: Options & { client?: QueryClient } = {},
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <Providers client={client} user={user}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** Renders one piece of UI with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactNode, { user, path = '/' }: Options & { path?: string } = {}) {
  return render(
    <Providers client={testClient()} user={user}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

export const staffUser: SessionUser = aStaffMember();
/** A customer with one saved address (Hollán Ernő utca 7.). */
export const customerUser: SessionUser = aCustomer();

/**
 * How long a test waits for the whole app's first, cold render of a lazy screen (transform + import of the
 * dashboard's chunks): on a busy 2-core machine that alone passed 5 s. Later waits stay at the default.
 */
export const coldLoad = { timeout: 12_000 };
