import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

function respond(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('query client defaults', () => {
  it('follows the spec: never stale, no focus refetch, no polling, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.retry).toBe(false);
  });

  it('fetches the first key element with GET', async () => {
    const fetchMock = respond(Response.json([1, 2]));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/services', { ignored: true }] })).resolves.toEqual([
      1, 2,
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/services');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    respond(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
    respond(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
  });
});
