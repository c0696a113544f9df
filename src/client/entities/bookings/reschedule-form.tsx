// Reschedule a booking: a new date and time (the owner's 30-minute grid 09:00–17:30) and, optionally, another
// staff member who performs the service. The server checks the time is free and answers with a reason if not.
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { useTakenTimes } from '#client/entities/bookings/api/get-taken-times.ts';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { type CalendarI18n, useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { formatTime12, wallClockOf } from '#client/lib/format.ts';
import type { BookingView, UpdateBookingInput } from '#shared/schemas/booking.ts';
import { businessToday, type QuickBookingSlot, quickBookingSlots } from './quick-booking-slots.ts';

export function RescheduleForm({
  booking,
  timeZone,
  pending,
  onSubmit,
  onCancel,
}: {
  booking: BookingView;
  timeZone: string;
  pending: boolean;
  onSubmit: (input: UpdateBookingInput) => void;
  onCancel: () => void;
}) {
  const { t, intl } = useCalendarI18n();
  const current = wallClockOf(booking.appointmentDate, timeZone);
  const today = businessToday(timeZone);
  const [date, setDate] = useState(() => [current.date, today].sort()[1] ?? today); // the later date
  const [time, setTime] = useState('');
  const [memberId, setMemberId] = useState(booking.teamMemberId);
  const team = useTeamMembers();
  const members = (team.data ?? []).filter(
    (m) => m.isActive && (m.serviceIds.includes(booking.serviceId) || m.id === booking.teamMemberId),
  );
  const taken = useTakenTimes(booking.businessId, date);
  const slots = quickBookingSlots({
    date,
    timeZone,
    now: new Date(),
    durationMinutes: booking.service.duration || 60,
    taken: taken.data ?? [],
  });
  const chosen = slots.some((s) => s.time === time && !s.disabled) ? time : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || !chosen) return;
    onSubmit({
      appointmentDate: `${date}T${chosen}:00`,
      ...(memberId !== booking.teamMemberId ? { teamMemberId: memberId } : {}),
    });
  }

  return (
    <form onSubmit={submit} aria-label={t('reschedule.form')} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('reschedule.date')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('reschedule.time')}>
          {(control) => (
            <Select value={chosen} onValueChange={setTime}>
              <SelectTrigger {...control}>
                <SelectValue placeholder={t('reschedule.pick')} />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {slots.map((slot) => (
                  <SelectItem key={slot.time} value={slot.time} disabled={slot.disabled}>
                    {slotText(slot, t, formatTime12(slot.time, intl))}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      {members.length > 1 ? (
        <FormField label={t('reschedule.staff')}>
          {(control) => (
            <Select value={memberId} onValueChange={setMemberId}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {members.map((m) => (
                  <SelectItem key={m.id} value={m.id}>
                    {m.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('reschedule.back')}
        </Button>
        <Button type="submit" disabled={pending || !chosen}>
          {pending ? t('reschedule.saving') : t('reschedule.save')}
        </Button>
      </div>
    </form>
  );
}

/** A time of the list: '9:30 AM', '9:30 AM — booked' or '9:30 AM — past'. */
function slotText(slot: QuickBookingSlot, t: CalendarI18n['t'], time: string): string {
  if (slot.reason === 'booked') return t('reschedule.booked', { time });
  if (slot.reason === 'past') return t('reschedule.past', { time });
  return time;
}
