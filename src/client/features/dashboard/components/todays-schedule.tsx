// 'Today's Schedule' (spec part 1 §2): today's count, the next 3 of today's bookings, or 'No appointments today'
// with 'Add Booking'. Times are shown in the business's time zone.
import { CalendarDays, CalendarPlus, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import {
  bookingStatusLabel,
  formatAmount,
  formatBookingDay,
  formatBookingTime,
  upcomingToday,
} from '../dashboard-format.ts';

const STATUS_STYLES: Record<string, string> = {
  confirmed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  completed: 'bg-slate-100 text-slate-700',
  'no show': 'bg-red-100 text-red-800',
};

function clientNameOf(booking: BookingView, unnamed: string): string {
  const fromParts = [booking.client?.firstName, booking.client?.lastName].filter(Boolean).join(' ');
  return booking.clientName || fromParts || unnamed;
}

function priceOf(price: string, currency: string, locale: string): string {
  try {
    return formatAmount(decimalToCents(price) / 100, currency, locale);
  } catch {
    return price;
  }
}

function ScheduleItem({
  booking,
  timeZone,
  currency,
}: {
  booking: BookingView;
  timeZone: string;
  currency: string;
}) {
  const status = bookingStatusLabel(booking.status);
  const { t, intl } = useAppI18n();
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-background p-3">
      <div className="flex w-20 shrink-0 items-center gap-1.5 pt-0.5 text-sm font-semibold tabular-nums">
        <Clock aria-hidden="true" className="size-3.5 text-muted-foreground" />
        {formatBookingTime(booking.dateTime, timeZone, intl)}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{clientNameOf(booking, t('schedule.client'))}</p>
        <p className="truncate text-sm text-muted-foreground">
          {booking.service?.name ?? t('schedule.service')}
          {booking.service?.price ? ` · ${priceOf(booking.service.price, currency, intl)}` : ''}
        </p>
      </div>
      <Badge className={STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-700'}>
        {/* The first letter only: 'nicht erschienen' is 'Nicht erschienen', never 'Nicht Erschienen'. */}
        <span className="inline-block first-letter:uppercase">
          {t('schedule.status', { status: status.replaceAll(' ', '_'), label: status })}
        </span>
      </Badge>
    </li>
  );
}

export function TodaysSchedule({
  today,
  upcoming,
  timeZone,
  currency,
  now,
  title,
  filter,
}: {
  today: BookingView[];
  upcoming: BookingView[];
  timeZone: string;
  currency: string;
  now: Date;
  title?: string;
  /** Whose schedule is shown (MyScheduleToggle), beside the count. */
  filter?: ReactNode;
}) {
  const quickBooking = useQuickBooking();
  const next = upcomingToday(today, now);
  const nextLater = upcoming.find((booking) => !today.some((t) => t.id === booking.id));
  const count = today.length;
  const { t, intl } = useAppI18n();
  const unnamed = t('schedule.client');
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-4">
        <h2 className="flex items-center gap-2 text-base font-semibold leading-none tracking-tight">
          <CalendarDays aria-hidden="true" className="size-4.5 text-primary" />
          {title ?? t('schedule.title')}
        </h2>
        {filter}
        <Badge variant="secondary" aria-label={t('schedule.count', { count })}>
          {count}
        </Badge>
      </CardHeader>
      <CardContent className="flex-1">
        {count === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="font-medium">{t('schedule.empty')}</p>
            <Button size="sm" onClick={() => quickBooking.open()}>
              <CalendarPlus aria-hidden="true" />
              {t('schedule.add')}
            </Button>
          </div>
        ) : next.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {t('schedule.done')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t('schedule.nextList')}>
            {next.map((booking) => (
              <ScheduleItem key={booking.id} booking={booking} timeZone={timeZone} currency={currency} />
            ))}
          </ul>
        )}
        {nextLater ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {t('schedule.nextAfter', {
              day: formatBookingDay(nextLater.dateTime, timeZone, intl),
              time: formatBookingTime(nextLater.dateTime, timeZone, intl),
              client: clientNameOf(nextLater, unnamed),
            })}
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link href={paths.calendar}>{t('schedule.open')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
