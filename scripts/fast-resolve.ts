// Works around a Node.js cost: for every ES module it loads, Node re-reads the nearest package.json and, for
// drizzle-orm, re-parses its 180 KB "exports" map. drizzle-orm loads ~300 modules, so that alone took ~300 ms
// and ~150 MB of short-lived heap at every start. drizzle-orm's internal imports are always relative paths to
// ES modules ("type": "module"), so they are resolved here directly; everything else takes Node's own path.
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.includes(DRIZZLE)) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
