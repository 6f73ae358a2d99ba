import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { loadCart, watchCart } from './features/cart/cartStore.ts';
import { i18nReady } from './i18n/i18n.ts';

loadCart();
watchCart();

// The router starts fetching the first page's chunk at once, while the texts load alongside.
const router = createBrowserRouter(createRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
await i18nReady;

createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
