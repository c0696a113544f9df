// Waitlist contracts: joining from the booking page, the customer's own link, and the owner's list.
import { z } from 'zod';
import { DAY_PARTS, MAX_WAITLIST_WINDOWS } from '#shared/domain/waitlist-windows.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { localDateSchema } from './availability.ts';
import { clientDataSchema, localDateTimeSchema } from './booking.ts';

/** Written from its constant: the catalog test holds the server's catalog to it (docs/decisions/046). */
export const TOO_MANY_DATES_MESSAGE = `Please choose at most ${MAX_WAITLIST_WINDOWS} dates.`;

export const waitlistWindowSchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema.optional(),
    part: z
      .enum(DAY_PARTS, { error: 'Please choose any time, morning, afternoon or evening.' })
      .default('any'),
  })
  .refine((w) => w.to === undefined || w.to >= w.from, {
    message: 'The last date must be on or after the first.',
    path: ['to'],
  });

export const joinWaitlistInputSchema = z.object({
  businessSlug: z.string().trim().min(1).max(100),
  serviceId: z
    .string({ error: 'Please select a valid service.' })
    .min(1, 'Please select a valid service.')
    .max(100),
  teamMemberId: z.string().min(1).max(100).nullish(),
  windows: z
    .array(waitlistWindowSchema)
    .min(1, 'Please choose at least one date.')
    .max(MAX_WAITLIST_WINDOWS, TOO_MANY_DATES_MESSAGE),
  clientData: clientDataSchema,
  /** A full class session to wait in (decision 036), and the seats wanted (1 unless given); its date is the window. */
  classSessionId: z.string().min(1).max(100).optional(),
  seats: z.number().int().min(1).max(200).optional(),
  /** The booking page's language: the entry's messages (the confirmation, the offers) are written in it. */
  language: z.enum(LOCALES).optional(),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistInputSchema>;

export const WAITLIST_STATUSES = ['active', 'booked', 'left', 'removed', 'expired'] as const;
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

const windowViewSchema = z.object({ from: z.string(), to: z.string().optional(), part: z.enum(DAY_PARTS) });

export const waitlistOfferViewSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  teamMemberName: z.string(),
  status: z.enum(WAITLIST_OFFER_STATUSES),
  expiresAt: z.string(),
});
export type WaitlistOfferView = z.infer<typeof waitlistOfferViewSchema>;

/** What the customer's link shows: their entry, the time offered now (if any), and their booking once booked. */
export const publicWaitlistEntrySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  businessSlug: z.string(),
  timezone: z.string(),
  serviceName: z.string(),
  teamMemberName: z.string().nullable(),
  windows: z.array(windowViewSchema),
  /** The windows as people read them ('Tue, Dec 1, morning (before 12:00)'). */
  windowLabels: z.array(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  offer: waitlistOfferViewSchema.nullable(),
  /** Once an offer was accepted: the booking's own manage page. */
  manageUrl: z.string().nullable(),
});
export type PublicWaitlistEntry = z.infer<typeof publicWaitlistEntrySchema>;

export const joinedWaitlistSchema = publicWaitlistEntrySchema.extend({ link: z.string() });
export type JoinedWaitlist = z.infer<typeof joinedWaitlistSchema>;

export const offerDecisionInputSchema = z.object({ offerId: z.string().min(1).max(100) });

export const acceptedOfferSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  manageUrl: z.string(),
});
export type AcceptedOffer = z.infer<typeof acceptedOfferSchema>;

/** The owner's list: active entries (optionally of one local date or one service), in joining order. */
export const listWaitlistQuerySchema = z.object({
  date: localDateSchema.optional(),
  serviceId: z.string().min(1).max(100).optional(),
});

export const waitlistEntryViewSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  teamMemberId: z.string().nullable(),
  teamMemberName: z.string().nullable(),
  clientName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  windows: z.array(windowViewSchema),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  offer: waitlistOfferViewSchema.nullable(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

export const ownerOfferInputSchema = z.object({
  appointmentDate: localDateTimeSchema,
  teamMemberId: z.string().min(1, 'Please choose a team member.').max(100),
});
export type OwnerOfferInput = z.infer<typeof ownerOfferInputSchema>;

/** The dashboard's figure: cancelled time refilled from the waitlist this calendar month, and what it was worth. */
export const waitlistSummarySchema = z.object({
  enabled: z.boolean(),
  active: z.number(),
  refilledThisMonth: z.number(),
  /** The booked price of those bookings, a 2-decimal string. */
  revenueSaved: z.string(),
});
export type WaitlistSummary = z.infer<typeof waitlistSummarySchema>;

export const WAITLIST_OFF_MESSAGE = 'This business is not taking waitlist entries right now.';
export const OFFER_GONE_MESSAGE = 'This time is no longer held for you. You are still on the waitlist.';
