// How the build groups the app's modules into chunks (web/vite.config.ts), by what each page needs first.
import { fileURLToPath } from 'node:url';

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
};

/** The modules reachable from `roots` through static imports, and through lazy ones that `follow` lets through. */
function reach(roots: string[], graph: ModuleGraph, follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  for (const stack = [...roots]; stack.length > 0; ) {
    const id = stack.pop() as string;
    const info = seen.has(id) ? null : graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(follow));
  }
  return seen;
}

/** A file of the web app's source, by its path under src/. */
const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** The modules `from` needs before it runs: itself and its static imports, transitively. */
const staticClosure = (from: string, graph: ModuleGraph) => reach([from], graph, () => false);

/** The public pages whose first download has a budget (web/scripts/check-bundle-size.ts). */
const budgetPages = [
  'pages/HomePage.tsx',
  'menu/MenuPage.tsx',
  'lunch-menu/LunchMenuPage.tsx',
  'order-status/OrderStatusPage.tsx',
];

/**
 * The app's own modules that every page runs (src/app/startApp.tsx and its static imports, but not what the entry
 * itself needs before the first paint), with those every budgeted public page needs (a button's styles, the page's
 * title), as one chunk. Left alone they come as a dozen chunks of a few hundred bytes, each compressed apart;
 * together they weigh about 2 KB gzip less on every page's first download.
 */
export function appShell(): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | undefined;
  return (id, graph) => {
    if (!shell) {
      const entry = staticClosure(src('main.tsx'), graph);
      const [first = new Set<string>(), ...others] = budgetPages.map((page) =>
        staticClosure(src(`features/${page}`), graph),
      );
      const everyPage = [...first].filter((m) => others.every((closure) => closure.has(m)));
      // Libraries stay out: the framework has its chunk, and others (zod) must stay free to be shaken off.
      shell = new Set(
        [...staticClosure(src('app/startApp.tsx'), graph), ...everyPage].filter(
          (m) => !entry.has(m) && !/[\\/]node_modules[\\/]/.test(m),
        ),
      );
    }
    return shell.has(id) ? 'app' : null;
  };
}

/**
 * The public pages' code (`publicCode`) in chunks by who runs it: the modules that the same public pages and parts of
 * pages need (each a page, or a part a page fetches when it needs it) share one name, so no public page fetches a
 * byte more (a guest's cart or account page may fetch a few hundred bytes it does not run), and the staff, who run
 * many of them on one screen, fetch them in a few files instead of one per module.
 */
function byPublicUse(publicCode: Set<string>, graph: ModuleGraph): Map<string, string> {
  const entries = [src('main.tsx')];
  for (const module of publicCode)
    for (const lazy of graph.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
      if (publicCode.has(lazy)) entries.push(lazy);
  const users = new Map<string, string[]>();
  for (const [index, entry] of [...new Set(entries)].entries())
    for (const module of staticClosure(entry, graph))
      users.set(module, [...(users.get(module) ?? []), String(index)]);
  // One name per set of users: its first module's file name, made unique.
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const byModule = new Map<string, string>();
  for (const module of [...users.keys()].sort()) {
    const key = users.get(module)?.join(' ') ?? '';
    let name = names.get(key);
    if (!name) {
      const base = module.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
      name = base;
      for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
      taken.add(name);
      names.set(key, name);
    }
    byModule.set(module, name);
  }
  return byModule;
}

/** The staff's first screens: the dashboard's page and the screens a role opens on (their static imports too). */
const dashboardRoots = [
  'DashboardPage.tsx',
  'orders/CurrentOrdersScreen.tsx',
  'courier/CourierScreen.tsx',
  'kitchen/KitchenScreen.tsx',
  'index.ts',
];

/** The public pages a guest opens first (src/app/routes.tsx): their code is split by which of them run it. */
const publicPages = [
  ...budgetPages,
  'pages/ContactPage.tsx',
  'pages/EventsPage.tsx',
  'pages/MapPage.tsx',
  'pages/PrivacyPage.tsx',
  'pages/TermsPage.tsx',
];

/**
 * The staff's own modules behind the screens a role opens first (current orders, the courier's and the kitchen's
 * screens, with the order monitor and the live channel), as one chunk ('dashboard'); the modules those screens share
 * with a guest's account, cart or checkout pages but with no public page, as a second one ('shared'). Left alone they
 * came as some thirty-five chunks of a few hundred bytes each, and a browser fetches six at a time from one server
 * over HTTP/1.1: on a slow line the dashboard's first screen waited seconds in that queue (docs/performance.md).
 * The modules they share with public pages come in chunks by the public pages that need them (byPublicUse), not by
 * every screen of the staff's too, which split them finer: the first screen fetched seven files more. A group does not
 * take its modules' imports along, so no guest downloads the staff's code, and no public page a byte more.
 */
export function dashboardStart(): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, string> | undefined;
  return (id, graph) => {
    if (!groups) {
      groups = new Map();
      // Everything a guest may run: the entry's imports, static and lazy, but not the lazy ones into the staff's code.
      const guests = reach([src('main.tsx')], graph, (lazy) => !lazy.startsWith(src('staff/')));
      // The server's build has no entry for the browser, and no dashboard to split.
      if (guests.size === 0) return null;
      // A public page's own lazy parts (a dialog, a notice) count as the page: they must not wait for more.
      const shell = reach([src('main.tsx'), src('app/startApp.tsx')], graph, () => false);
      const publicCode = new Set([
        ...shell,
        ...reach(
          publicPages.map((page) => src(`features/${page}`)),
          graph,
          (lazy) => !lazy.startsWith(src('staff/')),
        ),
      ]);
      const firstScreens = reach(
        dashboardRoots.map((file) => src(`staff/${file}`)),
        graph,
        () => false,
      );
      const publicParts = byPublicUse(publicCode, graph);
      for (const module of firstScreens) {
        if (!guests.has(module)) groups.set(module, 'dashboard');
        // Zod is reachable from nearly every domain module, yet those screens run none of it (pureDomain() lets
        // the unused schemas go): taken along, it would be 20 KB gzip more on their first download.
        else if (/[\\/]node_modules[\\/]zod[\\/]/.test(module)) continue;
        else if (!publicCode.has(module)) groups.set(module, 'shared');
        else if (!shell.has(module) && !/[\\/]node_modules[\\/]/.test(module))
          groups.set(module, publicParts.get(module) ?? 'shared');
      }
    }
    return groups.get(id) ?? null;
  };
}
