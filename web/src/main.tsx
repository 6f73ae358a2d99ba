import './app/styles/global.css';
import { loadCart, watchCart } from './features/cart/cartStore.ts';

loadCart();
watchCart();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
// A prerendered page is on screen already: let the browser paint it before the app's code starts taking it over.
// The app's chunks are preloaded meanwhile (scripts/prerender.ts lists them in the page).
if (root.dataset.language) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const { startApp } = await import('./app/startApp.tsx');
await startApp(root);
