// GET /api/openapi.json (the generated OpenAPI 3.1 document) and GET /api/docs (its reference page). Public: they
// describe the API, they hold no one's data.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type OpenApiDocument, renderDocsPage } from './docs-page.ts';
import { API_KEY_SCHEME } from './openapi.plugin.ts';

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

export async function openApiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Built on first use (the route table is complete by then), then kept: the routes never change while running.
  let page: string | undefined;
  const document = () => openApiDocumentSchema.parse(app.swagger());

  r.get('/api/openapi.json', { schema: { response: { 200: openApiDocumentSchema } } }, async () =>
    document(),
  );

  r.get(
    '/api/docs',
    {
      schema: {
        response: {
          200: { description: 'The reference page', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(document() as OpenApiDocument, API_KEY_SCHEME);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
