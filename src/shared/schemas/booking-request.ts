// What POST /api/bookings takes: a booking (booking.ts's createBookingInputSchema), or a seat booking of a class.
// Apart from createBookingInputSchema so that the booking page's first download does not carry it.
import { z } from 'zod';
import { VISIT_MESSAGES } from '../domain/visit.ts';
import { LOCALES } from '../i18n/locales.ts';
import { extraServiceIdsSchema, firstServiceOnce } from './availability-query.ts';
import { createBookingInputSchema } from './booking.ts';
import { idSchema, MAX_CLASS_CAPACITY } from './class.ts';

/** POST /api/bookings: a booking, a visit of several services (`extraServiceIds`), or a seat booking of a class
 * naming its session (whose local start `appointmentDate` repeats) and how many seats (1 unless given; at most the
 * class's per-booking maximum); `language`, the page's, for the client's messages. */
export const createBookingRequestSchema = createBookingInputSchema
  .extend({
    classSessionId: idSchema.optional(),
    seats: z.number().int().min(1).max(MAX_CLASS_CAPACITY).optional(),
    extraServiceIds: extraServiceIdsSchema.optional(),
    /** The booking page's language: the client's messages are written in it from now on. */
    language: z.enum(LOCALES).optional(),
  })
  .refine(firstServiceOnce.check, firstServiceOnce.params)
  .refine((v) => !(v.classSessionId && v.extraServiceIds?.length), {
    message: VISIT_MESSAGES.notWithClass,
    path: ['extraServiceIds'],
  });
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;
