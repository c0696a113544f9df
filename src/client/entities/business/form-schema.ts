// Forms reuse the shared zod schemas, but form inputs are plain strings while some shared fields accept
// anything (they pre-process blanks to null). `through` types a form field by its input and hands the value
// to the shared rule, so the messages are the server's own.
import { z } from 'zod';

export function through<I extends z.ZodType, S extends z.ZodType>(input: I, shared: S) {
  return input.transform((value, ctx): z.output<S> => {
    const result = shared.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
