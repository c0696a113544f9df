// The answer that is only a sentence: every error (see plugins/errors.ts) and the plain acknowledgements.
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
