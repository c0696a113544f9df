// The waitlist on the booking page, loaded once a date is chosen: 'Join the waitlist' (the day is full, or the
// customer wants an earlier time), then the form (waitlist-form.tsx).
import { WaitlistForm } from '#client/entities/public-business/components/waitlist-form.tsx';
import type { useBookingFlow } from '../use-booking-flow.ts';

type BookingFlowState = ReturnType<typeof useBookingFlow>;

export function WaitlistJoin({ slug, flow }: { slug: string; flow: BookingFlowState }) {
  const day = flow.dates.find((d) => d.date === flow.date);
  if (!flow.service || !flow.date || !day) return null;
  const anyone = flow.teamMemberId === 'any';
  return (
    <WaitlistForm
      // A new service, member or date starts over with the prompt.
      key={`${flow.service.id} ${flow.teamMemberId} ${flow.date}`}
      slug={slug}
      serviceId={flow.service.id}
      serviceName={flow.service.name}
      teamMemberId={anyone ? null : flow.teamMemberId}
      staffName={anyone ? null : flow.staffName}
      date={flow.date}
      dayFull={!day.hasFreeTime}
      lastDate={flow.dates.at(-1)?.date}
    />
  );
}
