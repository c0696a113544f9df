// The page of a booking's manage link (/client/{slug}/manage/{token}, from the confirmation): that one booking as
// it is now — moved, cancelled — with Reschedule, Cancel and Add to calendar, until the appointment has passed.
// It signs nobody in: the client's other bookings and profile need the code sign-in at /client/{slug}. In the
// visitor's language (docs/decisions/040).
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { buildIcs, downloadIcs } from '#client/entities/public-business/ics.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { withNode } from '#client/lib/i18n/locale-provider.tsx';
import { useManagedBooking } from './api/managed-booking.ts';
import { bookHref } from './book-href.ts';
import { BusinessPageState, LinkPageFrame, useClientBusinessPage } from './business-page.tsx';
import { ClientLocale } from './client-locale.tsx';
import { BookingCard } from './components/booking-card.tsx';
import { useLaterI18n } from './later-i18n.ts';
import { DEFAULT_FLAGS } from './sections.ts';

const RescheduleDialog = lazy(async () => ({
  default: (await import('./components/reschedule-dialog.tsx')).RescheduleDialog,
}));
const CancelBookingDialog = lazy(async () => ({
  default: (await import('./components/cancel-booking-dialog.tsx')).CancelBookingDialog,
}));

export function ManageBookingPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <ClientLocale slug={slug}>
      <ManageBooking />
    </ClientLocale>
  );
}

function ManageBooking() {
  const { slug = '', token = '' } = useParams<{ slug: string; token: string }>();
  const { t } = useLaterI18n();
  const { business, ...page } = useClientBusinessPage(slug, (n) => t('client.manage.title', { name: n }));
  const booking = useManagedBooking(token);
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);

  if (!business.isSuccess) return <BusinessPageState business={business} />;

  const biz = business.data;
  const flags = page.custom ?? DEFAULT_FLAGS;
  const signInLink = (
    <Link href={paths.clientDashboard.build(slug)} className="font-medium underline">
      {t('client.manage.signIn')}
    </Link>
  );
  const current = booking.data;
  const upcoming =
    current !== undefined &&
    (current.status === 'confirmed' || current.status === 'pending') &&
    new Date(current.appointmentDate).getTime() > Date.now();

  function addToCalendar() {
    if (!current) return;
    downloadIcs(
      `booking-${current.appointmentDate.slice(0, 10)}.ics`,
      buildIcs({
        uid: `${current.id}@bookwell`,
        start: current.appointmentDate,
        durationMinutes: current.service.duration,
        summary: t('client.manage.icsSummary', {
          service: current.service.name,
          business: page.name ?? biz.name,
        }),
        location: biz.address,
        description: t('client.manage.icsWith', { member: current.teamMember.name }),
      }),
    );
  }

  return (
    <>
      <LinkPageFrame business={biz} page={page} title={t('client.manage.heading')}>
        {booking.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('client.manage.loading')} className="[&_svg]:size-8" />
          </div>
        ) : booking.isError ? (
          <div role="alert" className="grid gap-2 py-6 text-center">
            <p className="font-medium">
              {errorStatus(booking.error) === 404
                ? t('client.manage.notFound')
                : errorMessage(booking.error, t('client.manage.failed'))}
            </p>
            <p>{signInLink}</p>
          </div>
        ) : (
          <>
            <BookingCard
              booking={booking.data}
              kind={upcoming ? 'upcoming' : 'history'}
              timeZone={biz.timezone}
              currency={biz.currency}
              businessPhone={biz.phone}
              bookAgainHref={bookHref(slug, [booking.data.serviceId, ...booking.data.extraServiceIds])}
              flags={flags}
              onReschedule={() => setDialog('reschedule')}
              onCancel={() => setDialog('cancel')}
              onReview={() => undefined}
              onRepeat={() => undefined}
            />
            {booking.data.status === 'cancelled' ? (
              <p className="text-sm text-muted-foreground">{t('client.manage.cancelled')}</p>
            ) : null}
            {upcoming ? (
              <div>
                <Button variant="outline" onClick={addToCalendar}>
                  <CalendarPlus aria-hidden="true" /> {t('client.manage.calendar')}
                </Button>
              </div>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {withNode(t('client.manage.only', { link: '\u0000' }), '\u0000', signInLink)}
            </p>
          </>
        )}
      </LinkPageFrame>
      {current && dialog ? (
        <Suspense fallback={null}>
          {dialog === 'reschedule' ? (
            <RescheduleDialog
              slug={slug}
              booking={current}
              timeZone={biz.timezone}
              manageToken={token}
              onClose={() => setDialog(null)}
            />
          ) : (
            <CancelBookingDialog
              booking={current}
              timeZone={biz.timezone}
              manageToken={token}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
