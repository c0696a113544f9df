// Works around a Node.js cost: for every ES module it resolves, Node re-reads the package.json that decides it and,
// for drizzle-orm, re-parses its 180 KB "exports" map. So each of drizzle-orm's own ~300 modules, and each of our
// ~90 files that import 'drizzle-orm' or one of its subpaths, cost a parse of that map: 0.8-1.3 s and ~90 MB of
// memory at every start (docs/decisions/022). drizzle-orm's internal imports are always relative paths to
// ES modules ("type": "module"), so they are resolved here directly. A bare specifier ('drizzle-orm/pg-core',
// 'zod', '#server/…') names the same file from every one of our own files, so it is resolved once. Everything else
// takes Node's own path.
import { type ResolveFnOutput, registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';
const fromOurFiles = new Map<string, ResolveFnOutput>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (specifier.startsWith('.') && specifier.endsWith('.js') && parent?.includes(DRIZZLE)) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    const bare = !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.includes(':');
    if (!bare || !parent?.startsWith('file:') || parent.includes('/node_modules/')) {
      return nextResolve(specifier, context);
    }
    const key = `${specifier}\n${context.conditions.join()}`;
    let resolved = fromOurFiles.get(key);
    if (!resolved) {
      resolved = { ...nextResolve(specifier, context), shortCircuit: true };
      fromOurFiles.set(key, resolved);
    }
    return resolved;
  },
});
