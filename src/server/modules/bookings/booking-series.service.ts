// Repeating bookings (decision 030): every date of a series checked with the same rules as one booking (and the
// nearest free time for each date that cannot be booked), then the chosen ones written in one transaction through
// the booking write path.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookingSeries, bookingServices, bookings, clients } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import {
  durationOf,
  requireTeamMember,
  visitDuration,
} from '#server/modules/availability/availability.service.ts';
import {
  type BookingMode,
  checkAppointmentFormat,
  nonexistentTimeError,
  OWNER_WINDOW_DAYS,
  policyFor,
} from '#server/modules/availability/booking-policy.ts';
import { loadSchedule, type Schedule } from '#server/modules/availability/schedule-data.ts';
import { decideFreeMembers } from '#server/modules/availability/slot-check.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import {
  type Business,
  clientsMayRepeat,
  settingsOf,
  visitsMayShare,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { sayInLanguage } from '#server/platform/error-messages.ts';
import type { User } from '#server/platform/session.ts';
import {
  addDaysToLocalDate,
  localDateOf,
  localTimeOf,
  parseLocalDateTime,
  parseTimeOfDay,
  startOfLocalDay,
} from '#shared/domain/local-time.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { describeRecurrence, occurrenceDates } from '#shared/domain/recurrence.ts';
import { findDaySlots } from '#shared/domain/slots.ts';
import { VISIT_MESSAGES, visitServiceIdsOf } from '#shared/domain/visit.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  type CreatedSeries,
  type CreateSeriesInput,
  type RepeatInput,
  recurrenceOf,
  repeatEndProblem,
  type SeriesOccurrence,
  type SeriesPreview,
} from '#shared/schemas/booking-series.ts';
import { type ManageLinks, writeSeriesOccurrence } from './booking-create.service.ts';
import { bookingNotFound } from './booking-queries.ts';

/** How many days either side of a date that cannot be booked are searched for the nearest free time. */
const ALTERNATIVE_DAYS = 3;
const NEAREST_DAYS = [0, ...Array.from({ length: ALTERNATIVE_DAYS }, (_, i) => [i + 1, -(i + 1)]).flat()];

/** A date of the preview someone is already booked at (a single booking's 'was just booked' speaks of a race). */
export const ALREADY_BOOKED_MESSAGE = 'Already booked at that time.';
export const ALREADY_REPEATS_MESSAGE = 'This booking already repeats.';
export const NONE_BOOKED_MESSAGE = 'None of the chosen appointments could be booked. Check the dates again.';

/** What a series repeats: the service (a visit's services: decision 037), the member (none: any free one) and the
 * first appointment's local time. */
type SeriesTarget = {
  serviceId: string;
  extraServiceIds?: string[];
  teamMemberId?: string | null;
  appointmentDate: string;
  repeat: RepeatInput;
};

/** The services of `business` a series books (a visit's in order; none a class) and its chosen member checked, or
 * 404. */
async function requireSeriesServices(db: Db, business: Business, target: SeriesTarget) {
  checkAppointmentFormat(target.appointmentDate);
  const notFound = new AppError('NOT_FOUND', 'Service not found');
  const ids = visitServiceIdsOf(target.serviceId, target.extraServiceIds) ?? [target.serviceId];
  if (!ids.every(isUuid)) throw notFound;
  const rows = await db
    .select()
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.businessId, business.id)));
  const found = ids.map((id) => rows.find((row) => row.id === id));
  if (!found.every((row) => row !== undefined)) throw notFound;
  if (found.length > 1 && found.some((row) => row.classCapacity !== null))
    throw new AppError('UNPROCESSABLE', VISIT_MESSAGES.notWithClass);
  if (target.teamMemberId) {
    await requireTeamMember(db, {
      businessId: business.id,
      teamMemberId: target.teamMemberId,
      activeOnly: true,
    });
  }
  return { service: found[0]!, visitServiceIds: found.length > 1 ? ids : undefined, found };
}

/**
 * Every date of the series at the first appointment's wall time, each checked as a single booking by `mode` would
 * be (the same engine, on one read of the schedule over the whole series), with the nearest free time for each
 * that cannot be booked: the same day first, then the days around it, nearest in time of day.
 */
export async function previewSeries(options: {
  db: Db;
  business: Business;
  mode: BookingMode;
  input: SeriesTarget;
  now: Date;
  /** The reader's language: why a date cannot be booked is said in it (docs/decisions/046). */
  locale: Locale;
}): Promise<SeriesPreview> {
  const { db, business, mode, input, now, locale } = options;
  const { service, visitServiceIds, found } = await requireSeriesServices(db, business, input);
  const settings = settingsOf(business);
  const firstDate = input.appointmentDate.slice(0, 10);
  const time = input.appointmentDate.slice(11, 16);
  const dates = occurrenceDates(firstDate, recurrenceOf(input.repeat));
  const teamMemberId = input.teamMemberId ?? undefined;
  const durationMinutes = visitDuration(found);
  const partMinutes = found.map(durationOf);
  const shareVisit = visitsMayShare(business);
  const schedule = await loadSchedule({
    db,
    businessId: business.id,
    serviceId: service.id,
    visitServiceIds,
    teamMemberId,
    range: {
      start: startOfLocalDay(addDaysToLocalDate(firstDate, -ALTERNATIVE_DAYS - 1), settings.timeZone),
      end: startOfLocalDay(
        addDaysToLocalDate(dates.at(-1) ?? firstDate, ALTERNATIVE_DAYS + 2),
        settings.timeZone,
      ),
    },
  });
  const reasonAt = (local: string): string | null => {
    const startsAt = parseLocalDateTime(local, settings.timeZone);
    const say = (error: AppError) => sayInLanguage(locale, error.message, error.said);
    if (!startsAt) return say(nonexistentTimeError(settings.timeZone));
    try {
      decideFreeMembers(
        {
          business,
          mode,
          serviceId: service.id,
          visitServiceIds,
          shareVisit,
          durationMinutes,
          partMinutes,
          startsAt,
          teamMemberId,
          now,
        },
        schedule,
      );
      return null;
    } catch (error) {
      if (error instanceof AppError)
        return error.code === 'CONFLICT' ? sayInLanguage(locale, ALREADY_BOOKED_MESSAGE) : say(error);
      throw error;
    }
  };
  const nearest = (date: string): string | null => {
    const wanted = parseTimeOfDay(time);
    for (const offset of NEAREST_DAYS) {
      const day = addDaysToLocalDate(date, offset);
      const free = findDaySlots({
        ...daySlotQuery({
          business,
          mode,
          schedule,
          serviceId: service.id,
          durationMinutes,
          partMinutes,
          visitServiceIds,
          shareVisit,
          teamMemberId,
          now,
        }),
        date: day,
      }).filter((slot) => slot.available);
      const best = free.reduce<(typeof free)[number] | null>((closest, slot) => {
        if (!closest) return slot;
        const distance = Math.abs(parseTimeOfDay(slot.time) - wanted);
        return distance < Math.abs(parseTimeOfDay(closest.time) - wanted) ? slot : closest;
      }, null);
      if (best) return `${day}T${best.time}:00`;
    }
    return null;
  };
  const occurrences: SeriesOccurrence[] = dates.map((date) => {
    const appointmentDate = `${date}T${time}:00`;
    const reason = reasonAt(appointmentDate);
    return { appointmentDate, available: !reason, reason, alternative: reason ? nearest(date) : null };
  });
  return { description: describeRecurrence(firstDate, input.repeat), occurrences };
}

/** The slot engine's query for one day of the series, under `mode`'s rules (the owner's wider grid). */
function daySlotQuery(options: {
  business: Business;
  mode: BookingMode;
  schedule: Schedule;
  serviceId: string;
  durationMinutes: number;
  partMinutes: number[];
  visitServiceIds?: string[];
  shareVisit: boolean;
  teamMemberId?: string;
  now: Date;
}) {
  const settings = settingsOf(options.business);
  return {
    timeZone: settings.timeZone,
    now: options.now,
    serviceId: options.serviceId,
    durationMinutes: options.durationMinutes,
    partMinutes: options.partMinutes,
    partServiceIds: options.visitServiceIds,
    shareVisit: options.shareVisit,
    businessHours: settings.hours,
    ...options.schedule,
    teamMemberId: options.teamMemberId,
    ...policyFor(options.mode, settings.rules),
  };
}

/**
 * The series and its chosen appointments in one transaction: each written by the booking write path (its own
 * statement, in a savepoint), so a time someone else took since the preview is reported in `notBooked` while the
 * rest stand. When none can be booked nothing is written (409).
 */
export async function createSeries(options: {
  db: Db;
  business: Business;
  mode: BookingMode;
  user: User | null;
  /** `extraServiceIds`: a visit's other services (a visit made to repeat). */
  input: CreateSeriesInput & { extraServiceIds?: string[] };
  now: Date;
  links: ManageLinks;
  /** A booking made to repeat: it becomes the series' first appointment (it is booked already). */
  joins?: string;
  /** A resubmit with the same key gets the first submit's answer, and books nothing more. */
  idempotencyKey?: string;
  /** The reader's language: why a chosen date was not booked is said in it, and kept so for a resubmit. */
  locale: Locale;
}): Promise<CreatedSeries> {
  const { db, business, mode, user, input, now, links, joins, idempotencyKey, locale } = options;
  const { service } = await requireSeriesServices(db, business, input);
  const phoneNormalized = normalizePhone(input.clientData.phone, phoneRegionForTimeZone(business.timezone));
  if (!phoneNormalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  const replay = () =>
    idempotencyKey
      ? seriesByKey(db, { businessId: business.id, key: idempotencyKey, phoneNormalized })
      : undefined;
  const bookSeries = async (): Promise<CreatedSeries> => {
    const firstDate = input.appointmentDate.slice(0, 10);
    const rule = recurrenceOf(input.repeat);
    const description = describeRecurrence(firstDate, rule);
    const seriesId = uuidv7();
    const chosen = [...input.occurrences].sort();
    const result = await db.transaction(async (tx) => {
      await tx.insert(bookingSeries).values({
        id: seriesId,
        businessId: business.id,
        serviceId: service.id,
        frequency: rule.frequency,
        interval: rule.interval,
        startsOn: firstDate,
        localTime: input.appointmentDate.slice(11, 16),
        endCount: 'count' in rule.end ? rule.end.count : null,
        endUntil: 'until' in rule.end ? rule.end.until : null,
        createdBy: mode === 'owner' ? 'owner' : 'client',
        idempotencyKey,
      });
      if (joins) {
        const joined = await tx
          .update(bookings)
          .set({ seriesId })
          .where(and(eq(bookings.id, joins), eq(bookings.businessId, business.id), isNull(bookings.seriesId)))
          .returning({ id: bookings.id });
        if (joined.length === 0) throw new AppError('CONFLICT', ALREADY_REPEATS_MESSAGE);
      }
      const booked: CreatedSeries['booked'] = [];
      const notBooked: CreatedSeries['notBooked'] = [];
      for (const appointmentDate of chosen) {
        const outcome = await writeSeriesOccurrence(tx, {
          businessId: business.id,
          mode,
          input: { ...input, appointmentDate },
          user,
          phoneNormalized,
          now,
          links,
          // The series' first new appointment confirms them all, a joined booking included.
          series: {
            id: seriesId,
            first: booked.length === 0,
            description,
            rule: { frequency: rule.frequency, interval: rule.interval },
          },
          bookingRules: business.bookingRules,
        });
        if ('booked' in outcome) booked.push({ bookingId: outcome.booked.id, appointmentDate });
        else {
          const { message, said } = outcome.refused;
          notBooked.push({ appointmentDate, reason: sayInLanguage(locale, message, said) });
        }
      }
      if (booked.length === 0) throw new AppError('CONFLICT', NONE_BOOKED_MESSAGE);
      const created: CreatedSeries = { seriesId, description, booked, notBooked };
      if (idempotencyKey) {
        await tx.update(bookingSeries).set({ outcome: created }).where(eq(bookingSeries.id, seriesId));
      }
      return created;
    });
    // The confirmation goes out now, not at the worker's next poll.
    outboxWritten(db);
    return result;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await bookSeries();
  } catch (error) {
    // Its twin committed first, under the same key: the twin's answer is this one's.
    if (isUniqueViolation(error, SERIES_KEY_UNIQUE)) {
      const twin = await replay();
      if (twin) return twin;
    }
    throw error;
  }
}

const SERIES_KEY_UNIQUE = 'booking_series_idempotency_unique';

/** The answer a series booked with this key got; 422 when the key came with another client's phone. */
async function seriesByKey(db: Db, options: { businessId: string; key: string; phoneNormalized: string }) {
  const [row] = await db
    .select({ outcome: bookingSeries.outcome, phoneNormalized: clients.phoneNormalized })
    .from(bookingSeries)
    .innerJoin(bookings, eq(bookings.seriesId, bookingSeries.id))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(
      and(eq(bookingSeries.businessId, options.businessId), eq(bookingSeries.idempotencyKey, options.key)),
    )
    .limit(1);
  if (!row?.outcome) return undefined;
  if (row.phoneNormalized !== options.phoneNormalized) {
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different booking.');
  }
  return row.outcome as CreatedSeries;
}

type RepeatRequest = {
  db: Db;
  business: Business;
  bookingId: string;
  repeat: RepeatInput;
  now: Date;
  /** The reader's language, for why a date cannot be booked (docs/decisions/046). */
  locale: Locale;
  /** The owner, or the booking's own client from their dashboard (their own visits only; another's is 404). */
  by: { kind: 'owner' } | { kind: 'client'; clientId: string };
};

export const CLIENTS_MAY_NOT_REPEAT_MESSAGE =
  'Repeating bookings are made by the business. Please contact them.';

/** The visits a client may make repeat: booked, or completed ('after a visit'). */
export const CLIENT_REPEATABLE_STATUSES: readonly string[] = ['confirmed', 'pending', 'completed'];

/**
 * A booking of `business` made to repeat: the series starts with it, at its time with its member and client. The
 * owner repeats a booking still to come (booking details); a client, where the business allows it, one of their
 * own visits, also after it (the client dashboard), by the customer's rules but for the booking window, which a
 * standing appointment is not held to. A booking that repeats already cannot; another business's is 404.
 */
async function repeatTarget(options: RepeatRequest) {
  const { db, business, bookingId, repeat, now, by } = options;
  if (!isUuid(bookingId)) throw bookingNotFound();
  if (by.kind === 'client' && !clientsMayRepeat(business))
    throw new AppError('CONFLICT', CLIENTS_MAY_NOT_REPEAT_MESSAGE);
  const [row] = await db
    .select({ booking: bookings, client: clients })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.businessId, business.id),
        by.kind === 'client' ? eq(bookings.clientId, by.clientId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw bookingNotFound();
  const { booking, client } = row;
  if (booking.seriesId) throw new AppError('CONFLICT', ALREADY_REPEATS_MESSAGE);
  const repeatable =
    by.kind === 'client'
      ? CLIENT_REPEATABLE_STATUSES.includes(booking.status)
      : ['confirmed', 'pending'].includes(booking.status) && booking.appointmentDate > now;
  if (!repeatable)
    throw new AppError(
      'CONFLICT',
      by.kind === 'client'
        ? 'Only a booked or completed visit can be made to repeat.'
        : 'Only a booking still to come can be made to repeat.',
    );
  const zone = business.timezone;
  const appointmentDate = `${localDateOf(booking.appointmentDate, zone)}T${localTimeOf(booking.appointmentDate, zone)}:00`;
  const problem = repeatEndProblem(repeat, appointmentDate.slice(0, 10));
  if (problem) throw new AppError('BAD_REQUEST', problem);
  // A visit repeats whole: its other services, in order (decision 037).
  const parts = await db
    .select({ serviceId: bookingServices.serviceId })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, booking.id))
    .orderBy(asc(bookingServices.position));
  const target = {
    serviceId: booking.serviceId,
    extraServiceIds: parts.slice(1).map((part) => part.serviceId),
    teamMemberId: booking.teamMemberId,
    appointmentDate,
    repeat,
  };
  return { booking, client, target };
}

/** How a repeat is checked and booked: the owner's rules, or the customer's without the booking window. */
function repeatPolicy(options: RepeatRequest): { business: Business; mode: BookingMode } {
  if (options.by.kind === 'owner') return { business: options.business, mode: 'owner' };
  const rules = settingsOf(options.business).rules;
  return {
    business: { ...options.business, bookingRules: { ...rules, bookingWindowDays: OWNER_WINDOW_DAYS } },
    mode: 'customer',
  };
}

/** The later dates of a booking made to repeat, checked as previewSeries checks them: the first is the booking,
 * and dates already passed (a client's repeat of a past visit) are left out. */
export async function previewRepeat(options: RepeatRequest): Promise<SeriesPreview> {
  const { target } = await repeatTarget(options);
  const preview = await previewSeries({ ...options, ...repeatPolicy(options), input: target });
  const today = localDateOf(options.now, options.business.timezone);
  return {
    ...preview,
    occurrences: preview.occurrences.slice(1).filter((o) => o.appointmentDate.slice(0, 10) >= today),
  };
}

/** A booking made to repeat: the chosen later dates booked as createSeries books them, the booking joining. */
export async function repeatBooking(
  options: RepeatRequest & { user: User | null; occurrences: string[]; links: ManageLinks },
): Promise<CreatedSeries> {
  const { booking, client, target } = await repeatTarget(options);
  return createSeries({
    ...options,
    ...repeatPolicy(options),
    joins: booking.id,
    input: {
      ...target,
      clientData: {
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
        email: client.email ?? undefined,
      },
      notes: booking.notes,
      occurrences: options.occurrences,
    },
  });
}
