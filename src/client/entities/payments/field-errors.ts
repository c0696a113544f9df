// The first message of each field in a failed zod parse, for the payment forms' inline errors.
import type { z } from 'zod';

export function firstErrorByField<K extends string>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as K;
    found[field] ??= issue.message;
  }
  return found;
}
