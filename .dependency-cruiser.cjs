// Konyha's boundaries as rules (docs/developing.md, "Layers"; docs/decisions.md, "Boundaries as rules"). Each rule
// names its folders by pattern, with the importer's module or feature captured as $1, so a new one is checked the
// day it is added. A rule's comment is the message `npm run lint` prints when an import breaks it. scripts/
// boundaries.ts runs these and adds the cycles between modules and between features. Paths are relative to the
// repository root, which is where `npm run lint` runs.

/** A file that only tests: it may play the other side (sign a gateway's callback, open another feature's page). */
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- Layers: domain/ <- server/, web/; the server and the web never import each other.
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment:
        'domain/ is the rules both sides share and imports nothing of server/, web/ or scripts/: pass in what a rule needs.',
      from: { path: '^domain/' },
      to: { path: '^(server|web|scripts|e2e)/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment:
        'web/ never imports server/: the web and the server share only domain/ (types, schemas, rules) and the HTTP API.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment:
        'server/ never imports web/ source: it loads the web build (web/dist, web/ssr) at run time; share through domain/.',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },

    // ---- Server: platform parts below modules; a module reaches another only through its service.
    {
      name: 'server-platform-imports-no-module',
      severity: 'error',
      comment:
        'Layers point one way: server/src/platform/, plugins/, db/ and realtime/ never import modules/. Take what you need as a parameter (an interface or a function) that app.ts passes in.',
      from: { path: '^server/src/(platform|plugins|db|realtime)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'server-module-through-service',
      severity: 'error',
      comment:
        "A server module reaches another module only through that module's service (modules/<module>/<name>.service.ts), never its repository, mapper, routes or other inner files. Export what is needed from the service.",
      from: { path: '^server/src/modules/([^/]+)/', pathNot: TEST },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/[^/]+\\.service\\.ts$'],
      },
    },

    // ---- Scripts: the bench, the tools and their tests use the server as its modules offer it.
    {
      name: 'scripts-through-service',
      severity: 'error',
      comment:
        "scripts/ reaches a server module only through its service (modules/<module>/<name>.service.ts), never its repository, mapper, routes or other inner files, so that a module's insides can change without the scripts. Export what a script needs from the service.",
      from: { path: '^scripts/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: '^server/src/modules/[^/]+/[^/]+\\.service\\.ts$',
      },
    },

    // ---- Web: lib/ and components/ below features/ and staff/, both below app/.
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment:
        'Layers point one way: web/src/lib/, components/ and i18n/ never import features/, staff/ or app/. Move what a feature and the shared code both need into lib/ or components/.',
      from: { path: '^web/src/(lib|components|i18n)/' },
      to: { path: '^web/src/(features|staff|app)/' },
    },
    {
      name: 'web-feature-imports-no-app',
      severity: 'error',
      comment:
        'Layers point one way: features/ and staff/ never import app/ (app/ is composition only and nothing imports it). Take it from lib/ or components/.',
      from: { path: '^web/src/(features|staff)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment:
        "A web feature imports another feature only through that feature's door, features/<feature>/index.ts; export what is needed there (keep the door light: it lands in the importer's chunk), or move what several features share into lib/ or components/.",
      from: { path: '^web/src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-app-through-index',
      severity: 'error',
      comment:
        "app/ and the entry files import a feature through its index.ts (features/<feature>/index.ts, staff/index.ts). Only a lazy import() may name a page's own file, so that each route stays a chunk of its own and the first download stays small (a door re-exporting every page would merge them).",
      from: { path: '^web/src/(app/|[^/]+$)', pathNot: TEST },
      to: {
        path: '^web/src/(features/[^/]+|staff)/',
        pathNot: '^web/src/(features/[^/]+|staff)/index\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },

    // ---- The staff app (web/src/staff/): a second features root beside features/, for the restaurant's staff. Its
    // areas (staff/<area>/) meet through their index.ts or staff/shared/; the guest's features never import it, so
    // no staff code reaches a guest's download; app/ composes both.
    {
      name: 'staff-area-through-index',
      severity: 'error',
      comment:
        "A staff area imports another area only through that area's door, staff/<area>/index.ts, and never the staff app's own composition files (DashboardPage.tsx, screens.ts, index.ts); export what is needed from the door, or move what several areas share into staff/shared/.",
      from: { path: '^web/src/staff/([^/]+)/', pathNot: [TEST, '^web/src/staff/shared/'] },
      to: {
        path: '^web/src/staff/',
        pathNot: ['^web/src/staff/$1/', '^web/src/staff/shared/', '^web/src/staff/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'staff-shared-imports-no-area',
      severity: 'error',
      comment:
        "Layers point one way: staff/shared/ is what the staff areas share and imports no area and none of the staff app's composition files. Move what it needs into shared/ too, or take it as a parameter.",
      from: { path: '^web/src/staff/shared/', pathNot: TEST },
      to: { path: '^web/src/staff/', pathNot: '^web/src/staff/shared/' },
    },
    {
      name: 'staff-root-through-index',
      severity: 'error',
      comment:
        "The staff app's composition files (DashboardPage.tsx, screens.ts, its index.ts) import an area through its index.ts. Only a lazy import() may name a screen's own file, so that each screen stays a chunk of its own.",
      from: { path: '^web/src/staff/[^/]+$', pathNot: TEST },
      to: {
        path: '^web/src/staff/[^/]+/',
        pathNot: ['^web/src/staff/shared/', '^web/src/staff/[^/]+/index\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-feature-imports-no-staff',
      severity: 'error',
      comment:
        "The guest's features never import staff/ (so no staff code lands in a guest's download): app/ composes the two. Move what both need into lib/ or components/.",
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/staff/' },
    },
    {
      name: 'staff-feature-through-index',
      severity: 'error',
      comment:
        "staff/ imports a guest's feature only through that feature's door, features/<feature>/index.ts; export what is needed there, or move what both share into lib/ or components/.",
      from: { path: '^web/src/staff/', pathNot: TEST },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/[^/]+/index\\.ts$' },
    },
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
