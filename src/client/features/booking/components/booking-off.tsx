// The booking page's message while the owner has turned online booking off (client customisation), in place of
// the steps, with the business's phone to book by.
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';

/** In place of the steps while the owner has turned online booking off. */
export function BookingOff({ phone }: { phone: string | null }) {
  return (
    <section
      aria-labelledby="booking-off-title"
      className="rounded-xl border bg-card p-6 text-center lg:col-span-2"
    >
      <h2 id="booking-off-title" className="text-lg font-semibold">
        Online booking is closed
      </h2>
      <p className="mt-2 text-muted-foreground">{ONLINE_BOOKING_OFF_MESSAGE}</p>
      {phone ? (
        <p className="mt-2">
          To book, call{' '}
          <a className="font-medium underline" href={`tel:${phone}`}>
            {phone}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
