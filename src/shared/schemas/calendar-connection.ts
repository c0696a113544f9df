// A team member's calendar connection (issue 27): the owner gives a calendar's secret iCal address (read-only) or a
// CalDAV calendar's address, user name and app password (two-way); afterwards only a masked form of it and the
// health of its background syncs are shown.
import { z } from 'zod';

export const CALENDAR_URL_REQUIRED = "Paste the calendar's secret address in iCal format";
export const CALDAV_URL_REQUIRED = "Enter the CalDAV calendar's address";
export const CALDAV_USERNAME_REQUIRED = 'Enter the user name of the calendar account';
export const CALDAV_PASSWORD_REQUIRED = 'Enter an app password for the calendar account';

const tooLong = 'That address is too long to be a calendar address';

export const icsInputSchema = z.object({
  kind: z.literal('ics').optional(),
  url: z.string({ error: CALENDAR_URL_REQUIRED }).trim().min(1, CALENDAR_URL_REQUIRED).max(2000, tooLong),
});

export const caldavInputSchema = z.object({
  kind: z.literal('caldav'),
  url: z.string({ error: CALDAV_URL_REQUIRED }).trim().min(1, CALDAV_URL_REQUIRED).max(2000, tooLong),
  username: z
    .string({ error: CALDAV_USERNAME_REQUIRED })
    .trim()
    .min(1, CALDAV_USERNAME_REQUIRED)
    .max(200, 'That user name is too long'),
  password: z
    .string({ error: CALDAV_PASSWORD_REQUIRED })
    .min(1, CALDAV_PASSWORD_REQUIRED)
    .max(500, 'That password is too long'),
});

/** Without a kind, an iCal address (as before CalDAV came). */
export const connectCalendarInputSchema = z.union([caldavInputSchema, icsInputSchema]);
export type ConnectCalendarInput = z.infer<typeof connectCalendarInputSchema>;
export type IcsInput = z.infer<typeof icsInputSchema>;
export type CaldavInput = z.infer<typeof caldavInputSchema>;

export const calendarConnectionSchema = z.object({
  /** 'ics': read-only by secret address; 'caldav': two-way, the member's bookings are written to it. */
  kind: z.enum(['ics', 'caldav']),
  /** The address masked: 'calendar.google.com/…f3a9.ics', or 'maya at caldav.fastmail.com/…maya/' for CalDAV. */
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
