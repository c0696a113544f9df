// Reads every import of src/ and checks it against the layout's rules (stated in architecture.test.ts). The checks
// are pure over the list of imports, so the test proves them on a fixture too.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/** One import, export-from or dynamic import with a literal specifier, resolved to a file under the root. */
export type ImportEdge = {
  /** The importing file, relative to the root with `/` separators: `src/server/app.ts`. */
  from: string;
  line: number;
  specifier: string;
  /** The imported file in the same form; `null` for a package or `node:` import. */
  to: string | null;
};

const ALIASES: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
};

function resolveSpecifier(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (bare.startsWith(alias)) return target + bare.slice(alias.length);
  }
  if (bare.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  return null;
}

/** The imports of one source file, in order. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: { at: number; specifier: string }[] = [
    ...module.staticImports.map((i) => ({ at: i.start, specifier: i.moduleRequest.value })),
    ...module.staticExports.flatMap((e) =>
      e.entries.flatMap((entry) =>
        entry.moduleRequest ? [{ at: e.start, specifier: entry.moduleRequest.value }] : [],
      ),
    ),
    ...module.dynamicImports.flatMap((d) => {
      const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(d.moduleRequest.start, d.moduleRequest.end));
      return literal ? [{ at: d.start, specifier: literal[2]! }] : [];
    }),
  ];
  const unique = new Map(found.map((f) => [`${f.at} ${f.specifier}`, f]));
  return [...unique.values()]
    .sort((a, b) => a.at - b.at)
    .map(({ at, specifier }) => ({
      from: file,
      line: source.slice(0, at).split('\n').length,
      specifier,
      to: resolveSpecifier(file, specifier),
    }));
}

/** Every .ts/.tsx file under `root`/src, relative to `root`. */
function sourceFiles(root: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .sort();
}

/** Every import of every source file under `root`/src. */
export function scanImports(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => importsOf(file, readFileSync(path.join(root, file), 'utf8')));
}

/** Where a file sits in the layout; the rules are written over these. */
export type Place =
  | { kind: 'shared' }
  | { kind: 'module'; name: string; file: string }
  | { kind: 'platform' }
  | { kind: 'server' }
  | { kind: 'feature'; name: string }
  | { kind: 'client' }
  | { kind: 'other' };

export function placeOf(file: string): Place {
  const module = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(file);
  if (module) return { kind: 'module', name: module[1]!, file: module[2]! };
  const feature = /^src\/client\/features\/([^/]+)\//.exec(file);
  if (feature) return { kind: 'feature', name: feature[1]! };
  if (file.startsWith('src/shared/')) return { kind: 'shared' };
  if (file.startsWith('src/server/platform/')) return { kind: 'platform' };
  if (file.startsWith('src/server/')) return { kind: 'server' };
  if (file.startsWith('src/client/')) return { kind: 'client' };
  return { kind: 'other' };
}

/** Test files and test kits: nothing in the app imports them, so they may reach further (architecture.test.ts). */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|[-.]test-kit\.ts$|^src\/server\/test\//.test(file);
}

const PUBLIC_BY_NAME = /\.(service|schema|types)\.ts$/;

export type Rules = {
  /** Module files other than services, schemas and types that other modules may import, as `module/file.ts`. */
  publicFiles: ReadonlySet<string>;
  /** Module-to-module edges (`from -> to`) a cycle may still run through, each awaiting a named change. */
  toleratedEdges: ReadonlySet<string>;
  /** Files that wire every module together and may import any module file. */
  compositionRoots: ReadonlySet<string>;
};

export type Violation = { edge: ImportEdge; rule: string };

function isPublic(target: { name: string; file: string }, rules: Rules): boolean {
  return PUBLIC_BY_NAME.test(target.file) || rules.publicFiles.has(`${target.name}/${target.file}`);
}

/** The rule one import breaks, if any (cycles are found over the whole graph by `moduleCycles`). */
function ruleBroken(edge: ImportEdge & { to: string }, rules: Rules): string | null {
  const from = placeOf(edge.from);
  const to = placeOf(edge.to);
  const server = (p: Place) => p.kind === 'module' || p.kind === 'platform' || p.kind === 'server';
  const client = (p: Place) => p.kind === 'feature' || p.kind === 'client';
  if (from.kind === 'shared' && to.kind !== 'shared')
    return 'src/shared imports nothing from server or client';
  if (server(from) && client(to)) return 'the server imports nothing from the client';
  if (client(from) && server(to)) return 'the client imports nothing from the server';
  if (from.kind === 'platform' && to.kind === 'module') return 'platform imports nothing from modules';
  if (!isTestFile(edge.from) && isTestFile(edge.to)) return 'the app imports no test file or test kit';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return 'a client feature imports no other feature (share through components/, lib/ or entities/)';
  }
  const entry = edge.from.startsWith('src/client/app/') || edge.from === 'src/client/main.tsx';
  if (from.kind === 'client' && to.kind === 'feature' && !entry) {
    return 'only src/client/app and main.tsx import features';
  }
  const sameModule = from.kind === 'module' && to.kind === 'module' && from.name === to.name;
  const exempt = sameModule || rules.compositionRoots.has(edge.from) || isTestFile(edge.from);
  if (to.kind === 'module' && !exempt && !isPublic(to, rules)) {
    return `${to.name}/${to.file} is not public: import its *.service.ts, *.schema.ts or *.types.ts`;
  }
  return null;
}

/** The module-to-module edges of the app's own files (tests are never imported, so they add no dependency). */
function moduleGraph(edges: ImportEdge[]): Map<string, Map<string, ImportEdge>> {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    if (!edge.to || isTestFile(edge.from)) continue;
    const from = placeOf(edge.from);
    const to = placeOf(edge.to);
    if (from.kind !== 'module' || to.kind !== 'module' || from.name === to.name) continue;
    const targets = graph.get(from.name) ?? new Map<string, ImportEdge>();
    if (!targets.has(to.name)) targets.set(to.name, edge);
    graph.set(from.name, targets);
  }
  return graph;
}

/** The groups of modules that import each other in a cycle of any length (Tarjan's strongly connected
 * components of more than one module), each sorted, without the tolerated edges. */
export function moduleCycles(edges: ImportEdge[], tolerated: ReadonlySet<string> = new Set()): string[][] {
  const graph = moduleGraph(edges);
  const next = (node: string) =>
    [...(graph.get(node)?.keys() ?? [])].filter((to) => !tolerated.has(`${node} -> ${to}`));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every import that breaks a rule, then one violation per module edge inside a cycle. */
export function checkArchitecture(edges: ImportEdge[], rules: Rules): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    const rule = edge.to ? ruleBroken({ ...edge, to: edge.to }, rules) : null;
    if (rule) violations.push({ edge, rule });
  }
  const graph = moduleGraph(edges);
  for (const cycle of moduleCycles(edges, rules.toleratedEdges)) {
    for (const from of cycle) {
      for (const [to, edge] of graph.get(from) ?? []) {
        if (cycle.includes(to) && !rules.toleratedEdges.has(`${from} -> ${to}`)) {
          violations.push({
            edge,
            rule: `modules import each other in a cycle: ${cycle.join(', ')} (${from} -> ${to})`,
          });
        }
      }
    }
  }
  return violations;
}

export function formatViolation({ edge, rule }: Violation): string {
  return `${edge.from}:${edge.line} imports '${edge.specifier}': ${rule}`;
}
