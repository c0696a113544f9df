// Clients (CRM) endpoints for the signed-in owner's business: list with figures, detail, create, edit, erase, CSV.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { scopeOf, sessionAccess, sessionBusiness } from '#server/platform/business-access.ts';
import { sendCsv } from '#server/platform/csv.ts';
import { exportWords } from '#server/platform/export-words.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { errorLocale } from '#server/plugins/request-locale.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import {
  clientDetailSchema,
  clientIdParamsSchema,
  clientItemSchema,
  clientListResponseSchema,
  createClientInputSchema,
  duplicatePhoneResponseSchema,
  listClientsQuerySchema,
  updateClientInputSchema,
} from '#shared/schemas/client.ts';
import { selectClientItems } from './clients.queries.ts';
import {
  createClient,
  DuplicatePhoneError,
  eraseClient,
  getClientDetail,
  listClients,
  updateClient,
} from './clients.service.ts';
import { clientsCsvRows } from './clients-csv.ts';

const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

/** The shared error handler only sends `message`; a duplicate phone also names the existing client. */
async function replyingToDuplicate<T>(reply: FastifyReply, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicatePhoneError) {
      return reply.status(409).send({ message: error.message, existingClientId: error.existingClientId });
    }
    throw error;
  }
}

export async function clientsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients',
    {
      schema: { querystring: listClientsQuerySchema, response: { 200: clientListResponseSchema, ...errors } },
    },
    async (request) => {
      const business = sessionBusiness(request);
      return listClients({
        db,
        ...scopeOf(sessionAccess(request)),
        timeZone: business.timezone,
        query: request.query,
      });
    },
  );

  // CSV text, not JSON: only the query and the error replies have schemas. Same filters as the list, no limit.
  r.get(
    '/api/clients.csv',
    { schema: { querystring: listClientsQuerySchema.omit({ limit: true, offset: true }), response: errors } },
    async (request, reply) => {
      const business = sessionBusiness(request);
      const now = new Date();
      const { items } = await selectClientItems({
        db,
        businessId: business.id,
        now,
        ...request.query,
        limit: null,
      });
      const today = localDateOf(now, business.timezone);
      return sendCsv(reply, {
        fileName: `clients-${today}.csv`,
        rows: clientsCsvRows(items, {
          currency: business.currency,
          timeZone: business.timezone,
          words: exportWords(errorLocale(request)),
        }),
      });
    },
  );

  r.get(
    '/api/clients/:id',
    { schema: { params: clientIdParamsSchema, response: { 200: clientDetailSchema, ...errors } } },
    async (request) => {
      return getClientDetail({ db, ...scopeOf(sessionAccess(request)), clientId: request.params.id });
    },
  );

  r.post(
    '/api/clients',
    {
      schema: {
        body: createClientInputSchema,
        response: { 201: clientItemSchema, 409: duplicatePhoneResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = sessionBusiness(request);
      return replyingToDuplicate(reply, async () => {
        const client = await createClient({
          db,
          businessId: business.id,
          timeZone: business.timezone,
          input: request.body,
        });
        return reply.status(201).send(client);
      });
    },
  );

  r.patch(
    '/api/clients/:id',
    {
      schema: {
        params: clientIdParamsSchema,
        body: updateClientInputSchema,
        response: { 200: clientItemSchema, 409: duplicatePhoneResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = sessionBusiness(request);
      return replyingToDuplicate(reply, async () => {
        const client = await updateClient({
          db,
          businessId: business.id,
          clientId: request.params.id,
          timeZone: business.timezone,
          input: request.body,
        });
        return reply.status(200).send(client);
      });
    },
  );

  r.delete(
    '/api/clients/:id',
    { schema: { params: clientIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const business = sessionBusiness(request);
      await eraseClient({ db, businessId: business.id, clientId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
