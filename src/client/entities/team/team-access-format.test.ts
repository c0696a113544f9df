import { describe, expect, it } from 'vitest';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { teamLoginActions, teamLoginLine } from './team-access-format.ts';

const base: TeamAccess = {
  teamMemberId: 'm1',
  status: 'none',
  email: null,
  invitedAt: null,
  expiresAt: null,
  acceptedAt: null,
};

describe('teamLoginLine', () => {
  it('says who can sign in and since when, in the business zone', () => {
    const access = { ...base, status: 'active', email: 'ana@salon.test', acceptedAt: '2026-06-10T02:00:00Z' };
    // 02:00 UTC on the 10th is still the 9th in New York.
    expect(teamLoginLine({ ...access, status: 'active' }, 'America/New_York')).toBe(
      'Can sign in · ana@salon.test · since Jun 9, 2026',
    );
  });

  it('says where an open invitation went and when it expires', () => {
    const access: TeamAccess = {
      ...base,
      status: 'invited',
      email: 'ana@salon.test',
      invitedAt: '2026-06-01T12:00:00Z',
      expiresAt: '2026-06-08T12:00:00Z',
    };
    expect(teamLoginLine(access, 'UTC')).toBe('Invited · ana@salon.test · expires Jun 8, 2026');
  });

  it('has fixed words for an expired invitation and a deactivated login, and nothing without a login', () => {
    expect(teamLoginLine({ ...base, status: 'expired', email: 'a@b.test' }, 'UTC')).toBe(
      'Invitation expired',
    );
    expect(teamLoginLine({ ...base, status: 'deactivated' }, 'UTC')).toBe('Login deactivated');
    expect(teamLoginLine({ ...base, status: 'none' }, 'UTC')).toBeNull();
    expect(teamLoginLine(undefined, 'UTC')).toBeNull();
  });
});

describe('teamLoginActions', () => {
  it('offers what each status allows', () => {
    expect(teamLoginActions('none')).toEqual(['invite']);
    expect(teamLoginActions('invited')).toEqual(['resend', 'withdraw']);
    expect(teamLoginActions('expired')).toEqual(['resend']);
    expect(teamLoginActions('active')).toEqual(['deactivate']);
    expect(teamLoginActions('deactivated')).toEqual(['reactivate']);
  });
});
