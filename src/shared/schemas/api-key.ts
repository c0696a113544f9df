// API keys for the public REST API: what the owner's Settings card lists, creates and revokes.
import { z } from 'zod';

/** Every key starts with this; the rest is 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = 'bw_live_';
export const API_KEY_PATTERN = /^bw_live_[A-Za-z0-9_-]{43}$/;
export const MAX_ACTIVE_API_KEYS = 25;

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. 'bw_live_Ab3x', so keys can be told apart. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to a creation: the key itself, shown this once and never again. */
export const createdApiKeySchema = apiKeyViewSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeyInputSchema = z.object({
  name: z
    .string({ error: 'Please give the key a name.' })
    .trim()
    .min(1, 'Please give the key a name.')
    .max(100, 'The name can be at most 100 characters'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
