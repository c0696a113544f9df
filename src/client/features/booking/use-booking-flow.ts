// The booking flow's state: service → (staff) → date → time → contact → submit. Choices that stop making sense
// (a date with no times left, a time taken meanwhile) fall away as the availability changes; what the customer
// typed stays until a booking is made, so a conflict only asks for another time.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  availabilityQueryKey,
  useAvailability,
} from '#client/entities/public-business/api/get-availability.ts';
import { BOOKING_DAYS, bookableDates } from '#client/entities/public-business/booking-dates.ts';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { VISIT_NAME_SEPARATOR } from '#shared/domain/visit.ts';
import type { ContactDetails, ContactValues } from '#shared/schemas/booking-contact.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import type { PublicClassSession } from '#shared/schemas/class.ts';
import type { PublicService } from '#shared/schemas/service.ts';
import type { PublicTeamMember } from '#shared/schemas/team.ts';
import type { ConfirmedBooking } from './components/confirmation-dialog.tsx';
import type { AttemptKey } from './submit-booking.ts';

type Choice = {
  serviceId: string | null;
  teamMemberId: string;
  date: string | null;
  time: string | null;
  /** The services added to the chosen one for a visit, in order (decision 037). */
  extras: string[];
  /** A class's session as its step listed it, and the seats asked for (decision 036). */
  session?: PublicClassSession | null;
  seats?: number;
};
const NOTHING: Choice = {
  serviceId: null,
  teamMemberId: 'any',
  date: null,
  time: null,
  extras: [],
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
  const { t, messages, locale } = usePublicI18n();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice>(NOTHING);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const [round, setRound] = useState(0);
  const [contact, setContact] = useState<ContactValues>(NO_CONTACT);
  const [pending, setPending] = useState(false);
  const attempt = useRef<AttemptKey['current']>(null);

  // The page's address on arrival, read once the page is live (the server renders no choice, so hydration matches
  // its markup): 'Book again' on the client dashboard opens /book/{slug}?service={id}, which chooses that service,
  // with a `service` more for each other service of a visit; Stripe Checkout sends the customer back with
  // ?payment=success|cancelled (decision 017).
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival, said in the language shown then.
  useEffect(() => {
    if (arrived.current || services.length === 0) return;
    arrived.current = true;
    const url = new URL(window.location.href);
    const [wanted, ...more] = url.searchParams.getAll('service');
    if (wanted && services.some((s) => s.id === wanted)) {
      setChoice({ ...NOTHING, serviceId: wanted, extras: [...new Set(more)].filter((id) => id !== wanted) });
    }
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

  const chosen = services.find((s) => s.id === choice.serviceId);
  const isClass = Boolean(chosen?.classMaxSeats);
  // A visit (decision 037): the chosen service and those added to it, back to back with one member.
  // In the order they were added ('Book again' brings a visit's own order); a service gone or a class is left out.
  const extras = isClass
    ? []
    : choice.extras.flatMap((id) => services.filter((s) => s.id === id && s !== chosen && !s.classMaxSeats));
  const parts = chosen ? [chosen, ...extras] : [];
  const service = chosen && extras.length > 0 ? visitOf(parts) : chosen;
  const staff = chosen && !isClass ? team.filter((m) => parts.every((s) => m.serviceIds.includes(s.id))) : [];
  const teamMemberId = staff.some((m) => m.id === choice.teamMemberId) ? choice.teamMemberId : 'any';
  const extraServiceIds = extras.map((s) => s.id);
  const availability = useAvailability(
    slug,
    chosen && !isClass
      ? {
          serviceId: chosen.id,
          days: BOOKING_DAYS,
          ...(teamMemberId !== 'any' ? { teamMemberId } : {}),
          ...(extras.length > 0 ? { extraServiceIds } : {}),
        }
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
  async function submit(details: ContactDetails) {
    if (!chosen || !date || !time || !(slot || session)) return;
    setPending(true);
    const { submitBooking } = await import('./submit-booking.ts');
    const outcome = await submitBooking({
      choice: {
        slug,
        serviceId: chosen.id,
        date,
        time,
        teamMemberId,
        session,
        seats: choice.seats ?? 1,
        extraServiceIds,
        locale,
      },
      details,
      business: { name: options.businessName, currency: business.currency, address: business.address },
      attempt,
      messages,
      queryClient,
    });
    setPending(false);
    if (outcome.kind === 'failed' && outcome.retime) choose({ time: null, session: null });
    if (outcome.kind !== 'booked') return;
    setConfirmed(outcome.confirmed);
    setChoice(NOTHING);
    setContact(NO_CONTACT);
    setRound((r) => r + 1);
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
    pending,
    confirmed,
    closeConfirmation: () => setConfirmed(null),
    chooseService: (serviceId: string) => choose({ serviceId, time: null }),
    /** For a one-to-one service, the other services that may be added to the visit, and those added. */
    visitChoice:
      chosen && !isClass
        ? {
            options: services.filter((s) => s !== chosen && !s.classMaxSeats),
            added: extraServiceIds,
            currency: business.currency,
            onToggle: (id: string) =>
              choose({
                time: null,
                extras: extraServiceIds.includes(id)
                  ? extraServiceIds.filter((other) => other !== id)
                  : [...extraServiceIds, id],
              }),
          }
        : undefined,
    chooseStaff: (id: string) => choose({ teamMemberId: id, time: null }),
    chooseDate: (value: string) => choose({ date: value, time: null }),
    chooseTime: (value: string) => choose({ time: value }),
    submit,
  };
}

/** What the summary shows of a visit: its services' names, total length, price and what is paid online first. */
function visitOf(parts: PublicService[]): PublicService {
  const sum = (amount: (s: PublicService) => string | null | undefined) =>
    formatCents(parts.reduce((total, s) => total + decimalToCents(amount(s) ?? '0'), 0));
  const deposit = sum((s) => s.depositAmount);
  return {
    ...parts[0]!,
    name: parts.map((s) => s.name).join(VISIT_NAME_SEPARATOR),
    duration: parts.reduce((total, s) => total + s.duration, 0),
    price: sum((s) => s.price),
    depositAmount: deposit === '0.00' ? null : deposit,
  };
}
