import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { SessionProvider } from '../lib/SessionProvider.tsx';
import type { SessionUser } from '../lib/session.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** `user` starts the session as that user without loading it (tests); otherwise the stored login is loaded. */
export function Providers({
  client,
  children,
  user,
}: {
  client: QueryClient;
  children: ReactNode;
  user?: SessionUser | null;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider initialUser={user}>{children}</SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
