// Payments (issue 16): record, refund, list with totals, CSV export, a booking's balance and the daily cash close.
// Every route acts on the signed-in owner's business only; anything of another business is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { sendCsv } from '#server/platform/csv.ts';
import { exportWords } from '#server/platform/export-words.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { errorLocale } from '#server/plugins/request-locale.ts';
import {
  bookingBalanceSchema,
  cashCloseInputSchema,
  cashCloseSchema,
  cashClosesSchema,
  createPaymentInputSchema,
  paymentIdParamsSchema,
  paymentSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  refundInputSchema,
} from '#shared/schemas/payment.ts';
import {
  bookingBalance,
  closeDay,
  listCloses,
  listPayments,
  paymentsCsvRows,
  recordPayment,
  refundPayment,
} from './payments.service.ts';

const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export async function paymentsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const owner = async (request: FastifyRequest) => ({
    db,
    business: sessionBusiness(request),
    userId: requireUser(request).id,
  });

  r.post(
    '/api/payments',
    { schema: { body: createPaymentInputSchema, response: { 201: paymentSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await recordPayment({ ...(await owner(request)), input: request.body })),
  );

  r.post(
    '/api/payments/:id/refund',
    {
      schema: {
        params: paymentIdParamsSchema,
        body: refundInputSchema,
        response: { 201: paymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await refundPayment({
          ...(await owner(request)),
          paymentId: request.params.id,
          input: request.body,
        }),
      ),
  );

  r.get(
    '/api/payments',
    { schema: { querystring: paymentsQuerySchema, response: { 200: paymentsPageSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return listPayments({ db, business, filters: request.query });
    },
  );

  // The body is CSV text, not JSON: only the query and the error replies have schemas.
  r.get(
    '/api/payments/export.csv',
    { schema: { querystring: paymentsQuerySchema, response: errors } },
    async (request, reply) => {
      const business = sessionBusiness(request);
      const { from, to, rows } = await paymentsCsvRows({
        db,
        business,
        filters: request.query,
        words: exportWords(errorLocale(request)),
      });
      return sendCsv(reply, { fileName: `payments-${from}-to-${to}.csv`, rows });
    },
  );

  r.get(
    '/api/bookings/:id/balance',
    { schema: { params: paymentIdParamsSchema, response: { 200: bookingBalanceSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return bookingBalance({ db, business, bookingId: request.params.id });
    },
  );

  r.post(
    '/api/payments/close',
    {
      schema: {
        body: cashCloseInputSchema,
        response: { 201: cashCloseSchema, ...errors, 409: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await closeDay({ ...(await owner(request)), input: request.body })),
  );

  r.get(
    '/api/payments/closes',
    { schema: { response: { 200: cashClosesSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return listCloses({ db, business });
    },
  );
}
