// The client's own place (issue 14): sign-in by code, the client's bookings, profile and reviews. Shared by the
// server routes (/api/client-auth/*, /api/client/*) and the client dashboard at /client/{slug}.
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { BOOKING_STATUSES, localDateTimeSchema } from './booking.ts';
import { dateOfBirthSchema } from './client.ts';
import { phoneSchema } from './phone.ts';

const businessSlug = z
  .string({ error: 'Business is required' })
  .trim()
  .min(1, 'Business is required')
  .max(100, 'Business is required');

/** Who the code goes to: exactly one of an email address or a phone number. */
const destination = z
  .object({
    businessSlug,
    email: emailSchema.optional(),
    phone: z.string().trim().max(40, 'Please enter a valid phone number').optional(),
  })
  .refine((v) => (v.email ? 1 : 0) + (v.phone ? 1 : 0) === 1, {
    message: 'Enter your email address or your phone number',
    path: ['email'],
  });

export const clientAuthStartSchema = destination;
export type ClientAuthStartInput = z.infer<typeof clientAuthStartSchema>;

/** The same answer whether or not the client exists (no enumeration). */
export const CLIENT_CODE_SENT_MESSAGE =
  'If we know you, a sign-in code is on its way. It is valid for 15 minutes.';

export const clientAuthVerifySchema = z.intersection(
  destination,
  z.object({
    code: z
      .string({ error: 'Enter the 6-digit code' })
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  }),
);
export type ClientAuthVerifyInput = z.infer<typeof clientAuthVerifySchema>;

/** The one-time link: /client/{slug}?signin={token} (POSTed by the page to /api/client-auth/link). */
export const clientAuthLinkSchema = z.object({
  token: z
    .string({ error: 'This sign-in link is not valid' })
    .min(1)
    .max(200, 'This sign-in link is not valid'),
});

export const clientMessagePreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  reminders: z.boolean(),
});
export type ClientMessagePreferences = z.infer<typeof clientMessagePreferencesSchema>;

/** GET /api/client/me: the signed-in client and the business they are signed in to. */
export const clientMeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  dateOfBirth: z.string().nullable(),
  preferences: clientMessagePreferencesSchema,
  business: z.object({ slug: z.string(), name: z.string() }),
});
export type ClientMe = z.infer<typeof clientMeSchema>;

/** PATCH /api/client/profile. */
export const clientProfileInputSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Name is required').max(100, 'Name can be at most 100 characters'),
    lastName: z.string().trim().max(100, 'Last name can be at most 100 characters'),
    email: z.union([emailSchema, z.literal('')]),
    phone: phoneSchema(),
    dateOfBirth: dateOfBirthSchema,
    preferences: clientMessagePreferencesSchema,
  })
  .partial()
  .strict();
export type ClientProfileInput = z.infer<typeof clientProfileInputSchema>;

/** One of the client's bookings, as the client dashboard reads it (the calendar's booking fields). */
export const clientPortalBookingSchema = z.object({
  id: z.string(),
  /** ISO instant of the start. */
  appointmentDate: z.string(),
  serviceId: z.string(),
  /** A visit's other services, in order (decision 037): 'Book again' offers the whole visit. Empty for one service. */
  extraServiceIds: z.array(z.string()),
  service: z.object({ name: z.string(), duration: z.number(), price: z.string() }),
  teamMember: z.object({ id: z.string(), name: z.string() }),
  client: z.object({ firstName: z.string(), lastName: z.string() }),
  status: z.enum(BOOKING_STATUSES),
  /** Null when the client may cancel or reschedule; else why not (the cut-off, a past or closed booking…). */
  changeBlockedReason: z.string().nullable(),
  /** A completed visit the client has not reviewed yet. */
  canReview: z.boolean(),
  /** The business lets clients make a visit repeat, and this one can be (booked or completed, not repeating yet). */
  canRepeat: z.boolean(),
});
export type ClientPortalBooking = z.infer<typeof clientPortalBookingSchema>;

/** GET /api/client/bookings: upcoming soonest first, history newest first. */
export const clientBookingsResponseSchema = z.object({
  upcoming: z.array(clientPortalBookingSchema),
  history: z.array(clientPortalBookingSchema),
});
export type ClientBookingsResponse = z.infer<typeof clientBookingsResponseSchema>;

/** POST /api/client/bookings/{id}/reschedule: a new start (business-local), optionally another staff member. */
export const clientRescheduleInputSchema = z.object({
  appointmentDate: localDateTimeSchema,
  teamMemberId: z.string().min(1).max(100).nullish(),
});
export type ClientRescheduleInput = z.infer<typeof clientRescheduleInputSchema>;

/** POST /api/client/reviews. */
export const createReviewInputSchema = z.object({
  bookingId: z.string({ error: 'Choose the visit to review' }).min(1, 'Choose the visit to review').max(100),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z.string().trim().max(2000, 'Your review can be at most 2000 characters').optional(),
});
export type CreateReviewInput = z.infer<typeof createReviewInputSchema>;

/** A review as anyone may read it: first name and last initial, never contact details. */
export const publicReviewSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/businesses/{slug}/reviews?page=1: newest first, hidden reviews excluded. */
export const publicReviewsPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  /** Average of all visible reviews, one decimal; null when there are none. */
  average: z.number().nullable(),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicReviewsPage = z.infer<typeof publicReviewsPageSchema>;
