// Class contracts (decision 036): a service's seats, its sessions (one-off or weekly), what the booking page lists,
// and the instructor's roster.
import { z } from 'zod';
import { localDateSchema, timeOfDaySchema } from './availability.ts';
import { localDateTimeSchema } from './booking.ts';

export const MIN_CLASS_CAPACITY = 2;
export const MAX_CLASS_CAPACITY = 200;
/** How far ahead a weekly pattern's sessions are written (and so listed and bookable). */
export const CLASS_WEEKS_AHEAD = 12;

export const CLASS_MESSAGES = {
  capacity: `A class has ${MIN_CLASS_CAPACITY} to ${MAX_CLASS_CAPACITY} seats`,
  maxSeats: 'Seats per booking must be from 1 to the class size',
  notAClass: 'This service is not a class',
  sessionNotFound: 'Class session not found',
  scheduleNotFound: 'Weekly schedule not found',
  sessionCancelled: 'This class was cancelled.',
  sessionMoved: 'This class has moved. Please choose it again.',
  sessionStarted: 'This class has already started.',
  tooManySeats: (max: number) => `You can book at most ${max} ${max === 1 ? 'seat' : 'seats'} at a time.`,
  full: 'Sorry, this class is full.',
  notEnoughSeats: 'Sorry, there are not enough seats left in this class.',
  instructorBusy: 'The instructor has a booking or another class at that time.',
  roomTaken: 'The room is taken at that time.',
  instructorCannot: 'This team member does not teach this class.',
  seatBookingMove: 'A class booking cannot be moved: cancel it and book another session.',
  endsBeforeStart: 'The last date must be on or after the first',
  notAttendee: 'Attendee not found',
  seatsLeft: 'This class still has seats: book them instead.',
} as const;

const capacitySchema = z
  .number({ error: CLASS_MESSAGES.capacity })
  .int(CLASS_MESSAGES.capacity)
  .min(MIN_CLASS_CAPACITY, CLASS_MESSAGES.capacity)
  .max(MAX_CLASS_CAPACITY, CLASS_MESSAGES.capacity);
const maxSeatsSchema = z
  .number({ error: CLASS_MESSAGES.maxSeats })
  .int(CLASS_MESSAGES.maxSeats)
  .min(1, CLASS_MESSAGES.maxSeats)
  .max(MAX_CLASS_CAPACITY, CLASS_MESSAGES.maxSeats);

/** A service's class fields, in its create and change payloads: null capacity makes it one-to-one again. */
export const serviceClassFields = {
  classCapacity: capacitySchema.nullable().optional(),
  classMaxSeats: maxSeatsSchema.nullable().optional(),
};

export const idSchema = z.string().min(1).max(100);

/** POST /api/classes/sessions: one session at a local date-time. */
export const createClassSessionInputSchema = z.object({
  serviceId: idSchema,
  teamMemberId: idSchema,
  resourceId: idSchema.nullish(),
  startsAt: localDateTimeSchema,
});
export type CreateClassSessionInput = z.infer<typeof createClassSessionInputSchema>;

/** POST /api/classes/schedules: every `dayOfWeek` (0 Sunday) at `localTime` from `startsOn`, until `endsOn`. */
export const createClassScheduleInputSchema = z
  .object({
    serviceId: idSchema,
    teamMemberId: idSchema,
    resourceId: idSchema.nullish(),
    dayOfWeek: z.number().int().min(0).max(6),
    localTime: timeOfDaySchema,
    startsOn: localDateSchema,
    endsOn: localDateSchema.nullish(),
  })
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, {
    message: CLASS_MESSAGES.endsBeforeStart,
    path: ['endsOn'],
  });
export type CreateClassScheduleInput = z.infer<typeof createClassScheduleInputSchema>;

/** POST /api/classes/sessions/{id}/move */
export const moveClassSessionInputSchema = z.object({ startsAt: localDateTimeSchema });
/** POST /api/classes/sessions/{id}/cancel */
export const cancelClassSessionInputSchema = z.object({
  reason: z.string().trim().max(500).nullish(),
});
/** PUT /api/classes/sessions/{id}/attendees/{bookingId}/check-in */
export const checkInInputSchema = z.object({ checkedIn: z.boolean() });

export const classSessionSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  teamMemberId: z.string(),
  teamMemberName: z.string(),
  resourceId: z.string().nullable(),
  scheduleId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  seatsTaken: z.number(),
  status: z.enum(['scheduled', 'cancelled']),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

/** GET /api/classes/schedules: a weekly pattern with sessions still to come. `writtenUntil` is the last date its
 * sessions are written up to; it repeats while `endsOn` is later or unset. */
export const classScheduleSchema = z.object({
  id: z.string(),
  serviceName: z.string(),
  teamMemberName: z.string(),
  dayOfWeek: z.number(),
  localTime: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  writtenUntil: z.string(),
});
export type ClassSchedule = z.infer<typeof classScheduleSchema>;

/** What the schedule endpoint answers: the pattern and how many sessions it wrote. */
export const classScheduleResultSchema = z.object({ id: z.string(), sessionsCreated: z.number() });

export const attendeeSchema = z.object({
  bookingId: z.string(),
  clientName: z.string(),
  phone: z.string(),
  seats: z.number(),
  status: z.string(),
  checkedIn: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const rosterSchema = z.object({ session: classSessionSchema, attendees: z.array(attendeeSchema) });
export type Roster = z.infer<typeof rosterSchema>;

/** A session as the booking page lists it. `localStart` is what a booking of it sends as `appointmentDate`. */
export const publicClassSessionSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  localStart: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  seatsLeft: z.number(),
  instructorName: z.string(),
});
export type PublicClassSession = z.infer<typeof publicClassSessionSchema>;

/** GET /api/businesses/{slug}/classes/{serviceId}/sessions?from=YYYY-MM-DD (a week from that day). */
export const publicClassSessionsQuerySchema = z.object({ from: localDateSchema.optional() });
export const CLASS_LISTING_DAYS = 7;
