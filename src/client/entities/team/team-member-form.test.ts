import { describe, expect, it } from 'vitest';
import {
  initialsOf,
  splitSpecialties,
  teamMemberFormDefaults,
  teamMemberFormSchema,
} from './team-member-form.ts';

describe('team member form', () => {
  it('reads specialties as a comma list', () => {
    expect(splitSpecialties(' Fades, beard trims, ,')).toEqual(['Fades', 'beard trims']);
  });

  it('makes initials for avatars without a photo', () => {
    expect(initialsOf('Avery Stone')).toBe('AS');
    expect(initialsOf('Jo')).toBe('JO');
    expect(initialsOf(' ')).toBe('?');
  });

  it('gives a new member every service and turns blanks into nulls', () => {
    const defaults = teamMemberFormDefaults(undefined, { allServiceIds: ['a', 'b'], memberCount: 1 });
    expect(defaults.serviceIds).toEqual(['a', 'b']);
    const parsed = teamMemberFormSchema.parse({ ...defaults, name: 'Jordan', specialties: 'Fades, Colour' });
    expect(parsed).toMatchObject({
      name: 'Jordan',
      email: null,
      phone: null,
      specialties: ['Fades', 'Colour'],
    });
  });

  it("shows the shared schema's messages", () => {
    const defaults = teamMemberFormDefaults(undefined, { allServiceIds: [], memberCount: 0 });
    const result = teamMemberFormSchema.safeParse({ ...defaults, email: 'nope', phone: '123' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Please enter a valid email',
        'Please enter a valid phone number',
      ]),
    );
  });
});
