// The quick-booking form: service (and others in the same visit, decision 037), client name, phone, email
// (optional), date (not before today in the business's zone), time (30-minute slots 09:00–17:30), notes (optional),
// and whether it repeats: a repeating booking shows every date checked (SeriesReview) before it is booked. Messages
// are the spec's toasts, in the app's language (quick-booking-i18n.ts; English byte for byte).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useBookSeries, usePreviewSeries } from '#client/entities/bookings/api/booking-series.ts';
import { useCreateBooking } from '#client/entities/bookings/api/create-booking.ts';
import { useTakenTimes } from '#client/entities/bookings/api/get-taken-times.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { useQuickBookingI18n } from '#client/lib/app-i18n/quick-booking-i18n.ts';
import { formatDuration, formatPrice, splitName, zoneCity } from '#client/lib/format.ts';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import { phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { MAX_VISIT_SERVICES } from '#shared/domain/visit.ts';
import type { CreateBookingRequest } from '#shared/schemas/booking-request.ts';
import type { CreateSeriesInput, SeriesPreview } from '#shared/schemas/booking-series.ts';
import type { QuickBookingDefaults } from './quick-booking-dialog.tsx';
import {
  type QuickBookingDetails,
  type QuickBookingValues,
  quickBookingSchema,
} from './quick-booking-schema.ts';
import { businessToday, QUICK_BOOKING_TIMES, quickBookingSlots } from './quick-booking-slots.ts';
import { RepeatFields } from './repeat-fields.tsx';
import { NO_REPEAT, type RepeatFormValues } from './repeat-schema.ts';
import { useSeriesI18n } from './series-i18n.ts';
import { SeriesReview } from './series-review.tsx';

const DEFAULT_ZONE = 'America/New_York';
/** Server refusals the owner can act on: the reason is appended to the spec's failure text. */
const EXPLAINED_STATUSES = new Set([400, 404, 409, 422]);

/** Names as a list: joined by commas in English (its existing text), the language's way elsewhere. */
function listOf(names: string[], intl: string): string {
  return intl === 'en-US' ? names.join(', ') : new Intl.ListFormat(intl).format(names);
}

/** Today, or tomorrow once today's last quick-booking time has passed. */
function firstOpenDate(today: string, timeZone: string): string {
  const slots = quickBookingSlots({ date: today, timeZone, now: new Date(), durationMinutes: 30, taken: [] });
  return slots.some((s) => !s.disabled) ? today : addDaysToLocalDate(today, 1);
}

export function QuickBookingForm({
  defaults,
  onDone,
}: {
  defaults?: QuickBookingDefaults;
  onDone: () => void;
}) {
  const { t, locale, intl } = useQuickBookingI18n();
  const series = useSeriesI18n(locale);
  const business = useMyBusiness();
  const services = useServices();
  const createBooking = useCreateBooking();
  const previewSeries = usePreviewSeries();
  const bookSeries = useBookSeries();
  /** A repeating booking's dates as checked, and the booking to book them with. */
  const [review, setReview] = useState<{
    preview: SeriesPreview;
    input: Omit<CreateSeriesInput, 'occurrences'>;
  } | null>(null);
  const { keyFor } = useIdempotencyKey();
  const timeZone = business.data?.timezone ?? DEFAULT_ZONE;
  const today = businessToday(timeZone);
  const schema = useMemo(() => quickBookingSchema(phoneRegionForTimeZone(timeZone)), [timeZone]);
  const form = useForm<QuickBookingValues, unknown, QuickBookingDetails>({
    resolver: zodResolver(schema),
    defaultValues: {
      serviceId: defaults?.serviceId ?? '',
      extraServiceIds: [],
      name: defaults?.clientName ?? '',
      phone: defaults?.phone ?? '',
      email: '',
      date: defaults?.date && defaults.date >= today ? defaults.date : firstOpenDate(today, timeZone),
      time: defaults?.time && QUICK_BOOKING_TIMES.includes(defaults.time) ? defaults.time : '',
      notes: '',
      repeat: NO_REPEAT,
    },
  });
  const { errors } = form.formState;
  const [chosenServiceId, chosenExtras, date, chosenTime, repeat] = form.watch([
    'serviceId',
    'extraServiceIds',
    'date',
    'time',
    'repeat',
  ]);

  const activeServices = (services.data ?? []).filter((s) => s.isActive);
  const onlyServiceId = activeServices.length === 1 ? (activeServices[0]?.id ?? '') : '';
  const serviceId = chosenServiceId || onlyServiceId;
  const service = activeServices.find((s) => s.id === serviceId);
  // A class is booked by its sessions, never in a visit.
  const visitOptions =
    service && !service.classCapacity
      ? activeServices.filter((s) => s.id !== service.id && !s.classCapacity)
      : [];
  const extras = visitOptions.filter((s) => chosenExtras.includes(s.id));
  const extraServiceIds = extras.map((s) => s.id);
  const taken = useTakenTimes(business.data?.id, date, service?.id);
  const slots = quickBookingSlots({
    date,
    timeZone,
    now: new Date(),
    durationMinutes: (service?.duration || 60) + extras.reduce((sum, s) => sum + s.duration, 0),
    taken: taken.data ?? [],
    intl,
  });
  // A time that became unavailable (another date or service) is dropped rather than sent to be refused.
  const time = slots.some((s) => s.time === chosenTime && !s.disabled) ? chosenTime : '';
  useEffect(() => {
    if (!chosenServiceId && onlyServiceId) form.setValue('serviceId', onlyServiceId);
    if (chosenTime && !time) form.setValue('time', '');
  }, [form, chosenServiceId, onlyServiceId, chosenTime, time]);

  function refuse(title: string, description: string) {
    toast({ title, description, variant: 'destructive' });
  }

  const submit = form.handleSubmit(
    (values) => {
      if (!service) return refuse(t('toast.invalidService'), t('toast.invalidServiceText'));
      if (!business.data) return refuse(t('toast.error'), t('toast.noBusiness'));
      if (values.date < today) return refuse(t('toast.invalidDate'), t('toast.invalidDateText'));
      const { name, phone, email, notes } = values;
      if (values.repeat) {
        const target = {
          serviceId: service.id,
          ...(extras.length > 0 ? { extraServiceIds } : {}),
          appointmentDate: `${values.date}T${values.time}:00`,
          repeat: values.repeat,
        };
        previewSeries.mutate(
          { kind: 'new', input: target },
          {
            onSuccess: (preview) =>
              setReview({
                preview,
                input: {
                  ...target,
                  clientData: { ...splitName(name), phone, ...(email ? { email } : {}) },
                  ...(notes ? { notes } : {}),
                },
              }),
            onError: (error) =>
              refuse(t('toast.error'), t('toast.checkFailed', { reason: errorMessage(error) })),
          },
        );
        return;
      }
      const input: CreateBookingRequest = {
        businessSlug: business.data.slug,
        serviceId: service.id,
        ...(extras.length > 0 ? { extraServiceIds } : {}),
        appointmentDate: `${values.date}T${values.time}:00`,
        clientData: { ...splitName(name), phone, ...(email ? { email } : {}) },
        ...(notes ? { notes } : {}),
      };
      createBooking.mutate(
        { input, idempotencyKey: keyFor(input) },
        {
          onSuccess: () => {
            toast({ title: t('toast.created'), description: t('toast.createdText', { name }) });
            onDone();
          },
          onError: (error) => {
            const status = errorStatus(error);
            const reason = status && EXPLAINED_STATUSES.has(status) ? ` ${errorMessage(error)}` : '';
            refuse(t('toast.error'), t('toast.createFailed', { reason }));
            if (status === 409) void taken.refetch();
          },
        },
      );
    },
    () => {
      const values = form.getValues();
      const required = [values.serviceId, values.name, values.phone, values.date, values.time];
      if (required.some((value) => !value.trim())) {
        refuse(t('toast.missing'), t('toast.missingText'));
      }
    },
  );

  if (review) {
    const { input } = review;
    // English keeps the server's words; the rule gives the same in another language.
    const firstDate = input.appointmentDate.slice(0, 10);
    const description =
      locale === 'en' ? review.preview.description : series.recurrence(firstDate, input.repeat);
    return (
      <SeriesReview
        preview={review.preview}
        rule={{ firstDate, repeat: input.repeat }}
        locale={locale}
        pending={bookSeries.isPending}
        onBack={() => setReview(null)}
        onBook={(occurrences) => {
          const chosen = { ...input, occurrences };
          bookSeries.mutate(
            { kind: 'new', input: chosen, idempotencyKey: keyFor(chosen) },
            {
              onSuccess: (created) => {
                const missed = listOf(
                  created.notBooked.map((n) => series.when(n.appointmentDate)),
                  intl,
                );
                const what = {
                  description: locale === 'en' ? created.description : description,
                  name: form.getValues('name'),
                };
                toast({
                  title: t('toast.seriesBooked', { count: created.booked.length }),
                  description: missed
                    ? t('toast.seriesPartly', { ...what, missed })
                    : t('toast.seriesBookedText', what),
                });
                onDone();
              },
              onError: (error) =>
                refuse(t('toast.error'), t('toast.seriesFailed', { reason: errorMessage(error) })),
            },
          );
        }}
      />
    );
  }

  const repeatErrors = errors.repeat;
  const setRepeat = (change: Partial<RepeatFormValues>) =>
    form.setValue(
      'repeat',
      { ...form.getValues('repeat'), ...change },
      {
        shouldValidate: form.formState.isSubmitted,
      },
    );

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('service.label')}
        className="sm:col-span-2"
        error={errors.serviceId && t('error.service')}
        hint={
          services.isSuccess && activeServices.length === 0 ? (
            <>
              {t('service.none')}{' '}
              <Link href={paths.services} className="font-medium text-primary underline" onClick={onDone}>
                {t('service.add')}
              </Link>
            </>
          ) : undefined
        }
      >
        {(control) => (
          <Select
            value={serviceId}
            onValueChange={(v) =>
              form.setValue('serviceId', v, { shouldValidate: form.formState.isSubmitted })
            }
            disabled={services.isPending}
          >
            <SelectTrigger {...control}>
              <SelectValue
                placeholder={services.isPending ? t('service.loading') : t('service.placeholder')}
              />
            </SelectTrigger>
            <SelectContent>
              {activeServices.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {t('service.option', {
                    name: s.name,
                    duration: formatDuration(s.duration, intl),
                    price: formatPrice(s.price, business.data?.currency, intl),
                  })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {visitOptions.length > 0 && (
        // Folded away until asked for: most bookings are one service. The summary names what was added.
        <details className="sm:col-span-2">
          <summary className="cursor-pointer text-sm font-medium text-primary">
            {extras.length > 0
              ? t('extras.added', {
                  names: listOf(
                    extras.map((s) => s.name),
                    intl,
                  ),
                })
              : t('extras.add')}
          </summary>
          <fieldset className="mt-3 grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('extras.legend')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {visitOptions.map((s) => {
                const added = extraServiceIds.includes(s.id);
                return (
                  <label
                    key={s.id}
                    className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-disabled:cursor-not-allowed has-disabled:opacity-60"
                  >
                    <input
                      type="checkbox"
                      checked={added}
                      disabled={!added && extras.length >= MAX_VISIT_SERVICES - 1}
                      onChange={() =>
                        form.setValue(
                          'extraServiceIds',
                          added ? extraServiceIds.filter((id) => id !== s.id) : [...extraServiceIds, s.id],
                        )
                      }
                      className="size-4 accent-primary"
                    />
                    <span className="min-w-0 flex-1">{s.name}</span>
                    <span className="whitespace-nowrap text-muted-foreground">
                      {formatDuration(s.duration, intl)} ·{' '}
                      {formatPrice(s.price, business.data?.currency, intl)}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </details>
      )}
      <FormField label={t('name.label')} error={errors.name && t('error.name')}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField label={t('phone.label')} error={errors.phone?.message}>
        {(control) => (
          <Input {...control} type="tel" inputMode="tel" autoComplete="off" {...form.register('phone')} />
        )}
      </FormField>
      <FormField label={t('email.label')} className="sm:col-span-2" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label={t('date.label')} error={errors.date && t('error.date')}>
        {(control) => <Input {...control} type="date" min={today} {...form.register('date')} />}
      </FormField>
      <FormField
        label={t('time.label')}
        error={errors.time && t('error.time')}
        hint={t('time.hint', { city: zoneCity(timeZone) })}
      >
        {(control) => (
          <Select
            value={time}
            onValueChange={(v) => form.setValue('time', v, { shouldValidate: form.formState.isSubmitted })}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('time.placeholder')} />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {slots.map((slot) => (
                <SelectItem key={slot.time} value={slot.time} disabled={slot.disabled}>
                  {slot.reason === 'booked'
                    ? t('time.booked', { time: slot.label })
                    : slot.reason === 'past'
                      ? t('time.past', { time: slot.label })
                      : slot.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('notes.label')} className="sm:col-span-2" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
      </FormField>
      <RepeatFields
        className="sm:col-span-2"
        value={repeat}
        onChange={setRepeat}
        firstDate={date}
        locale={locale}
        errors={{
          interval: repeatErrors?.interval?.message,
          count: repeatErrors?.count?.message,
          until: repeatErrors?.until?.message,
        }}
      />
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        {repeat.frequency === 'none' ? (
          <Button type="submit" disabled={createBooking.isPending}>
            {createBooking.isPending ? t('form.creating') : t('form.create')}
          </Button>
        ) : (
          <Button type="submit" disabled={previewSeries.isPending}>
            {previewSeries.isPending ? t('form.checking') : t('form.check')}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
