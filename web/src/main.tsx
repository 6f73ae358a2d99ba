import './app/styles/global.css';
import { holdClicks } from './app/heldClicks.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const clicks = holdClicks(root);
// A server-rendered page is on screen already: let the browser paint it before the app's code is even fetched, so
// the code does not compete with the page's stylesheet and pictures on a slow line.
if (root.dataset.language) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const app = await import('./app/startApp.tsx');
await app.startApp(root, clicks);
