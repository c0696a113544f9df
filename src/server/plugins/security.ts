// Security headers on every response and a same-origin check on every state-changing request.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(
  app: FastifyInstance,
  options: { production: boolean; publicUrl?: string },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; no inline <script> is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    // Requests without either header do not come from a browser page, so they cannot be cross-site forgeries.
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    }
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    if (origin !== own && origin !== allowedOrigin) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    }
  });
}
