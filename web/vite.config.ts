import { fileURLToPath } from 'node:url';
import { earlyClicksScript } from '@konyha/domain/pages/early-clicks';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appShell, dashboardStart } from './scripts/chunk-groups.ts';
import { dingAsset } from './scripts/ding-asset.ts';
import { precompress } from './scripts/precompress.ts';

// The API server listens on 8080; in development Vite serves the app and forwards /api (and the STOMP websocket) to it.
const api = { target: 'http://127.0.0.1:8080', ws: true };

/** index.html names the restaurant's facts as %KEY%; they come from the one restaurant module, not a second copy. */
function restaurantFacts(): Plugin {
  const facts: Record<string, string> = {
    NAME: restaurant.name,
    DELIVERY_AREA: restaurant.deliveryArea.hu,
    DOOR_PAYMENTS: restaurant.doorPayments.hu.join(', '),
  };
  return {
    name: 'konyha-restaurant-facts',
    transformIndexHtml: (html) => html.replace(/%([A-Z_]+)%/g, (match, key: string) => facts[key] ?? match),
  };
}

/** The page's one inline script, first in <head>, so a tap before the app's code arrives is held (its file says why). */
function earlyClicks(): Plugin {
  return {
    name: 'konyha-early-clicks',
    transformIndexHtml: () => [{ tag: 'script', children: earlyClicksScript, injectTo: 'head' }],
  };
}

/**
 * The entry waits for the first paint before it imports the app (src/main.tsx); these hints fetch the app's chunks
 * alongside the entry instead of after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'konyha-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/startApp.tsx'));
        if (!app) throw new Error('the build has no chunk for src/app/startApp.tsx');
        // The entry's own imports have their hints already.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const files = new Set([app.fileName]);
        for (const file of files)
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            files.add(imported);
        return [...files]
          .filter((file) => !entry?.imports.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

type Node = { type?: string; start?: number };

/** Start offsets of the calls evaluated while a top-level initializer runs (function bodies run later, or never). */
function callsIn(node: unknown, found: number[]): number[] {
  if (Array.isArray(node)) {
    for (const child of node) callsIn(child, found);
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  const { type, start } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return found;
  if ((type === 'CallExpression' || type === 'NewExpression') && start !== undefined) found.push(start);
  for (const child of Object.values(node)) callsIn(child, found);
  return found;
}

/**
 * The domain is pure (DESIGN §1), so the calls that build its top-level constants (zod schemas, mostly) may go
 * when the web does not use the constant. Marking them pure lets a page import a domain module's lists and rules
 * without the schemas beside them pulling zod (about 24 KB gzip) into the bundle.
 */
function pureDomain(): Plugin {
  const domainSource = fileURLToPath(new URL('../domain/src/', import.meta.url));
  return {
    name: 'konyha-pure-domain',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(domainSource)) return;
      const calls: number[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) callsIn(init, calls);
      }
      if (calls.length === 0) return;
      let marked = code;
      // A call chain (z.number().int()) starts where its innermost call does: one mark covers the chain.
      for (const at of [...new Set(calls)].sort((a, b) => b - a))
        marked = `${marked.slice(0, at)}/* @__PURE__ */ ${marked.slice(at)}`;
      return { code: marked, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    restaurantFacts(),
    earlyClicks(),
    pureDomain(),
    preloadApp(),
    dingAsset(),
    precompress(),
  ],
  css: {
    // Lightning CSS lets the breakpoints live in one file as @custom-media (see src/lib/styles/media.css).
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssMinify: 'lightningcss',
    // One stylesheet for the whole app (under 10 KB gzip): a prerendered page needs a single render-blocking
    // request, where per-chunk sheets would be many, and every later page finds it cached.
    cssCodeSplit: false,
    // The manifest lets scripts/check-bundle-size.ts follow each page's chunks.
    manifest: true,
    // No preload links added at run time for a lazily loaded chunk's imports: inserting them cost a phone more
    // main-thread time than the one extra round trip they save (the chunks share one framework chunk).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, as one chunk: left to themselves they come in a dozen small pieces,
        // each a request of its own and each compressed apart (the whole costs about 2 KB more gzip).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
            },
            // The entry needs Vite's preload helper before the first paint; claimed first, it stays out of the shell.
            { name: 'preload-helper', test: /preload-helper/ },
            { name: appShell() },
            // Only its own modules: the ones it shares with guests' pages must stay where those pages find them.
            { name: dashboardStart(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
