// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { TeamAuditEntry } from '#shared/schemas/team-access.ts';
import { TeamActivitySection } from './team-activity-section.tsx';

const entry = (overrides: Partial<TeamAuditEntry>): TeamAuditEntry => ({
  id: 'a1',
  action: 'invitation_sent',
  actorEmail: 'owner@salon.test',
  memberName: 'Jordan Lee',
  detail: 'jordan@salon.test',
  createdAt: '2026-06-10T02:30:00Z',
  ...overrides,
});

describe('TeamActivitySection', () => {
  it('lists who did what to whom, newest first, in the business’s zone', async () => {
    renderWithApi(<TeamActivitySection timeZone="America/New_York" />, {
      'GET /api/team-audit': [
        entry({ id: 'a2', action: 'login_deactivated', detail: null, createdAt: '2026-06-11T15:00:00Z' }),
        entry({}),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Team activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'owner@salon.test deactivated the login of Jordan LeeThu, Jun 11, 2026 at 11:00 AM',
      'owner@salon.test sent an invitation to Jordan Leejordan@salon.test · Tue, Jun 9, 2026 at 10:30 PM',
    ]);
  });

  it('says so when nothing has happened yet', async () => {
    renderWithApi(<TeamActivitySection timeZone="UTC" />, { 'GET /api/team-audit': [] });
    expect(await screen.findByText(/No team activity yet/)).toBeTruthy();
  });
});
