import { fileURLToPath } from 'node:url';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server listens on 8080; in development Vite serves the app and forwards /api (and the STOMP websocket) to it.
const api = { target: 'http://127.0.0.1:8080', ws: true };

/** index.html names the restaurant's facts as %KEY%; they come from the one restaurant module, not a second copy. */
function restaurantFacts(): Plugin {
  const facts: Record<string, string> = {
    NAME: restaurant.name,
    DELIVERY_AREA: restaurant.deliveryArea.hu,
    OPENS: restaurant.openingHours.opens,
    CLOSES: restaurant.openingHours.closes,
    DOOR_PAYMENTS: restaurant.doorPayments.hu.join(', '),
  };
  return {
    name: 'konyha-restaurant-facts',
    transformIndexHtml: (html) => html.replace(/%([A-Z_]+)%/g, (match, key: string) => facts[key] ?? match),
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
  plugins: [react(), restaurantFacts(), pureDomain()],
  css: {
    // Lightning CSS lets the breakpoints live in one file as @custom-media (see src/app/styles/media.css).
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  // The manifest lets scripts/check-bundle-size.ts follow each page's chunks.
  build: { outDir: 'dist', emptyOutDir: true, cssMinify: 'lightningcss', manifest: true },
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
