// The team-member dialog's form: the shared member rules, with specialties typed as a comma list.
import { z } from 'zod';
import { through } from '#client/entities/business/form-schema.ts';
import { createTeamMemberInputSchema, type TeamMember, type TeamRole } from '#shared/schemas/team.ts';

/** 'Fades, beard trims, ' → ['Fades', 'beard trims']. */
export function splitSpecialties(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const shape = createTeamMemberInputSchema.shape;

export const teamMemberFormSchema = z.object({
  name: shape.name,
  email: through(z.string(), shape.email),
  phone: through(z.string(), shape.phone),
  role: shape.role.unwrap(),
  specialties: through(z.string().transform(splitSpecialties), shape.specialties.unwrap()),
  color: through(z.string(), shape.color),
  photoUrl: through(z.string().nullable(), shape.photoUrl),
  serviceIds: z.array(z.string()),
});

export type TeamMemberFormValues = {
  name: string;
  email: string;
  phone: string;
  role: TeamRole;
  specialties: string;
  color: string;
  photoUrl: string | null;
  serviceIds: string[];
};
export type TeamMemberFormOutput = z.output<typeof teamMemberFormSchema>;

/** Calendar colours a new member starts with, picked by how many members exist. */
export const MEMBER_COLORS = [
  '#10b981',
  '#3b82f6',
  '#f59e0b',
  '#8b5cf6',
  '#ef4444',
  '#14b8a6',
  '#ec4899',
  '#6366f1',
];

export function teamMemberFormDefaults(
  member: TeamMember | undefined,
  options: { allServiceIds: string[]; memberCount: number },
): TeamMemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    role: member?.role === 'manager' ? 'manager' : 'staff',
    specialties: member?.specialties.join(', ') ?? '',
    color: member?.color ?? MEMBER_COLORS[options.memberCount % MEMBER_COLORS.length] ?? '#10b981',
    photoUrl: member?.photoUrl ?? null,
    // A new member performs every service until the owner says otherwise (the server's default too).
    serviceIds: member?.serviceIds ?? options.allServiceIds,
  };
}

/** Initials for an avatar without a photo: 'Avery Stone' → 'AS'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts.at(-1)?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
