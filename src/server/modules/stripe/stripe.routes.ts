// Stripe endpoints: whether this server takes deposits (the services form asks), and the webhook Stripe calls.
// The sweep that ends unpaid holds and retries refunds runs here too, every minute, while Stripe is configured.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { stripeStatusSchema } from '#shared/schemas/service.ts';
import {
  cancelCheckout,
  handleStripeEvent,
  onRefundsDue,
  processDueRefunds,
  sweepStripe,
} from './checkout.service.ts';
import { stripeConfig, verifyStripeSignature } from './stripe-api.ts';

export const STRIPE_SWEEP_INTERVAL_MS = 60_000;
export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured';
export const BAD_SIGNATURE_MESSAGE = 'Invalid Stripe signature';
/** Stripe's webhook bodies are small; a big one is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The part of an event this server reads; other events are acknowledged and ignored. */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.looseObject({
      id: z.string().max(255),
      status: z.string().nullish(),
      payment_status: z.string().nullish(),
      payment_intent: z.string().nullish(),
    }),
  }),
});

export async function stripeRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, linkKey } = options;
  const stripe = stripeConfig(options.env);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stripe/status',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: stripeStatusSchema, 401: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      // An owner's question about their services: like the services routes, it needs their business.
      sessionBusiness(request);
      return { configured: stripe !== null };
    },
  );

  // The signature covers the exact bytes Stripe sent: this route reads its body raw (its own parser, in its own
  // plugin scope so other routes keep parsing JSON).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      {
        schema: {
          response: { 200: z.object({ received: z.boolean() }), 400: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        if (!stripe) throw new AppError('NOT_FOUND', STRIPE_NOT_CONFIGURED_MESSAGE);
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signed = verifyStripeSignature({
          payload,
          header: request.headers['stripe-signature']?.toString(),
          secret: stripe.webhookSecret,
          now: new Date(),
        });
        if (!signed) throw new AppError('BAD_REQUEST', BAD_SIGNATURE_MESSAGE);
        let json: unknown;
        try {
          json = JSON.parse(payload.toString('utf8'));
        } catch {
          throw new AppError('BAD_REQUEST', 'The event is not JSON');
        }
        const event = eventSchema.safeParse(json);
        // Signed by Stripe but not a Checkout Session event: acknowledged, nothing to do.
        if (!event.success) return { received: true };
        await handleStripeEvent(db, stripe, event.data);
        return { received: true };
      },
    );
  });

  // The customer's way back from Stripe's page without paying (the session's cancel link): the hold ends at once.
  r.post(
    '/api/stripe/checkout-cancel',
    {
      schema: {
        // Any id: one this server did not sign is 'Booking not found', malformed or not.
        body: z.object({ bookingId: z.string().min(1).max(100), token: z.string().min(1).max(100) }),
        response: { 200: z.object({ released: z.boolean() }), 404: messageSchema },
      },
    },
    async (request) => {
      if (!stripe) throw new AppError('NOT_FOUND', STRIPE_NOT_CONFIGURED_MESSAGE);
      return { released: await cancelCheckout(db, stripe, { ...request.body, linkKey }) };
    },
  );

  if (stripe) scheduleStripeSweep(app, options, stripe);
}

function scheduleStripeSweep(
  app: FastifyInstance,
  options: ModuleOptions,
  stripe: NonNullable<ReturnType<typeof stripeConfig>>,
) {
  const { db } = options;
  let timer: NodeJS.Timeout | undefined;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'Stripe sweep failed');
  const stop = onRefundsDue(db, () => void processDueRefunds(db, stripe).catch(warn));
  app.addHook('onReady', async () => {
    // unref: a pending sweep never keeps the process alive; a failed one is caught up by the next.
    timer = setInterval(
      () => void sweepStripe(db, stripe, new Date()).catch(warn),
      STRIPE_SWEEP_INTERVAL_MS,
    ).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop();
  });
}
