// Image upload endpoints (signed-in owners with a business only) and the public /uploads/{name} file server.
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { uploadedImageSchema, uploadResultSchema } from '#shared/schemas/business.ts';
import {
  badUploadKind,
  isServedUpload,
  isUploadKind,
  listUploads,
  MAX_IMAGE_BYTES,
  storeImage,
  tooLarge,
  type UploadKind,
  uploadsDirOf,
} from './uploads.service.ts';

// Multipart framing (boundaries, part headers, the small `type` field) on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/** A body announced as far larger than any allowed image is refused before a byte of it is read. */
async function refuseOversizedBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
}

export async function uploadsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, dataDir } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const root = uploadsDirOf(dataDir);
  mkdirSync(root, { recursive: true });

  // Registered here, not app-wide, so only this module accepts multipart bodies. Busboy stops reading a file at
  // fileSize and toBuffer() throws FST_REQ_FILE_TOO_LARGE (413), so at most 5 MB is ever held in memory.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  await app.register(async (files) => {
    // A file no open business's upload names is answered as a missing one.
    files.addHook('onRequest', async (request, reply) => {
      const { '*': name = '' } = request.params as { '*'?: string };
      if (!(await isServedUpload(db, name))) return reply.callNotFound();
    });
    await files.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Names are random and files never change, so browsers and CDNs may keep them forever.
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  });

  r.post(
    '/api/upload/image',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preValidation: [signedInOnly, refuseOversizedBody],
      schema: {
        response: {
          200: uploadResultSchema,
          401: messageSchema,
          404: messageSchema,
          413: messageSchema,
          415: messageSchema,
        },
      },
    },
    async (request) => {
      // Every image belongs to a business: before one exists there is nothing to show it on.
      const business = sessionBusiness(request);
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', 'Please send the image as multipart/form-data');
      let bytes: Buffer | undefined;
      let kind: UploadKind | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'image') bytes = await part.toBuffer();
          else part.file.resume();
        } else if (part.fieldname === 'type' && typeof part.value === 'string' && part.value !== '') {
          if (!isUploadKind(part.value)) throw badUploadKind();
          kind = part.value;
        }
      }
      if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', 'Please select an image to upload');
      return storeImage({ db, dataDir, userId: business.userId, businessId: business.id, kind, bytes });
    },
  );

  r.get(
    '/api/upload/images',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: z.array(uploadedImageSchema), 401: messageSchema } },
    },
    async (request) => listUploads({ db, userId: requireUser(request).id }),
  );
}
