// The OpenAPI 3.1 document of every route, generated from the routes' zod schemas (@fastify/swagger with
// fastify-type-provider-zod's transform). Registered before the modules so it sees every route they add; the
// operations an API key may call (modules/api-keys/api-key-scope.ts) carry the bearer security scheme.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyMayCall } from '#server/modules/api-keys/api-key-scope.ts';

export const API_KEY_SCHEME = 'apiKey';
const SESSION_SCHEME = 'session';

const DESCRIPTION = [
  "Bookwell's HTTP API: every route of the app, with its request and response schemas.",
  'Integrators authenticate with an API key created in Settings → API keys, sent as `Authorization: Bearer bw_live_…`.',
  'A key acts for its own business only, and only on the operations marked with the `apiKey` security scheme:',
  'reading bookings, clients and services, and creating, changing and cancelling bookings (with the same validation',
  'and no-overlap guarantee as the app: a taken slot answers 409). Every other operation answers a key with 403.',
  'The app itself signs in with a session cookie.',
].join(' ');

const zodTransform = createJsonSchemaTransform({
  // Nothing is skipped: the document lists every route.
  skipList: [],
  // A schema zod cannot express in JSON Schema (a transform's output, say) is documented as "any value" rather
  // than failing the whole document.
  zodToJsonConfig: { unrepresentable: 'any' },
});

export const WILDCARD_PARAMETER = 'path';
const wildcardParams = {
  type: 'object',
  properties: { [WILDCARD_PARAMETER]: { type: 'string', description: 'The rest of the path' } },
  required: [WILDCARD_PARAMETER],
};

/** The first part of the path after /api/ ('bookings', 'auth', …), grouping the reference page. */
function tagOf(url: string): string {
  const [first = '', second = ''] = url.split('/').filter(Boolean);
  return (first === 'api' ? second : first).replace(/\.[a-z]+$/, '') || 'root';
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bookwell API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from Settings → API keys: `Authorization: Bearer bw_live_…`.',
          },
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'bookwell_session',
            description: "The app's own sign-in (named `__Host-bookwell_session` in production).",
          },
        },
      },
    },
    // HEAD mirrors GET (as in the route table's keys); @fastify/static registers its file routes for both.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const item of Object.values(openapiObject.paths ?? {})) {
        if (item && 'head' in item) delete item.head;
      }
      return openapiObject;
    },
    transform: (document) => {
      // Nothing is hidden either (@fastify/static hides its file routes by default).
      const { hide: _hidden, ...schema } = document.schema ?? {};
      const transformed = zodTransform({ ...document, schema });
      const methods = [document.route.method].flat();
      const keyed = methods.some((method) => apiKeyMayCall(method, document.url));
      // A wildcard route ('/uploads/*') is documented as one named path parameter, as OpenAPI has no wildcards.
      const wildcard = document.url.endsWith('*');
      return {
        url: wildcard ? document.url.replace(/\*$/, `{${WILDCARD_PARAMETER}}`) : transformed.url,
        schema: {
          ...transformed.schema,
          ...(wildcard ? { params: wildcardParams } : {}),
          tags: [tagOf(document.url)],
          ...(keyed ? { security: [{ [API_KEY_SCHEME]: [] }, { [SESSION_SCHEME]: [] }] } : {}),
        },
      };
    },
  });
}
