// The booking flow's state: service → (staff) → date → time → contact → submit. Choices that stop making sense
// (a date with no times left, a time taken meanwhile) fall away as the availability changes; what the customer
// typed stays until a booking is made, so a conflict only asks for another time.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { useCreateBooking } from '#client/entities/bookings/api/create-booking.ts';
import {
  availabilityQueryKey,
  useAvailability,
} from '#client/entities/public-business/api/get-availability.ts';
import { BOOKING_DAYS, bookableDates } from '#client/entities/public-business/booking-dates.ts';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { splitName } from '#client/lib/format.ts';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';

import type { ContactDetails, ContactValues } from '#shared/schemas/booking-contact.ts';
import type { CreateBookingRequest } from '#shared/schemas/booking-request.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import type { PublicClassSession } from '#shared/schemas/class.ts';
import type { PublicService } from '#shared/schemas/service.ts';
import type { PublicTeamMember } from '#shared/schemas/team.ts';
import type { ConfirmedBooking } from './components/confirmation-dialog.tsx';

type Choice = {
  serviceId: string | null;
  teamMemberId: string;
  date: string | null;
  time: string | null;
  /** A class's session as its step listed it, and the seats asked for (decision 036). */
  session?: PublicClassSession | null;
  seats?: number;
};
const NOTHING: Choice = {
  serviceId: null,
  teamMemberId: 'any',
  date: null,
  time: null,
};
const NO_CONTACT: ContactValues = { name: '', phone: '', email: '', notes: '' };

export function useBookingFlow(options: {
  slug: string;
  business: PublicBusiness;
  businessName: string;
  services: PublicService[];
  team: PublicTeamMember[];
}) {
  const { slug, business, services, team } = options;
  const { t, messages } = usePublicI18n();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice>(NOTHING);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const [round, setRound] = useState(0);
  const [contact, setContact] = useState<ContactValues>(NO_CONTACT);
  const create = useCreateBooking();
  const idempotency = useIdempotencyKey();

  // The page's address on arrival, read once the page is live (the server renders no choice, so hydration matches
  // its markup): 'Book again' on the client dashboard opens /book/{slug}?service={id}, which chooses that service;
  // Stripe Checkout sends the customer back with ?payment=success|cancelled (decision 017).
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival, said in the language shown then.
  useEffect(() => {
    if (arrived.current || services.length === 0) return;
    arrived.current = true;
    const url = new URL(window.location.href);
    const wanted = url.searchParams.get('service');
    if (wanted && services.some((s) => s.id === wanted)) setChoice({ ...NOTHING, serviceId: wanted });
    const payment = url.searchParams.get('payment');
    if (payment === 'success' || payment === 'cancelled') {
      void import('./stripe-return.ts')
        .then((stripe) => stripe.announcePaymentReturn(url, payment, messages))
        .then((released) => {
          // The time let go shows as free again.
          if (released) void queryClient.invalidateQueries({ queryKey: availabilityQueryKey(slug) });
        });
    }
  }, [services, queryClient, slug]);

  const service = services.find((s) => s.id === choice.serviceId);
  const isClass = Boolean(service?.classMaxSeats);
  const staff = service && !isClass ? team.filter((m) => m.serviceIds.includes(service.id)) : [];
  const teamMemberId = staff.some((m) => m.id === choice.teamMemberId) ? choice.teamMemberId : 'any';
  const availability = useAvailability(
    slug,
    service && !isClass
      ? { serviceId: service.id, days: BOOKING_DAYS, ...(teamMemberId !== 'any' ? { teamMemberId } : {}) }
      : null,
  );
  // A class is booked by session (decision 036): its local start is the date and time the booking is made for.
  const session = (isClass && choice.session) || null;
  const start = session?.localStart;
  const dates = bookableDates(availability.data, new Date());
  const day = dates.find((d) => d.date === choice.date);
  const date = start ? start.slice(0, 10) : day ? day.date : null;
  const time = start
    ? start.slice(11, 16)
    : day?.slots.some((s) => s.time === choice.time && s.available)
      ? choice.time
      : null;
  const slot = day?.slots.find((s) => s.time === time);
  const staffName =
    session?.instructorName ?? staff.find((m) => m.id === teamMemberId)?.name ?? t('dateTime.anyStaff');

  const choose = (next: Partial<Choice>) => setChoice((c) => ({ ...c, ...next }));

  /** `details` as the contact step's schema left them: trimmed, and checked as the server will. */
  function submit(details: ContactDetails) {
    if (!service || !date || !time || !(slot || session)) return;
    const { email, notes } = details;
    const input: CreateBookingRequest = {
      businessSlug: slug,
      serviceId: service.id,
      appointmentDate: `${date}T${time}:00`,
      clientData: { ...splitName(details.name), phone: details.phone, ...(email ? { email } : {}) },
      ...(notes ? { notes } : {}),
      ...(teamMemberId !== 'any' ? { teamMemberId } : {}),
      ...(session ? { classSessionId: session.id, seats: choice.seats ?? 1 } : {}),
    };
    create.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: (booking) => {
          // A service that takes a deposit: the time is held while the customer pays on Stripe's page.
          const { checkoutUrl } = booking;
          if (checkoutUrl) {
            void import('./stripe-return.ts').then((stripe) =>
              stripe.redirectToCheckout(checkoutUrl, messages),
            );
            return;
          }
          toast({ title: t('booking.confirmedTitle'), description: t('booking.confirmedText') });
          setConfirmed({
            id: booking.id,
            startsAt: booking.appointmentDate,
            date,
            time,
            serviceName: booking.service.name,
            durationMinutes: booking.service.duration,
            price: booking.service.price,
            currency: business.currency,
            staffName: booking.teamMember.name,
            businessName: options.businessName,
            address: business.address,
            manageUrl: booking.manageUrl ?? null,
          });
          idempotency.reset();
          setChoice(NOTHING);
          setContact(NO_CONTACT);
          setRound((r) => r + 1);
        },
        onError: (error) => {
          toast({
            title: t('booking.failedTitle'),
            description: bookingFailure(error),
            variant: 'destructive',
          });
          if (errorStatus(error) === 409 || errorStatus(error) === 422) {
            choose({ time: null, session: null });
            void invalidateBookingData(queryClient);
          }
        },
      },
    );
  }

  /** The server's reason in the page's language where the page knows it (its messages are English, without a
   * code): a time taken meanwhile, booking turned off, too many tries, no connection; any other as the server
   * wrote it. */
  function bookingFailure(error: unknown): string {
    const message = errorMessage(error, t('booking.failedText'));
    const status = errorStatus(error);
    if (status === 409)
      return message === ONLINE_BOOKING_OFF_MESSAGE ? t('bookingOff.text') : t('booking.slotTaken');
    if (status === 429) return t('booking.tooManyTries');
    if (error instanceof TypeError) return t('booking.offline');
    return message;
  }

  return {
    service,
    staff,
    staffName,
    teamMemberId,
    availability,
    /** For a class (decision 036), what step 2 shows instead of dates and times: its sessions and seats. */
    classChoice:
      service && isClass ? { slug, service, session, seats: choice.seats ?? 1, onChange: choose } : undefined,
    dates,
    today: availability.data?.dates[0]?.date,
    timeZone: availability.data?.timezone ?? business.timezone,
    date,
    time,
    /** Increments after each booking, to remount the contact form without its messages. */
    round,
    contact,
    onContactChange: setContact,
    pending: create.isPending,
    confirmed,
    closeConfirmation: () => setConfirmed(null),
    chooseService: (serviceId: string) => choose({ serviceId, time: null }),
    chooseStaff: (id: string) => choose({ teamMemberId: id, time: null }),
    chooseDate: (value: string) => choose({ date: value, time: null }),
    chooseTime: (value: string) => choose({ time: value }),
    submit,
  };
}
