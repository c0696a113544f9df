// The spec's shared request helper (part 1 §7, §8): cookies on every call, JSON in and out,
// and a non-OK response becomes an Error whose message is "{status}: {body text or status text}". Each call names
// the language on screen, so the server's refusals come in it (docs/decisions/046).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Thrown for every non-OK response; `message` is exactly "{status}: {body text || status text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Throws an ApiError when the response is not OK; reads the body text for the message. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * The language on screen as Accept-Language: `<html lang>`, which every page's language provider sets (the booking
 * and client pages', the app's, the marketing pages'). The server says its refusals in it; none outside a page.
 */
export function pageLanguageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

/**
 * Sends a request with the session cookie and returns the parsed JSON body (undefined when the body is empty).
 * Content-Type: application/json is set only when a body is present.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod = 'GET',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...pageLanguageHeader(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The HTTP status of an error thrown by apiRequest, or undefined for other errors. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** What a failure without a reason of its own says (spec part 2 §2, the error screen's text). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please refresh the page to try again.';

/**
 * A message a person can read: the server's `{ message }` when the body is JSON, else the body text, else the
 * fallback. A JSON body without a message ('{}') and an HTML page get the fallback, never their raw text.
 * Network failures get a connection hint.
 */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) {
    return error instanceof TypeError
      ? 'Cannot reach the server. Check your connection and try again.'
      : fallback;
  }
  const body = match[1]?.trim() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not JSON: the text itself is the message, unless it is a page.
    return body && !body.startsWith('<') ? body : fallback;
  }
  const message =
    parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
      ? parsed.message.trim()
      : '';
  return message || fallback;
}
