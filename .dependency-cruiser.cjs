// Konyha's boundaries as rules (docs/developing.md, "Layers"; docs/decisions.md, "Boundaries as rules"). Each rule
// names its folders by pattern, with the importer's module or feature captured as $1, so a new one is checked the
// day it is added. A rule's comment is the message `npm run lint` prints when an import breaks it. scripts/
// boundaries.ts runs these and adds the cycles between modules and between features. Paths are relative to the
// repository root, which is where `npm run lint` runs.

/** A file that only tests: it may play the other side (sign a gateway's callback, open another feature's page). */
const TEST = '\\.test\\.tsx?$';
/** The doors: a server module's service, a web feature's or staff area's index.ts. */
const SERVICE = '[^/]+\\.service\\.ts';
const INDEX = 'index\\.ts';

/** A rule of `npm run lint`: a file that `from` matches importing one that `to` matches fails with the comment. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** Layers that point one way: nothing under `from` imports anything under `to` (patterns of paths). */
const oneWay = (name, comment, from, to) => forbid(name, comment, { path: from }, { path: to });

/**
 * What lies behind the doors of `member` (a pattern naming one module's, feature's or area's folder): every file in
 * it but its door, and but the `open` paths.
 */
const behind = (member, door, open = []) => ({
  path: `^${member}/`,
  pathNot: [`^${member}/${door}$`, ...open],
});

/** Composition files may name a page's or screen's own file in a lazy import(): each stays a chunk of its own. */
const lazyAllowed = (to) => ({ ...to, dependencyTypesNot: ['dynamic-import'] });

/**
 * One rule for every member of a root (server modules, web features, staff areas), so a new one is checked the day
 * it is added: a member imports another only through that member's door (or the root's `shared` member, if any),
 * never the root's own composition files. Tests may reach in.
 */
const throughDoors = (name, comment, root, door, shared) => {
  const open = shared ? [`^${root}/${shared}/`] : [];
  return forbid(
    name,
    comment,
    { path: `^${root}/([^/]+)/`, pathNot: [TEST, ...open] },
    behind(root, `[^/]+/${door}`, [`^${root}/$1/`, ...open]),
  );
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- Layers: domain/ <- server/, web/; the server and the web never import each other.
    oneWay(
      'domain-imports-no-app',
      'domain/ is the rules both sides share and imports nothing of server/, web/ or scripts/: pass in what a rule needs.',
      '^domain/',
      '^(server|web|scripts|e2e)/',
    ),
    oneWay(
      'web-imports-no-server',
      'web/ never imports server/: the web and the server share only domain/ (types, schemas, rules) and the HTTP API.',
      '^web/',
      '^server/',
    ),
    oneWay(
      'server-imports-no-web',
      'server/ never imports web/ source: it loads the web build (web/dist, web/ssr) at run time; share through domain/.',
      '^server/',
      '^web/',
    ),

    // ---- Server: platform parts below modules; a module reaches another only through its service.
    oneWay(
      'server-platform-imports-no-module',
      'Layers point one way: server/src/platform/, plugins/, db/ and realtime/ never import modules/. Take what you need as a parameter (an interface or a function) that app.ts passes in.',
      '^server/src/(platform|plugins|db|realtime)/',
      '^server/src/modules/',
    ),
    throughDoors(
      'server-module-through-service',
      "A server module reaches another module only through that module's service (modules/<module>/<name>.service.ts), never its repository, mapper, routes or other inner files. Export what is needed from the service.",
      'server/src/modules',
      SERVICE,
    ),

    // ---- Scripts: the bench, the tools and their tests use the server as its modules offer it.
    forbid(
      'scripts-through-service',
      "scripts/ reaches a server module only through its service (modules/<module>/<name>.service.ts), never its repository, mapper, routes or other inner files, so that a module's insides can change without the scripts. Export what a script needs from the service.",
      { path: '^scripts/' },
      behind('server/src/modules/[^/]+', SERVICE),
    ),

    // ---- Web: lib/ and components/ below features/ and staff/, both below app/.
    oneWay(
      'web-shared-imports-no-feature',
      'Layers point one way: web/src/lib/, components/ and i18n/ never import features/, staff/ or app/. Move what a feature and the shared code both need into lib/ or components/.',
      '^web/src/(lib|components|i18n)/',
      '^web/src/(features|staff|app)/',
    ),
    oneWay(
      'web-feature-imports-no-app',
      'Layers point one way: features/ and staff/ never import app/ (app/ is composition only and nothing imports it). Take it from lib/ or components/.',
      '^web/src/(features|staff)/',
      '^web/src/app/',
    ),
    throughDoors(
      'web-feature-through-index',
      "A web feature imports another feature only through that feature's door, features/<feature>/index.ts; export what is needed there (keep the door light: it lands in the importer's chunk), or move what several features share into lib/ or components/.",
      'web/src/features',
      INDEX,
    ),

    forbid(
      'web-app-through-index',
      "app/ and the entry files import a feature through its index.ts (features/<feature>/index.ts, staff/index.ts). Only a lazy import() may name a page's own file, so that each route stays a chunk of its own and the first download stays small (a door re-exporting every page would merge them).",
      { path: '^web/src/(app/|[^/]+$)', pathNot: TEST },
      lazyAllowed(behind('web/src/(features/[^/]+|staff)', INDEX)),
    ),

    // ---- The staff app (web/src/staff/): a second features root beside features/, for the restaurant's staff. Its
    // areas (staff/<area>/) meet through their index.ts or staff/shared/; the guest's features never import it, so
    // no staff code reaches a guest's download; app/ composes both.
    throughDoors(
      'staff-area-through-index',
      "A staff area imports another area only through that area's door, staff/<area>/index.ts, and never the staff app's own composition files (DashboardPage.tsx, screens.ts, index.ts); export what is needed from the door, or move what several areas share into staff/shared/.",
      'web/src/staff',
      INDEX,
      'shared',
    ),

    forbid(
      'staff-shared-imports-no-area',
      "Layers point one way: staff/shared/ is what the staff areas share and imports no area and none of the staff app's composition files. Move what it needs into shared/ too, or take it as a parameter.",
      { path: '^web/src/staff/shared/', pathNot: TEST },
      { path: '^web/src/staff/', pathNot: '^web/src/staff/shared/' },
    ),
    forbid(
      'staff-root-through-index',
      "The staff app's composition files (DashboardPage.tsx, screens.ts, its index.ts) import an area through its index.ts. Only a lazy import() may name a screen's own file, so that each screen stays a chunk of its own.",
      { path: '^web/src/staff/[^/]+$', pathNot: TEST },
      lazyAllowed(behind('web/src/staff/[^/]+', INDEX, ['^web/src/staff/shared/'])),
    ),
    oneWay(
      'web-feature-imports-no-staff',
      "The guest's features never import staff/ (so no staff code lands in a guest's download): app/ composes the two. Move what both need into lib/ or components/.",
      '^web/src/features/',
      '^web/src/staff/',
    ),
    forbid(
      'staff-feature-through-index',
      "staff/ imports a guest's feature only through that feature's door, features/<feature>/index.ts; export what is needed there, or move what both share into lib/ or components/.",
      { path: '^web/src/staff/', pathNot: TEST },
      behind('web/src/features/[^/]+', INDEX),
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|ssr|migrations)/' },
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with; swc reads .ts and .tsx (type-only
    // imports included) and is fast.
    parser: 'swc',
    // Workspace imports (@konyha/domain/…) resolve through node_modules/@konyha and the package's "exports" to
    // domain/src/*.ts; every relative import names its file, extension included (tsconfig.base.json).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
    // A run whose files did not change since the last one reuses its answer (content hashes, so a fresh clone
    // and a branch switch are both right).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content', compress: true },
  },
};
