import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, errorStatus, FALLBACK_ERROR_MESSAGE } from './api-client.ts';

type Call = [string, RequestInit];

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls[0] as Call;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies, defaults to GET and sets no content type without a body', async () => {
    const call = mockFetch(Response.json({ ok: true }));
    await expect(apiRequest(undefined, '/api/x')).resolves.toEqual({ ok: true });
    const [url, init] = call();
    expect(url).toBe('/api/x');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body with its content type and extra headers', async () => {
    const call = mockFetch(Response.json({ id: 1 }, { status: 201 }));
    await apiRequest('POST', '/api/y', { a: 1 }, { 'X-Test': 'yes' });
    const [, init] = call();
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Test': 'yes' });
    expect(init.body).toBe('{"a":1}');
  });

  it('names the language on screen, for the server’s refusals', async () => {
    const call = mockFetch(Response.json({ ok: true }));
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    await apiRequest('GET', '/api/x');
    expect(call()[1].headers).toEqual({ 'Accept-Language': 'de' });
  });

  it('returns undefined for an empty body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/z')).resolves.toBeUndefined();
  });

  it('throws "{status}: {body}" on a non-OK response', async () => {
    mockFetch(Response.json({ message: 'Invalid email or password' }, { status: 401 }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect(errorStatus(error)).toBe(401);
    expect(errorMessage(error)).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/q')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('errorMessage', () => {
  it('reads plain-text bodies and falls back for anything else', () => {
    expect(errorMessage(new Error('409: Already taken'))).toBe('Already taken');
    expect(errorMessage(new Error('500: <html>oops</html>'), 'Fallback')).toBe('Fallback');
    expect(errorMessage('not an error', 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/Cannot reach the server/);
  });
});

describe('errorMessage of an answer without a message', () => {
  async function failed(status: number, body: string) {
    mockFetch(new Response(body, { status }));
    return apiRequest('DELETE', '/api/auth/account').catch((e: unknown) => e);
  }

  it('gives the fallback, never the raw JSON body', async () => {
    for (const body of [
      '{}',
      '{"message":""}',
      '{"message":"  "}',
      '{"error":"Bad Request"}',
      '[]',
      'null',
      '42',
    ]) {
      const error = await failed(400, body);
      expect(errorMessage(error, 'Failed to delete account'), body).toBe('Failed to delete account');
      expect(errorMessage(error), body).toBe(FALLBACK_ERROR_MESSAGE);
    }
  });

  it("is the spec's error-screen text by default", () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe('Something went wrong. Please refresh the page to try again.');
    expect(errorMessage(new Error('500: <html>oops</html>'))).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it("still shows the server's message", async () => {
    const error = await failed(403, '{"message":"Incorrect password"}');
    expect(errorMessage(error, 'Failed to delete account')).toBe('Incorrect password');
  });
});
