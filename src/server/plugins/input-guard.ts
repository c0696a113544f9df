// One guard in front of every route for input no schema rule can see but the database cannot store: a NUL
// character (PostgreSQL text refuses it), half of a UTF-16 surrogate pair (not encodable as UTF-8) and dates
// outside the years the date maths and the database agree on (9999-12-31 rolls into year 10000, 0000-01-01 does
// not exist). Each becomes a 400 naming the field, instead of a 500 from deep inside a query.
// It also keeps the route table, so the guarantee tests can enumerate every route (a new one cannot slip past).
import type { FastifyInstance, FastifyRequest, FastifySchema, preValidationHookHandler } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { fieldLabel } from '#shared/zod-messages.ts';

export type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the guard, one entry per method (HEAD included). */
    routeTable: RouteEntry[];
  }
}

export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;
const DATE_PREFIX = /^(\d{4,})-\d{2}-\d{2}(?:$|T)/;

type Location = 'body' | 'query' | 'params';

function problemWith(text: string, path: readonly PropertyKey[]): string | null {
  // The label is worked out only for a problem: nearly every string has none.
  const label = () => fieldLabel(path);
  if (text.includes('\u0000')) {
    return `${label()} contains an invisible NUL character that cannot be saved. Please retype it.`;
  }
  if (!text.isWellFormed()) {
    return `${label()} contains a broken character (half of an emoji or symbol). Please retype it.`;
  }
  const year = DATE_PREFIX.exec(text)?.[1];
  if (year !== undefined && (Number(year) < MIN_DATE_YEAR || Number(year) > MAX_DATE_YEAR)) {
    return `${label()} must be a date between the years ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`;
  }
  return null;
}

/** The first unstorable string (or object key) in `value`, walked without recursion so depth cannot overflow. */
function findProblem(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item.value === 'string') {
      const problem = problemWith(item.value, item.path);
      if (problem) return problem;
    } else if (Array.isArray(item.value)) {
      for (const [index, element] of item.value.entries()) {
        stack.push({ value: element, path: [...item.path, index] });
      }
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, element] of Object.entries(item.value)) {
        const keyProblem = key.includes('\u0000') || !key.isWellFormed();
        if (keyProblem) return 'A field name contains a character that cannot be saved.';
        stack.push({ value: element, path: [...item.path, key] });
      }
    }
  }
  return null;
}

const refuseUnstorableInput: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  for (const location of ['params', 'query', 'body'] satisfies Location[]) {
    const problem = findProblem(request[location]);
    if (problem) return done(new AppError('BAD_REQUEST', problem));
  }
  done();
};

/** Register before the modules: only routes added afterwards are guarded and listed. */
export function registerInputGuard(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema });
    // Appended, so a route's own sign-in check still answers an anonymous caller with 401 first.
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseUnstorableInput];
  });
}
