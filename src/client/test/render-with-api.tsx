// Component tests: render inside a fresh QueryClient with fetch answered from a table of `METHOD /path` → JSON
// (or a Response, for another status),
// and every request kept so a test can read what the form sent. Importing it unmounts, unstubs fetch and clears
// every mock's calls after each test, and gives `findBy…`/`waitFor` 15 s instead of 1: on CI two test passes share
// two cores, and a page's first render in another language (its code and catalogs fetched) took over 5 s there
// (2026-11-29: the Integrations and calendar pages in German). Waiting longer costs nothing when the page is quick.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

export type SentRequest = { method: string; path: string; body: unknown };

export function renderWithApi(ui: ReactNode, answers: Record<string, unknown>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${path}`;
      const answer = answers[key];
      if (answer instanceof Response) return answer.clone();
      if (!(key in answers)) return Response.json({ message: `No answer for ${key}` }, { status: 404 });
      return Response.json(answer);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, sent, writes: () => sent.filter((r) => r.method !== 'GET') };
}
