// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const created = {
  id: 'k1',
  name: 'Zapier',
  keyPrefix: 'bw_live_Ab3x',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  key: `bw_live_${'a'.repeat(43)}`,
};

function renderSection() {
  const view = renderWithApi(<ApiKeysSection timeZone="America/New_York" />, {
    'GET /api/api-keys': [],
    'POST /api/api-keys': created,
  });
  return { ...view, user: userEvent.setup() };
}

describe('ApiKeysSection', () => {
  it('refuses a key without a name with the schema’s message', async () => {
    const { user, writes } = renderSection();
    await user.type(screen.getByLabelText('Key name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please give the key a name.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('creates a key with the trimmed name and shows it once', async () => {
    const { user, writes } = renderSection();
    await user.type(screen.getByLabelText('Key name'), ' Zapier ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(created.key)).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ name: 'Zapier' });
    expect((screen.getByLabelText('Key name') as HTMLInputElement).value).toBe('');
  });
});
