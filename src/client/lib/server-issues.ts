// Field-level problems in a 400 answer ({ message, issues: [{ path, message }] }), for putting the server's
// message beside the field it concerns.
import { ApiError, errorMessage, errorStatus } from '#client/lib/api-client.ts';

export type ServerIssue = { path: string; message: string };

export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body: unknown = JSON.parse(error.body);
    if (!body || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return [];
    return body.issues.filter(
      (issue): issue is ServerIssue =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof issue.path === 'string' &&
        typeof issue.message === 'string',
    );
  } catch {
    return [];
  }
}

/** Calls `setError` for each issue whose path is one of `fields`; returns how many it placed. */
export function placeServerIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): number {
  let placed = 0;
  for (const issue of serverIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      placed += 1;
    }
  }
  return placed;
}

/**
 * A failure toast's description: the screen's own text, plus the server's message when the server refused the
 * request for a reason the owner can act on (a 4xx), e.g. 'Failed to create service: Duration must be …'.
 */
export function withServerMessage(base: string, error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined || status < 400 || status >= 500) return base;
  const message = errorMessage(error, '');
  return message ? `${base}: ${message}` : base;
}
