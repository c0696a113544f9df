// 'Offer a time': the owner picks a team member (the one the customer asked for, if any), a day (their dates are
// one tap away) and one of that day's free start times for the service, those in the customer's windows first. The
// server holds the time and sends the offer; a refusal (taken meanwhile, not bookable) is shown here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAvailability } from '#client/entities/public-business/api/get-availability.ts';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { errorStatus } from '#client/lib/api-client.ts';
import { useWaitlistI18n } from '#client/lib/app-i18n/waitlist-i18n.ts';
import { formatTime12, zoneCity } from '#client/lib/format.ts';
import { isValidLocalDate, localDateOf } from '#shared/domain/local-time.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { useOfferWaitlistTime } from '../api/offer-waitlist-time.ts';
import { type OfferFormOutput, type OfferFormValues, offerFormSchema } from '../offer-form-schema.ts';
import { splitByWindows, windowDates } from '../waitlist-format.ts';

/** How many of the customer's dates are offered as one-tap choices. */
const DATE_CHOICES = 7;

type OfferTimeProps = { entry: WaitlistEntryView; slug: string; timeZone: string; onDone: () => void };

function OfferTimeForm({ entry, slug, timeZone, onDone }: OfferTimeProps) {
  const { t, intl, day, when, time: timeOf } = useWaitlistI18n();
  const today = localDateOf(new Date(), timeZone);
  const dates = windowDates(entry.windows, today).slice(0, DATE_CHOICES);
  const team = useTeamMembers();
  const members = (team.data ?? []).filter((member) =>
    entry.teamMemberId
      ? member.id === entry.teamMemberId
      : member.isActive && member.serviceIds.includes(entry.serviceId),
  );
  const offer = useOfferWaitlistTime();
  const form = useForm<OfferFormValues, unknown, OfferFormOutput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: { teamMemberId: entry.teamMemberId ?? '', date: dates[0] ?? today, time: '' },
  });
  // Each field has one rule, so its error is said by id: the catalog's English is the schema's own (catalogs.test.ts).
  const { errors, isSubmitted } = form.formState;
  const [chosenMemberId, date, time] = form.watch(['teamMemberId', 'date', 'time']);
  // The only member who can take it is chosen for the owner.
  const onlyMemberId = members.length === 1 ? (members[0]?.id ?? '') : '';
  const teamMemberId = chosenMemberId || onlyMemberId;
  useEffect(() => {
    if (!chosenMemberId && onlyMemberId) form.setValue('teamMemberId', onlyMemberId);
  }, [form, chosenMemberId, onlyMemberId]);
  const free = useAvailability(
    slug,
    teamMemberId && isValidLocalDate(date)
      ? { serviceId: entry.serviceId, from: date, days: 1, teamMemberId }
      : null,
  );
  const freeTimes =
    free.data?.dates
      .find((day) => day.date === date)
      ?.slots.filter((s) => s.available)
      .map((s) => s.time) ?? [];
  const { wanted, other } = splitByWindows(entry.windows, date, freeTimes);
  const chooseTime = (value: string) => form.setValue('time', value, { shouldValidate: isSubmitted });
  const timePlaceholder = !teamMemberId
    ? t('offer.memberFirst')
    : free.isFetching
      ? t('offer.loadingTimes')
      : freeTimes.length === 0
        ? t('offer.noTimes')
        : t('offer.chooseTime');

  const submit = form.handleSubmit((input) =>
    offer.mutate(
      { id: entry.id, input },
      {
        onSuccess: (offered) => {
          const made = offered.offer;
          toast({
            title: t('toast.offered'),
            description: made
              ? t('toast.offeredText', {
                  client: offered.clientName,
                  when: when(made.startsAt, timeZone),
                  member: made.teamMemberName,
                  time: timeOf(made.expiresAt, timeZone),
                })
              : t('toast.offeredPlain', { client: offered.clientName }),
          });
          onDone();
        },
        onError: (error) => {
          if (errorStatus(error) === 409) void free.refetch();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('offer.form')} className="grid gap-4">
      <FormField
        label={t('offer.member')}
        error={errors.teamMemberId && t('offer.error.member')}
        hint={
          entry.teamMemberName
            ? t('offer.memberWaited', { client: entry.clientName, member: entry.teamMemberName })
            : team.isSuccess && members.length === 0
              ? t('offer.noMember')
              : undefined
        }
      >
        {(control) => (
          <Select
            value={teamMemberId}
            onValueChange={(value) => {
              form.setValue('teamMemberId', value, { shouldValidate: isSubmitted });
              form.setValue('time', '');
            }}
            disabled={team.isPending}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder={team.isPending ? t('offer.loadingTeam') : t('offer.chooseMember')} />
            </SelectTrigger>
            <SelectContent>
              {members.map((member) => (
                <SelectItem key={member.id} value={member.id}>
                  {member.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('offer.date')} error={errors.date && t('offer.error.date')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            {...form.register('date', { onChange: () => form.setValue('time', '') })}
          />
        )}
      </FormField>
      {dates.length > 0 ? (
        <fieldset className="-mt-2 grid gap-2">
          <legend className="mb-2 text-sm text-muted-foreground">{t('offer.theirDates')}</legend>
          <div className="flex flex-wrap gap-2">
            {dates.map((d) => (
              <Button
                key={d}
                type="button"
                size="sm"
                variant={d === date ? 'default' : 'outline'}
                aria-pressed={d === date}
                onClick={() => {
                  form.setValue('date', d, { shouldValidate: isSubmitted });
                  form.setValue('time', '');
                }}
              >
                {day(d)}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FormField
        label={t('offer.time')}
        error={errors.time && t('offer.error.time')}
        hint={t('offer.timeHint', { city: zoneCity(timeZone) })}
      >
        {(control) => (
          <Select value={time} onValueChange={chooseTime} disabled={freeTimes.length === 0}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={timePlaceholder} />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {wanted.length > 0 ? (
                <SelectGroup>
                  <SelectLabel>{t('offer.wanted')}</SelectLabel>
                  {wanted.map((free) => (
                    <SelectItem key={free} value={free}>
                      {formatTime12(free, intl)}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ) : null}
              {other.length > 0 ? (
                <SelectGroup>
                  <SelectLabel>{t('offer.other')}</SelectLabel>
                  {other.map((free) => (
                    <SelectItem key={free} value={free}>
                      {formatTime12(free, intl)}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ) : null}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <MutationError error={offer.error} fallback={t('offer.failed')} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('offer.cancel')}
        </Button>
        <Button type="submit" disabled={offer.isPending}>
          {offer.isPending ? t('offer.submitting') : t('offer.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function OfferTimeDialog({
  entry,
  slug,
  timeZone,
  onClose,
}: Omit<OfferTimeProps, 'onDone'> & { onClose: () => void }) {
  const { t, describeWindow } = useWaitlistI18n();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('offer.close')}>
        <DialogHeader>
          <DialogTitle>{t('offer.title', { name: entry.clientName })}</DialogTitle>
          <DialogDescription>
            {t('offer.description', {
              service: entry.serviceName,
              windows: entry.windows.map(describeWindow).join('; '),
            })}
          </DialogDescription>
        </DialogHeader>
        <OfferTimeForm entry={entry} slug={slug} timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
