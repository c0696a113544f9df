// Booking contracts: the create payload (public page and quick booking), owner changes, and the views returned.
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { localDateSchema } from './availability.ts';
import { bookingNotesSchema, clientNameSchema } from './booking-contact.ts';
import { phoneSchema } from './phone.ts';
import { heldResourceSchema } from './resource.ts';

export const BOOKING_STATUSES = [
  'pending',
  'pending_payment',
  'held',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** 'YYYY-MM-DDTHH:mm:00' (seconds optional) in the business's time zone; the server checks it is a real time. */
export const localDateTimeSchema = z
  .string({ error: 'Please choose a date and time' })
  .max(32)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?$/, 'Please choose a valid date and time.');

const optionalEmail = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  emailSchema.optional(),
);

export const clientDataSchema = z.object({
  firstName: clientNameSchema,
  lastName: z.string().trim().max(100).default(''),
  phone: phoneSchema(),
  email: optionalEmail,
});

export const createBookingInputSchema = z.object({
  /** Required for the public page; the signed-in owner may leave it out (their own business). */
  businessSlug: z.string().trim().min(1).max(100).optional(),
  serviceId: z
    .string({ error: 'Please select a valid service.' })
    .min(1, 'Please select a valid service.')
    .max(100),
  appointmentDate: localDateTimeSchema,
  clientData: clientDataSchema,
  notes: bookingNotesSchema.nullish(),
  teamMemberId: z.string().min(1).max(100).nullish(),
});
export type CreateBookingInput = z.infer<typeof createBookingInputSchema>;

export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().min(1).max(200, 'Idempotency-Key can be at most 200 characters').optional(),
});

export const updateBookingInputSchema = z
  .object({
    status: z.enum(['confirmed', 'completed', 'cancelled', 'no_show']).optional(),
    cancellationReason: z.string().trim().max(500).nullish(),
    appointmentDate: localDateTimeSchema.optional(),
    teamMemberId: z.string().min(1).max(100).optional(),
    notes: bookingNotesSchema.nullable().optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.appointmentDate !== undefined ||
      v.teamMemberId !== undefined ||
      v.notes !== undefined,
    'Nothing to change',
  )
  .refine((v) => v.cancellationReason == null || v.status === 'cancelled', {
    message: 'A cancellation reason can only be given when cancelling',
    path: ['cancellationReason'],
  });
export type UpdateBookingInput = z.infer<typeof updateBookingInputSchema>;

export const bookingViewSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  serviceId: z.string(),
  teamMemberId: z.string(),
  clientId: z.string(),
  /** ISO instant of the start; `dateTime` repeats it under the dashboard's name. */
  appointmentDate: z.string(),
  dateTime: z.string(),
  /** ISO instant the staff member is free again (duration plus the business's buffer). */
  endsAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  source: z.string(),
  /** A seat booking of a class (decision 036): its session and how many seats it takes; null otherwise. */
  classSessionId: z.string().nullable(),
  seats: z.number().nullable(),
  /** Name from the catalogue; price and duration as booked (later catalogue changes do not rewrite history). */
  service: z.object({ id: z.string(), name: z.string(), price: z.string(), duration: z.number() }),
  teamMember: z.object({ id: z.string(), name: z.string() }),
  /** A visit shared between members (decision 043): when `teamMember`'s part ends (its buffer included), and the
   * parts the others perform, each a run of its services with the buffer after it; null and [] otherwise. */
  memberEndsAt: z.string().nullable(),
  otherParts: z.array(
    z.object({ teamMemberId: z.string(), memberName: z.string(), startsAt: z.string(), endsAt: z.string() }),
  ),
  client: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  clientName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** POST /api/bookings: the booking and, for a customer's new booking, the link to its own page, where whoever holds
 * it may see, move or cancel that booking until it has passed (/client/{slug}/manage/{token}). */
export const createdBookingSchema = bookingViewSchema.extend({
  manageUrl: z.string().optional(),
  /** A booking held for its deposit ('pending_payment'): Stripe Checkout's page, where the customer pays. */
  checkoutUrl: z.string().optional(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const bookingEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  actorUserId: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** The series a booking is one appointment of (decision 030): its rule in words and every appointment of it. */
export const bookingSeriesViewSchema = z.object({
  id: z.string(),
  /** 'Every 2 weeks', 'Monthly on the 2nd Tuesday'. */
  description: z.string(),
  /** The rule the description says, for the app to say it in its reader's language: the first local date, how
   * often and every how many. */
  startsOn: z.string(),
  frequency: z.enum(['weekly', 'monthly']),
  interval: z.number(),
  occurrences: z.array(z.object({ id: z.string(), appointmentDate: z.string(), status: z.string() })),
});
export type BookingSeriesView = z.infer<typeof bookingSeriesViewSchema>;

/** One service of a visit (decision 037), as booked: when it starts, how long, its price. */
export const visitServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  startsAt: z.string(),
  duration: z.number(),
  price: z.string(),
  /** Who performs it: the booking's member, or another in a shared visit (decision 043). */
  teamMember: z.object({ id: z.string(), name: z.string() }),
});
export type VisitService = z.infer<typeof visitServiceSchema>;

export const bookingDetailSchema = bookingViewSchema.extend({
  history: z.array(bookingEventSchema),
  series: bookingSeriesViewSchema.nullable(),
  /** The resources' units the booking holds (or held, once it is over or cancelled). */
  resources: z.array(heldResourceSchema),
  /** A visit's services back to back, in order; empty for a booking of one service. */
  visitServices: z.array(visitServiceSchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const MAX_BOOKING_RANGE_DAYS = 92;

export const listBookingsQuerySchema = z.object({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  teamMemberId: z.string().min(1).max(100).optional(),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuerySchema>;

export const upcomingBookingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type UpcomingBookingsQuery = z.infer<typeof upcomingBookingsQuerySchema>;

export const upcomingBookingsSchema = z.object({
  items: z.array(bookingViewSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type UpcomingBookings = z.infer<typeof upcomingBookingsSchema>;
