// Sending the booking page's booking, and saying how it went: fetched with step 3's code (booking-flow.tsx), not
// with the first screen, which has a bundle budget. One Idempotency-Key per attempt: a retry of the same request
// reuses it (a lost answer or a double click never books twice); any change to the request gets a fresh key.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { createBooking } from '#client/entities/bookings/api/create-booking.ts';
import { stepsTranslator } from '#client/entities/public-business/steps-i18n.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { randomId } from '#client/lib/format.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import type { CreatedBooking } from '#shared/schemas/booking.ts';
import type { CreateBookingRequest } from '#shared/schemas/booking-request.ts';

/** The last attempt's request and key, kept by the page between attempts (null after a booking). */
export type AttemptKey = { current: { request: string; key: string } | null };

export type SubmitOutcome =
  | { kind: 'booked'; booking: CreatedBooking }
  /** Sent to Stripe's page to pay the deposit; the time is held meanwhile. */
  | { kind: 'paying' }
  /** Refused: `retime` when the time is no longer to be had (another must be chosen). */
  | { kind: 'failed'; retime: boolean };

export async function submitBooking(options: {
  input: CreateBookingRequest;
  attempt: AttemptKey;
  messages: Messages;
  queryClient: QueryClient;
}): Promise<SubmitOutcome> {
  const { input, attempt, queryClient } = options;
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
    return { kind: 'booked', booking };
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
