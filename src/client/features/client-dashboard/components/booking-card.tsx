// One of the client's bookings: service, when (in the business's zone), staff, price and status, with the
// actions the owner allows ('Make it repeat' where the business lets clients repeat a visit). Cancel and Reschedule stay visible but disabled, with the reason and the business's
// phone to call, when the server says the booking can no longer be changed (the cancellation cut-off, a past
// booking…).
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { STATUS_CHIP } from '#client/entities/bookings/booking-status.ts';
import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDuration, formatPrice } from '#client/lib/format.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';
import type { ClientFlags } from '../sections.ts';

export type BookingActionHandlers = {
  onReschedule: (booking: ClientPortalBooking) => void;
  onCancel: (booking: ClientPortalBooking) => void;
  onReview: (booking: ClientPortalBooking) => void;
  onRepeat: (booking: ClientPortalBooking) => void;
};

export type BookingCardProps = BookingActionHandlers & {
  booking: ClientPortalBooking;
  kind: 'upcoming' | 'history';
  timeZone: string;
  currency: string;
  /** The business's phone, to call when the booking can no longer be changed online. */
  businessPhone?: string | null;
  bookAgainHref: string;
  flags: ClientFlags;
};

export function BookingCard(props: BookingCardProps) {
  const { booking, kind, flags } = props;
  const { t, intl } = useLaterI18n();
  const when = bookingWhen(booking.appointmentDate, props.timeZone, intl);
  const headingId = `booking-${booking.id}`;
  const reasonId = `booking-${booking.id}-reason`;
  const blocked = booking.changeBlockedReason;
  const live = booking.status === 'confirmed' || booking.status === 'pending';
  const canChange = kind === 'upcoming' && live;
  const showReschedule = canChange && flags.enableRescheduleBooking;
  const showCancel = canChange && flags.enableCancelBooking;
  const showBookAgain = kind === 'history' && flags.enableOnlineBooking;
  // A repeat books more visits: only where this page takes bookings, as 'Book again'.
  const showRepeat = booking.canRepeat && flags.enableOnlineBooking;

  return (
    <article aria-labelledby={headingId} className={cn('grid gap-3 bg-card p-4', LAYOUT_SURFACE)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {booking.service.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {when.date} · {when.time}
          </p>
        </div>
        <Badge className={STATUS_CHIP[booking.status]}>{t(`client.status.${booking.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('client.card.with')}</dt>
        <dd>{booking.teamMember.name}</dd>
        <dt className="text-muted-foreground">{t('client.card.duration')}</dt>
        <dd>{formatDuration(booking.service.duration, intl)}</dd>
        <dt className="text-muted-foreground">{t('client.card.price')}</dt>
        <dd>
          <span dir="ltr">{formatPrice(booking.service.price, props.currency, intl)}</span>
        </dd>
      </dl>
      {showReschedule || showCancel || showBookAgain || showRepeat || booking.canReview ? (
        <div className="flex flex-wrap gap-2">
          {showReschedule ? (
            <Button
              variant="outline"
              size="sm"
              disabled={Boolean(blocked)}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={() => props.onReschedule(booking)}
            >
              {t('client.card.reschedule')}
            </Button>
          ) : null}
          {showCancel ? (
            <Button
              variant="outline"
              size="sm"
              disabled={Boolean(blocked)}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={() => props.onCancel(booking)}
            >
              {t('client.card.cancel')}
            </Button>
          ) : null}
          {showBookAgain ? (
            <Button asChild variant="outline" size="sm">
              <a href={props.bookAgainHref}>
                {t('client.card.bookAgain')}
                <span className="sr-only">: {booking.service.name}</span>
              </a>
            </Button>
          ) : null}
          {showRepeat ? (
            <Button variant="outline" size="sm" onClick={() => props.onRepeat(booking)}>
              {t('client.card.repeat')}
            </Button>
          ) : null}
          {booking.canReview ? (
            <Button size="sm" onClick={() => props.onReview(booking)}>
              {t('client.card.review')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {blocked && (showReschedule || showCancel) ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {blocked}
          {props.businessPhone ? (
            <>
              {' '}
              <a className="font-medium text-foreground underline" href={`tel:${props.businessPhone}`}>
                {t('client.card.call', { phone: props.businessPhone })}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
