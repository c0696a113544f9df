// Sending the booking page's booking, and saying how it went: fetched with step 3's code (booking-flow.tsx), not
// with the first screen, which has a bundle budget. One Idempotency-Key per attempt: a retry of the same request
// reuses it (a lost answer or a double click never books twice); any change to the request gets a fresh key.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { createBooking } from '#client/entities/bookings/api/create-booking.ts';
import { formatMemberNames, visitMembers } from '#client/entities/bookings/shared-visit.ts';
import { stepsTranslator } from '#client/entities/public-business/steps-i18n.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { randomId, splitName } from '#client/lib/format.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { intlLocale, isLocale, type PageLocale } from '#shared/i18n/locales.ts';
import type { ContactDetails } from '#shared/schemas/booking-contact.ts';
import type { CreateBookingRequest } from '#shared/schemas/booking-request.ts';
import type { PublicClassSession } from '#shared/schemas/class.ts';
import type { ConfirmedBooking } from './components/confirmation-dialog.tsx';

/** The last attempt's request and key, kept by the page between attempts (null after a booking). */
export type AttemptKey = { current: { request: string; key: string } | null };

/** What the customer chose on the page. */
export type BookingChoice = {
  slug: string;
  serviceId: string;
  date: string;
  time: string;
  /** 'any', or the member chosen. */
  teamMemberId: string;
  /** A class's session and the seats asked for (decision 036). */
  session: PublicClassSession | null;
  seats: number;
  /** A visit's further services, in order (decision 037). */
  extraServiceIds: string[];
  /** The page's language: the client's messages will speak it (not the pseudo-locale of the tests). */
  locale: PageLocale;
};

/** The business as the confirmation names it. */
type BookedWith = { name: string; currency: string; address: string | null };

/** The request for `choice`; `details` as the contact step's schema left them (trimmed, checked as the server will). */
function bookingRequest(choice: BookingChoice, details: ContactDetails): CreateBookingRequest {
  const { email, notes } = details;
  const { session, teamMemberId, extraServiceIds } = choice;
  return {
    businessSlug: choice.slug,
    serviceId: choice.serviceId,
    appointmentDate: `${choice.date}T${choice.time}:00`,
    clientData: { ...splitName(details.name), phone: details.phone, ...(email ? { email } : {}) },
    ...(notes ? { notes } : {}),
    ...(teamMemberId !== 'any' ? { teamMemberId } : {}),
    ...(session ? { classSessionId: session.id, seats: choice.seats } : {}),
    ...(extraServiceIds.length > 0 ? { extraServiceIds } : {}),
    ...(isLocale(choice.locale) ? { language: choice.locale } : {}),
  };
}

export type SubmitOutcome =
  | { kind: 'booked'; confirmed: ConfirmedBooking }
  /** Sent to Stripe's page to pay the deposit; the time is held meanwhile. */
  | { kind: 'paying' }
  /** Refused: `retime` when the time is no longer to be had (another must be chosen). */
  | { kind: 'failed'; retime: boolean };

export async function submitBooking(options: {
  choice: BookingChoice;
  details: ContactDetails;
  business: BookedWith;
  attempt: AttemptKey;
  messages: Messages;
  queryClient: QueryClient;
}): Promise<SubmitOutcome> {
  const { choice, business, attempt, queryClient } = options;
  const input = bookingRequest(choice, options.details);
  const t = stepsTranslator(options.messages);
  const request = JSON.stringify(input);
  if (attempt.current?.request !== request) attempt.current = { request, key: randomId() };
  try {
    const booking = await createBooking({ input, idempotencyKey: attempt.current.key });
    attempt.current = null;
    void invalidateBookingData(queryClient);
    // A service that takes a deposit: the time is held while the customer pays on Stripe's page.
    if (booking.checkoutUrl) {
      const stripe = await import('./stripe-return.ts');
      stripe.redirectToCheckout(booking.checkoutUrl, options.messages);
      return { kind: 'paying' };
    }
    toast({ title: t('booking.confirmedTitle'), description: t('booking.confirmedText') });
    return {
      kind: 'booked',
      confirmed: {
        id: booking.id,
        startsAt: booking.appointmentDate,
        date: choice.date,
        time: choice.time,
        serviceName: booking.service.name,
        durationMinutes: booking.service.duration,
        price: booking.service.price,
        currency: business.currency,
        // Everyone who performs it: 'Ana and Ben' for a visit shared between members (decision 043).
        staffName: formatMemberNames(visitMembers(booking), intlLocale(choice.locale)),
        businessName: business.name,
        address: business.address,
        manageUrl: booking.manageUrl ?? null,
      },
    };
  } catch (error) {
    // The server says its reason in the page's language (docs/decisions/046): a time taken meanwhile, booking turned
    // off, a full class. Too many tries and no connection are the page's own words.
    const status = errorStatus(error);
    const description =
      status === 429
        ? t('booking.tooManyTries')
        : error instanceof TypeError
          ? t('booking.offline')
          : errorMessage(error, t('booking.failedText'));
    toast({ title: t('booking.failedTitle'), description, variant: 'destructive' });
    const retime = status === 409 || status === 422;
    if (retime) void invalidateBookingData(queryClient);
    return { kind: 'failed', retime };
  }
}
