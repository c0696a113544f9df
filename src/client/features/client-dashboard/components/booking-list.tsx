// A list of the client's bookings (upcoming or past), or what to say when there are none.
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { BookingCard, type BookingCardProps } from './booking-card.tsx';

export type BookingListProps = Omit<BookingCardProps, 'booking' | 'bookAgainHref'> & {
  bookings: ClientPortalBooking[];
  emptyText: string;
  bookHref: (serviceIds?: readonly string[]) => string;
};

export function BookingList({ bookings, emptyText, bookHref, ...card }: BookingListProps) {
  if (bookings.length === 0) return <p className="py-6 text-center text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            {...card}
            booking={booking}
            bookAgainHref={bookHref([booking.serviceId, ...booking.extraServiceIds])}
          />
        </li>
      ))}
    </ul>
  );
}
