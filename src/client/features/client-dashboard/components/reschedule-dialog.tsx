// Reschedule: the booking page's own date and time picker (same availability, same staff choice) in a dialog;
// the server frees the old time in the same transaction. A time taken meanwhile (409) asks for another.
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAvailability } from '#client/entities/public-business/api/get-availability.ts';
import { usePublicTeam } from '#client/entities/public-business/api/get-public-team.ts';
import { BOOKING_DAYS, bookableDates } from '#client/entities/public-business/booking-dates.ts';
import { DateTimeStep } from '#client/entities/public-business/components/date-time-step.tsx';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { formatLocalDate, formatTime12 } from '#client/lib/format.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { useRescheduleClientBooking } from '../api/reschedule-client-booking.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';

export function RescheduleDialog({
  slug,
  booking,
  timeZone,
  manageToken,
  onClose,
}: {
  slug: string;
  booking: ClientPortalBooking;
  timeZone: string;
  /** Opened through the booking's manage link: the move goes through it. */
  manageToken?: string;
  onClose: () => void;
}) {
  const team = usePublicTeam(slug);
  const staff = (team.data ?? []).filter((m) => m.serviceIds.includes(booking.serviceId));
  const [staffChoice, setStaffChoice] = useState(booking.teamMember.id);
  const [choice, setChoice] = useState<{ date: string | null; time: string | null }>({
    date: null,
    time: null,
  });
  const teamMemberId = staff.some((m) => m.id === staffChoice) ? staffChoice : 'any';
  const availability = useAvailability(slug, {
    serviceId: booking.serviceId,
    days: BOOKING_DAYS,
    ...(teamMemberId !== 'any' ? { teamMemberId } : {}),
  });
  const zone = availability.data?.timezone ?? timeZone;
  const dates = bookableDates(availability.data, new Date());
  const day = dates.find((d) => d.date === choice.date);
  const time = day?.slots.some((s) => s.time === choice.time && s.available) ? choice.time : null;
  const reschedule = useRescheduleClientBooking(booking.id, manageToken);
  const { t, intl } = useLaterI18n();
  const current = bookingWhen(booking.appointmentDate, timeZone, intl);

  function submit() {
    if (!day || !time) return;
    reschedule.mutate(
      {
        appointmentDate: `${day.date}T${time}:00`,
        ...(teamMemberId !== 'any' ? { teamMemberId } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: t('client.reschedule.done'),
            description: t('client.reschedule.doneText', {
              service: booking.service.name,
              date: formatLocalDate(day.date, undefined, intl),
              time: formatTime12(time, intl),
            }),
          });
          onClose();
        },
        onError: (error) => {
          toast({
            title: t('client.reschedule.failed'),
            description: errorMessage(error),
            variant: 'destructive',
          });
          if (errorStatus(error) === 409) setChoice((c) => ({ ...c, time: null }));
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || reschedule.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('client.reschedule.title', { service: booking.service.name })}</DialogTitle>
          <DialogDescription>
            {t('client.reschedule.now', { ...current, member: booking.teamMember.name })}
          </DialogDescription>
        </DialogHeader>
        <DateTimeStep
          enabled
          freeDays={undefined}
          staff={staff}
          teamMemberId={teamMemberId}
          onStaffChange={(id) => {
            setStaffChoice(id);
            setChoice((c) => ({ ...c, time: null }));
          }}
          status={availability.status}
          onRetry={() => void availability.refetch()}
          dates={dates}
          today={availability.data?.dates[0]?.date}
          date={day?.date ?? null}
          onDateChange={(date) => setChoice({ date, time: null })}
          time={time}
          onTimeChange={(value) => setChoice((c) => ({ ...c, time: value }))}
          timeZone={zone}
        />
        <DialogFooter>
          <Button variant="outline" disabled={reschedule.isPending} onClick={onClose}>
            {t('client.reschedule.keep')}
          </Button>
          <Button disabled={!time || reschedule.isPending} onClick={submit}>
            {t(reschedule.isPending ? 'client.reschedule.pending' : 'client.reschedule.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
