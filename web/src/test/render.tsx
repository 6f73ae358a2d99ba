import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers.tsx';
import { createRoutes } from '../app/routes.tsx';
import { SessionContext, type SessionUser } from '../app/session.ts';

type Options = { user?: SessionUser | null };

function testClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders the whole app at `path`, as a guest or as the given user. */
export function renderApp(path: string, { user = null }: Options = {}) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <SessionContext value={{ user, loading: false }}>
      <Providers client={testClient()}>
        <RouterProvider router={router} />
      </Providers>
    </SessionContext>,
  );
  return { router, ...view };
}

/** Renders one piece of UI with the app's providers and a router around it. */
export function renderWithProviders(
  ui: ReactNode,
  { user = null, path = '/' }: Options & { path?: string } = {},
) {
  return render(
    <SessionContext value={{ user, loading: false }}>
      <Providers client={testClient()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Providers>
    </SessionContext>,
  );
}

export const staffUser: SessionUser = {
  id: 2,
  name: 'Kovács Anna',
  email: 'anna@konyha.hu',
  role: 'MANAGER',
};
export const customerUser: SessionUser = {
  id: 9,
  name: 'Szabó Péter',
  email: 'peter@example.com',
  role: 'CUSTOMER',
};
