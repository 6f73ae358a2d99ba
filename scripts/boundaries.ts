/**
 * The boundary check of `npm run lint` (docs/developing.md, "Boundaries"): dependency-cruiser with the rules of
 * .dependency-cruiser.cjs, then, on the same import graph, cycles between server modules, web features and staff
 * areas, and the tables a module may import. dependency-cruiser's own folder rules see every folder (server/src holds
 * all of the server, so everything would be a cycle through it) and cannot be narrowed to these, and it sees which
 * file is imported but not which names, hence the second half here. Prints each broken rule with its message and
 * exits 1 when there is one.
 *   node scripts/boundaries.ts            the whole repository
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSync } from '@swc/core';
import { cruise, format, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';

/** What the check reads: everything that imports, less e2e/ (journeys drive the app through a browser only). */
export const roots = ['domain', 'server/src', 'web/src', 'scripts'];

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

/** A file that only tests takes no part in a cycle: it may open another part's page to check a link between them. */
const TEST = /\.test\.tsx?$/;

export interface CycleRule {
  name: string;
  /** Captures the part (module, feature, area) a file belongs to; files it does not match take no part. */
  part: RegExp;
  comment: string;
}

export const cycleRules: readonly CycleRule[] = [
  {
    name: 'server-module-cycle',
    part: /^(server\/src\/modules\/[^/]+)\//,
    comment:
      'Server modules depend one way: these reach each other. Keep the higher one above: the lower one announces what the higher one acts on and the higher one subscribes where it is built (order-events.ts), or the part the lower one needs is split off and built before it (docs/architecture.md, "Modules are built in dependency order").',
  },
  {
    name: 'web-feature-cycle',
    part: /^(web\/src\/features\/[^/]+)\//,
    comment:
      'Web features depend one way: these reach each other through their index.ts. Move what both need into lib/ or components/.',
  },
  {
    name: 'staff-area-cycle',
    part: /^(web\/src\/staff\/[^/]+)\//,
    comment:
      'Staff areas depend one way: these reach each other through their index.ts. Move what both need into staff/shared/.',
  },
];

export interface TableRule {
  name: string;
  /** The files it holds for (tests are free: they arrange and inspect rows), less those `owner` matches. */
  files: RegExp;
  owner: RegExp;
  /** Where the tables are defined, and the names of those only the owner imports. */
  schema: RegExp;
  tables: readonly string[];
  comment: string;
}

export const tableRules: readonly TableRule[] = [
  {
    name: 'server-orders-read-by-order-module',
    files: /^server\/src\/modules\//,
    owner: /^server\/src\/modules\/order\//,
    schema: /^server\/src\/db\/schema\//,
    // Not orderAdjustments (issue 30): the money a change moved (refunds, payment links) is the payment module's.
    tables: ['orders', 'orderLines'],
    comment:
      'Only the order module reads the orders table (orders, orderLines from db/schema). Read orders through the order module\'s createOrderReads (order.service.ts): add the query to modules/order/order-reads.repository.ts, declare the part you need as an interface in your module and take it as a dependency that app.ts passes in (docs/architecture.md, "Only the order module reads the orders").',
  },
];

/** The names `file` imports or re-exports from `specifier` ("*" for all of them). */
function namesImported(file: string, specifier: string): string[] {
  const { body } = parseSync(readFileSync(file, 'utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
  });
  return body.flatMap((item) => {
    if (item.type === 'ExportAllDeclaration') return item.source.value === specifier ? ['*'] : [];
    if (item.type !== 'ImportDeclaration' && item.type !== 'ExportNamedDeclaration') return [];
    if (item.source?.value !== specifier) return [];
    return item.specifiers.map((named) => {
      if (named.type === 'ImportSpecifier') return (named.imported ?? named.local).value;
      if (named.type === 'ExportSpecifier') return named.orig.value;
      return '*';
    });
  });
}

/** The imports that break `rule`: by file and schema file, the owner's tables it names. */
export function tableImportsOf(result: ICruiseResult, rule: TableRule, baseDir: string) {
  return result.modules.flatMap(({ source, dependencies }) => {
    if (!rule.files.test(source) || rule.owner.test(source) || TEST.test(source)) return [];
    // One entry per specifier: namesImported reads every statement importing it, and each is a dependency.
    const schemaFiles = new Map(
      dependencies.filter(({ resolved }) => rule.schema.test(resolved)).map((d) => [d.module, d.resolved]),
    );
    return [...schemaFiles].flatMap(([specifier, to]) => {
      const tables = namesImported(join(baseDir, source), specifier).filter(
        (name) => name === '*' || rule.tables.includes(name),
      );
      return tables.length > 0 ? [{ from: source, to, tables }] : [];
    });
  });
}

export interface Violation {
  rule: string;
  /** A rule's: the importing file; a cycle's: the first of its parts. */
  from: string;
  /** A rule's: the imported file; a cycle's: the other parts that reach the first and each other. */
  to: string | string[];
}

/** The groups of parts that reach each other (strongly connected components of two or more parts). */
export function cyclesOf(result: ICruiseResult, rule: CycleRule): { parts: string[]; loop: string[] }[] {
  const edges = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = rule.part.exec(module.source)?.[1];
    if (!from || TEST.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = rule.part.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    low.set(part, index.get(part) ?? 0);
    stack.push(part);
    onStack.add(part);
    for (const next of edges.get(part) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(part, Math.min(low.get(part) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(part, Math.min(low.get(part) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(part) === index.get(part)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== part);
      if (component.length > 1) components.push(component);
    }
  };
  for (const part of [...edges.keys()].sort()) if (!index.has(part)) visit(part);
  // Each component as its parts, and one loop through it (from its first part, back to it) to show the way round.
  return components.map((component) => {
    const parts = [...component].sort();
    const start = parts[0] ?? '';
    const members = new Set(parts);
    const loop = [start];
    for (let at = start; ; ) {
      const nexts = [...(edges.get(at) ?? [])].filter((next) => members.has(next)).sort();
      const next = nexts.find((candidate) => !loop.includes(candidate));
      if (nexts.includes(start) || next === undefined) break;
      loop.push(next);
      at = next;
    }
    return { parts, loop: [...loop, start] };
  });
}

/**
 * Cruises `files` (paths relative to `baseDir`) with the project's rules and returns what breaks them; `cache`
 * reuses the last run's graph for files that did not change (node_modules/.cache/dependency-cruiser).
 */
export async function checkBoundaries(
  files: string[] = roots,
  { baseDir = process.cwd(), cache = true }: { baseDir?: string; cache?: boolean } = {},
): Promise<{ violations: Violation[]; report: string }> {
  const { output } = await cruise(files, {
    ...config.options,
    ...(cache ? {} : { cache: false }),
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  const violations: Violation[] = result.summary.violations.map(({ rule, from, to }) => ({
    rule: rule.name,
    from,
    to,
  }));
  let report = violations.length > 0 ? String((await format(result, { outputType: 'err-long' })).output) : '';
  for (const rule of cycleRules) {
    for (const { parts, loop } of cyclesOf(result, rule)) {
      violations.push({ rule: rule.name, from: parts[0] ?? '', to: parts.slice(1) });
      report += `\n  error ${rule.name}: ${parts.join(', ')} reach each other (${loop.join(' → ')})\n    ${rule.comment}\n`;
    }
  }
  for (const rule of tableRules) {
    for (const { from, to, tables } of tableImportsOf(result, rule, baseDir)) {
      violations.push({ rule: rule.name, from, to });
      report += `\n  error ${rule.name}: ${from} → ${to} imports ${tables.join(', ')}\n    ${rule.comment}\n`;
    }
  }
  return { violations, report };
}

if (import.meta.main) {
  const started = performance.now();
  const { violations, report } = await checkBoundaries();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (violations.length > 0) {
    console.error(`${report}\n✘ ${violations.length} import(s) cross a boundary (${seconds} s).`);
    process.exitCode = 1;
  } else {
    console.log(`✔ boundaries hold (${seconds} s)`);
  }
}
