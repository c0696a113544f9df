// Team sign-in contracts: invitations to a team-member entry, the member's login status, the businesses a user
// belongs to, and the team's audit log.
import { z } from 'zod';
import { BUSINESS_ROLES } from '../access.ts';

export const INVITATION_DAYS = 7;

export const TEAM_ACCESS_MESSAGES = {
  email: 'Please enter a valid email',
  invitationNotFound: 'This invitation is not valid. Ask the business for a new one.',
  invitationExpired: 'This invitation has expired. Ask the business for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was withdrawn. Ask the business for a new one.',
  invitationOtherEmail: 'This invitation was sent to another email address. Sign in with that address.',
  ownerHasLogin: 'The owner signs in with their own account.',
  alreadyLinked: 'This team member can already sign in.',
  alreadyMember: "This account is already on this business's team.",
  noInvitation: 'There is no open invitation for this team member.',
  notLinked: 'This team member has no login yet.',
  businessNotFound: 'Business not found',
  invitationSent: 'Invitation sent',
  invitationRevokedToast: 'Invitation withdrawn',
  loginDeactivated: 'Login deactivated',
  loginReactivated: 'Login reactivated',
} as const;

/** One business the signed-in user belongs to, and their role in it. */
export const membershipSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  role: z.enum(BUSINESS_ROLES),
  /** The team-member entry the user is (their schedule); null for an owner without one. */
  teamMemberId: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/memberships and PUT /api/memberships/current: the business this session acts in, and all of them. */
export const membershipsSchema = z.object({
  current: membershipSchema.nullable(),
  all: z.array(membershipSchema),
});
export type Memberships = z.infer<typeof membershipsSchema>;

/** PUT /api/memberships/current */
export const switchBusinessInputSchema = z.object({
  businessId: z.string({ error: TEAM_ACCESS_MESSAGES.businessNotFound }).max(100),
});

export const TEAM_LOGIN_STATUSES = ['none', 'invited', 'expired', 'active', 'deactivated'] as const;
export type TeamLoginStatus = (typeof TEAM_LOGIN_STATUSES)[number];

/** A team member's login as the owner sees it (GET /api/team-access, one per member). */
export const teamAccessSchema = z.object({
  teamMemberId: z.string(),
  status: z.enum(TEAM_LOGIN_STATUSES),
  /** The invitation's address while invited or expired; the account's address once accepted. */
  email: z.string().nullable(),
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type TeamAccess = z.infer<typeof teamAccessSchema>;

/** POST /api/team-members/{id}/invitation: sends (or sends again, with a new link) the invitation. */
export const inviteInputSchema = z.object({
  email: z
    .string({ error: TEAM_ACCESS_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email(TEAM_ACCESS_MESSAGES.email).max(254, TEAM_ACCESS_MESSAGES.email)),
});

/** PUT /api/team-members/{id}/login: deactivate (sessions end at once, bookings stay) or reactivate. */
export const loginInputSchema = z.object({ active: z.boolean() });

/** GET /api/invitations/{token}: what the invite page shows before the person signs in (no secret). */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  memberName: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/accept: the link's token or the code from the email; the signed-in account joins. */
export const acceptInvitationInputSchema = z.object({
  token: z.string({ error: TEAM_ACCESS_MESSAGES.invitationNotFound }).trim().min(1).max(200),
});

export const TEAM_AUDIT_ACTIONS = [
  'invitation_sent',
  'invitation_revoked',
  'invitation_accepted',
  'role_changed',
  'login_deactivated',
  'login_reactivated',
] as const;

/** GET /api/team-audit: newest first, at most 200. */
export const teamAuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  actorEmail: z.string(),
  /** The team member it concerns. */
  memberName: z.string(),
  /** e.g. the invited address, or 'staff → manager'. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamAuditEntry = z.infer<typeof teamAuditEntrySchema>;
