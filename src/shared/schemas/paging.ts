// The page of a paged list in a query string (?page=N, from 1), one rule and one message for every list.
import { z } from 'zod';

const PAGE_MESSAGE = 'Page must be a whole number from 1';

export const pageNumberSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(100_000, PAGE_MESSAGE)
  .default(1);
