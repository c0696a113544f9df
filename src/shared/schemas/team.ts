// Team-member (staff) contracts: what an owner sends, what the owner and the public booking page read.
import { z } from 'zod';
import { looksLikePhone } from '../domain/phone.ts';
import { optionalImageUrlSchema } from './business.ts';

export const TEAM_ROLES = ['staff', 'manager'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  role: 'Role must be staff or manager',
  specialty: 'Each specialty must be 1 to 50 characters',
  specialties: 'At most 20 specialties',
  color: 'Color must be a hex value such as #10b981',
  serviceIds: 'serviceIds must be a list of service ids',
  notFound: 'Team member not found',
  lastActive: 'Every business needs at least one active team member, so this one has to stay active.',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const nameSchema = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.nameRequired)
  .max(100, TEAM_MESSAGES.nameTooLong);
const emailSchema = z
  .preprocess(
    blankToNull,
    z
      .string({ error: TEAM_MESSAGES.email })
      .trim()
      .toLowerCase()
      .pipe(z.email(TEAM_MESSAGES.email).max(254, TEAM_MESSAGES.email))
      .nullable(),
  )
  .optional();
const phoneSchema = z
  .preprocess(
    blankToNull,
    z
      .string({ error: TEAM_MESSAGES.phone })
      .trim()
      .min(10, TEAM_MESSAGES.phone)
      .max(40, TEAM_MESSAGES.phone)
      .refine(looksLikePhone, TEAM_MESSAGES.phone)
      .nullable(),
  )
  .optional();
const specialtiesSchema = z
  .array(
    z
      .string({ error: TEAM_MESSAGES.specialty })
      .trim()
      .min(1, TEAM_MESSAGES.specialty)
      .max(50, TEAM_MESSAGES.specialty),
    {
      error: TEAM_MESSAGES.specialty,
    },
  )
  .max(20, TEAM_MESSAGES.specialties);
const colorSchema = z
  .preprocess(
    blankToNull,
    z
      .string({ error: TEAM_MESSAGES.color })
      .regex(/^#[0-9a-fA-F]{6}$/, TEAM_MESSAGES.color)
      .transform((v) => v.toLowerCase())
      .nullable(),
  )
  .optional();
const serviceIdsSchema = z
  .array(z.string({ error: TEAM_MESSAGES.serviceIds }), { error: TEAM_MESSAGES.serviceIds })
  .max(500, TEAM_MESSAGES.serviceIds);

/** POST /api/team-members. Without serviceIds the new member performs every current service. */
export const createTeamMemberInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.role }).default('staff'),
  specialties: specialtiesSchema.default([]),
  isActive: z.boolean().default(true),
  photoUrl: optionalImageUrlSchema,
  color: colorSchema,
  serviceIds: serviceIdsSchema.optional(),
});
export type CreateTeamMemberInput = z.output<typeof createTeamMemberInputSchema>;

/** PATCH /api/team-members/{id}: only the changed fields; serviceIds replaces the whole assignment. */
export const updateTeamMemberInputSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema,
  phone: phoneSchema,
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.role }).optional(),
  specialties: specialtiesSchema.optional(),
  isActive: z.boolean().optional(),
  photoUrl: optionalImageUrlSchema,
  color: colorSchema,
  serviceIds: serviceIdsSchema.optional(),
});
export type UpdateTeamMemberInput = z.output<typeof updateTeamMemberInputSchema>;

/** What the booking page shows for choosing a staff member. */
export const publicTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  role: z.string(),
  specialties: z.array(z.string()),
  /** Active services this member performs. */
  serviceIds: z.array(z.string()),
});
export type PublicTeamMember = z.infer<typeof publicTeamMemberSchema>;

export const teamMemberSchema = publicTeamMemberSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  color: z.string().nullable(),
  displayOrder: z.number(),
  /** True for the owner's own member, created with the business. */
  isOwner: z.boolean(),
  /** Their connected calendar's health in brief (the full status: GET /api/team-members/{id}/calendar). */
  calendar: z.object({ lastSyncedAt: z.string().nullable(), lastError: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
