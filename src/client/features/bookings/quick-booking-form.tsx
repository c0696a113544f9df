// The quick-booking form: service, client name, phone, email (optional), date (not before today in the
// business's zone), time (30-minute slots 09:00–17:30), notes (optional). Messages are the spec's toasts.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { useMyBusiness } from '#client/features/businesses/api/get-my-business.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import { phoneProblem, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import { useCreateBooking } from './api/create-booking.ts';
import { useTakenTimes } from './api/get-taken-times.ts';
import { formatDuration, formatPrice, splitName, zoneCity } from './format.ts';
import type { QuickBookingDefaults } from './quick-booking-dialog.tsx';
import { businessToday, QUICK_BOOKING_TIMES, quickBookingSlots } from './quick-booking-slots.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';

const DEFAULT_ZONE = 'America/New_York';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Server refusals the owner can act on: the reason is appended to the spec's failure text. */
const EXPLAINED_STATUSES = new Set([400, 404, 409, 422]);

/** Today, or tomorrow once today's last quick-booking time has passed. */
function firstOpenDate(today: string, timeZone: string): string {
  const slots = quickBookingSlots({ date: today, timeZone, now: new Date(), durationMinutes: 30, taken: [] });
  return slots.some((s) => !s.disabled) ? today : addDaysToLocalDate(today, 1);
}

type Values = {
  serviceId: string;
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  notes: string;
};

export function QuickBookingForm({
  defaults,
  onDone,
}: {
  defaults?: QuickBookingDefaults;
  onDone: () => void;
}) {
  const business = useMyBusiness();
  const services = useServices();
  const createBooking = useCreateBooking();
  const { keyFor } = useIdempotencyKey();
  const timeZone = business.data?.timezone ?? DEFAULT_ZONE;
  const today = businessToday(timeZone);
  const [values, setValues] = useState<Values>(() => ({
    serviceId: defaults?.serviceId ?? '',
    name: defaults?.clientName ?? '',
    phone: defaults?.phone ?? '',
    email: '',
    date: defaults?.date && defaults.date >= today ? defaults.date : firstOpenDate(today, timeZone),
    time: defaults?.time && QUICK_BOOKING_TIMES.includes(defaults.time) ? defaults.time : '',
    notes: '',
  }));
  const [showMissing, setShowMissing] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [phoneError, setPhoneError] = useState<string>();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const activeServices = (services.data ?? []).filter((s) => s.isActive);
  const serviceId =
    values.serviceId || (activeServices.length === 1 ? (activeServices[0]?.id ?? '') : values.serviceId);
  const service = activeServices.find((s) => s.id === serviceId);
  const taken = useTakenTimes(business.data?.id, values.date);
  const slots = quickBookingSlots({
    date: values.date,
    timeZone,
    now: new Date(),
    durationMinutes: service?.duration || 60,
    taken: taken.data ?? [],
  });
  // A time that became unavailable (another date or service) is dropped rather than sent to be refused.
  const time = slots.some((s) => s.time === values.time && !s.disabled) ? values.time : '';
  const missing = (value: string) => showMissing && !value.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const phone = values.phone.trim();
    if (!serviceId || !name || !phone || !values.date || !time) {
      setShowMissing(true);
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (!service) {
      toast({
        title: 'Invalid Service',
        description: 'Please select a valid service.',
        variant: 'destructive',
      });
      return;
    }
    if (!business.data) {
      toast({
        title: 'Error',
        description: 'Business information not available. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (values.date < today) {
      toast({
        title: 'Invalid Date',
        description: 'Please choose today or a later date.',
        variant: 'destructive',
      });
      return;
    }
    // The server's own check, in the business's region, so a number it would refuse is refused here.
    const phoneCheck = phoneProblem(phone, phoneRegionForTimeZone(timeZone));
    setPhoneError(phoneCheck);
    if (phoneCheck) return;
    const email = values.email.trim();
    if (email && !EMAIL.test(email)) {
      setEmailError('Please enter a valid email');
      return;
    }
    setEmailError(undefined);
    const notes = values.notes.trim();
    const input: CreateBookingInput = {
      businessSlug: business.data.slug,
      serviceId,
      appointmentDate: `${values.date}T${time}:00`,
      clientData: { ...splitName(name), phone, ...(email ? { email } : {}) },
      ...(notes ? { notes } : {}),
    };
    createBooking.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: () => {
          toast({ title: 'Booking Created', description: `Appointment scheduled for ${name}` });
          onDone();
        },
        onError: (error) => {
          const status = errorStatus(error);
          const reason = status && EXPLAINED_STATUSES.has(status) ? ` ${errorMessage(error)}` : '';
          toast({
            title: 'Error',
            description: `Failed to create booking. Please try again.${reason}`,
            variant: 'destructive',
          });
          if (status === 409) void taken.refetch();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Quick booking" className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Service"
        className="sm:col-span-2"
        error={missing(serviceId) ? 'Please choose a service' : undefined}
        hint={
          services.isSuccess && activeServices.length === 0 ? (
            <>
              No active services yet.{' '}
              <Link href={paths.services} className="font-medium text-primary underline" onClick={onDone}>
                Add a service
              </Link>
            </>
          ) : undefined
        }
      >
        {(control) => (
          <Select value={serviceId} onValueChange={(v) => set('serviceId', v)} disabled={services.isPending}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={services.isPending ? 'Loading services…' : 'Select a service'} />
            </SelectTrigger>
            <SelectContent>
              {activeServices.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.name} · {formatDuration(s.duration)} · {formatPrice(s.price, business.data?.currency)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Client name" error={missing(values.name) ? 'Client name is required' : undefined}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Phone" error={missing(values.phone) ? 'Phone number is required' : phoneError}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Email (optional)" className="sm:col-span-2" error={emailError}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Date" error={missing(values.date) ? 'Please choose a date' : undefined}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Time"
        error={missing(time) ? 'Please choose a time' : undefined}
        hint={`${zoneCity(timeZone)} time`}
      >
        {(control) => (
          <Select value={time} onValueChange={(v) => set('time', v)}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Select a time" />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {slots.map((slot) => (
                <SelectItem key={slot.time} value={slot.time} disabled={slot.disabled}>
                  {slot.label}
                  {slot.reason === 'booked' ? ' — booked' : slot.reason === 'past' ? ' — past' : ''}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Notes (optional)" className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </FormField>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createBooking.isPending}>
          {createBooking.isPending ? 'Creating...' : 'Create Booking'}
        </Button>
      </DialogFooter>
    </form>
  );
}
