// Component tests of signed-in screens: renderWithApi inside the session provider and a router at `path`, with the
// signed-in hint cookie set so the session is asked for (answer 'GET /api/auth/user' and 'GET /api/memberships').
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '#client/entities/session/auth-context.tsx';
import type { BusinessRole } from '#shared/access.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { renderWithApi } from './render-with-api.tsx';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie the server sets and clears, as the browser holds it
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** GET /api/memberships for someone in `businesses`, acting in the first. */
export function membershipsOf(...businesses: Array<{ id: string; name: string; role: BusinessRole }>) {
  const all = businesses.map((b) => ({
    businessId: b.id,
    businessName: b.name,
    role: b.role,
    teamMemberId: b.role === 'owner' ? null : `member-of-${b.id}`,
  }));
  return { current: all[0] ?? null, all };
}

export function renderSignedIn(
  ui: ReactNode,
  answers: Record<string, unknown>,
  { path = '/', signedIn = true }: { path?: string; signedIn?: boolean } = {},
) {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie the server sets at sign-in
  if (signedIn) document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const memory = memoryLocation({ path, record: true });
  const view = renderWithApi(
    <Router hook={memory.hook}>
      <AuthProvider>{ui}</AuthProvider>
    </Router>,
    {
      'GET /api/auth/user': signedIn
        ? { id: 'u1', email: 'jordan@salon.test', firstName: 'Jordan' }
        : Response.json({ message: 'Not signed in' }, { status: 401 }),
      ...answers,
    },
  );
  return { ...view, memory, user: userEvent.setup() };
}
