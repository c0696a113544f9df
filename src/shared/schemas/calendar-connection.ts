// A team member's calendar connection (issue 27): the owner sets a calendar's secret iCal address; afterwards only
// a masked form of it and the health of its background reads are shown.
import { z } from 'zod';

export const CALENDAR_URL_REQUIRED = "Paste the calendar's secret address in iCal format";

export const connectCalendarInputSchema = z.object({
  url: z
    .string({ error: CALENDAR_URL_REQUIRED })
    .trim()
    .min(1, CALENDAR_URL_REQUIRED)
    .max(2000, 'That address is too long to be a calendar address'),
});
export type ConnectCalendarInput = z.infer<typeof connectCalendarInputSchema>;

export const calendarConnectionSchema = z.object({
  kind: z.literal('ics'),
  /** The address masked: 'calendar.google.com/…f3a9.ics'. */
  addressHint: z.string(),
  /** When busy times were last read (null: never yet). */
  lastSyncedAt: z.string().nullable(),
  /** Busy times stored from the last read. */
  busyCount: z.number().int(),
  /** The last failure in plain words, cleared by a success. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** Failed reads in a row. */
  failures: z.number().int(),
  /** The next background read. */
  nextSyncAt: z.string(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const calendarConnectionStateSchema = z.object({ connection: calendarConnectionSchema.nullable() });
export type CalendarConnectionState = z.infer<typeof calendarConnectionStateSchema>;
