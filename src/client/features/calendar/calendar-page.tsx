// Calendar (/calendar): the owner's bookings by week or day on a 07:00–20:30 grid in the business's time zone
// (a day list on small screens), a staff filter, quick booking from a free time and booking details on click. A
// class session is one block (its seat bookings folded in) that opens its roster; on one member's schedule, a visit
// shared between members is their parts, each opening the booking's details.
// A member opens on their own schedule (a staff member sees only theirs, with no filter); the owner on everyone's.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useBookings } from '#client/entities/bookings/api/get-bookings.ts';
import { BookingDetailsDialog } from '#client/entities/bookings/booking-details-dialog.tsx';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { businessToday } from '#client/entities/bookings/quick-booking-slots.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useClassSessions } from '#client/entities/classes/api/get-class-sessions.ts';
import { RosterDialog } from '#client/entities/classes/components/roster-dialog.tsx';
import { type CurrentRole, useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { roleMayUse } from '#shared/access.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import { type CalendarItem, calendarItems, itemTarget } from './calendar-items.ts';
import { placeItems, weekDates } from './calendar-layout.ts';
import { CalendarToolbar } from './components/calendar-toolbar.tsx';
import { DaySchedule } from './components/day-schedule.tsx';
import { ServiceLegend } from './components/service-legend.tsx';
import { TimeGrid } from './components/time-grid.tsx';
import { serviceColorMap } from './service-colors.ts';
import { useCalendarState } from './use-calendar-state.ts';

export function CalendarPage() {
  const business = useMyBusiness();
  const current = useCurrentRole();
  const { t } = useCalendarI18n();
  if (business.isPending || current.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label={t('calendar.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  if (!business.data) {
    return (
      <>
        <PageHeader title={t('calendar.title')} />
        {business.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(business.error)}</AlertDescription>
          </Alert>
        ) : (
          <p className="text-muted-foreground">
            {t('calendar.noBusiness')}{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              {t('calendar.createBusiness')}
            </Link>
          </p>
        )}
      </>
    );
  }
  return <BusinessCalendar business={business.data} current={current} />;
}

function BusinessCalendar({ business, current }: { business: OwnerBusiness; current: CurrentRole }) {
  const timeZone = business.timezone;
  const today = businessToday(timeZone);
  const manages = roleMayUse(current.role, 'manager');
  const state = useCalendarState(today, current.openOnMemberId ?? 'all');
  const quickBooking = useQuickBooking();
  const team = useTeamMembers();
  const services = useServices();
  const colorOf = useMemo(() => serviceColorMap((services.data ?? []).map((s) => s.id)), [services.data]);
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [openSession, setOpenSession] = useState<string | null>(null);
  const days = weekDates(state.date);
  const shownDays = state.view === 'day' ? [state.date] : days;
  const from = days[0] ?? state.date;
  const to = days[6] ?? state.date;
  const bookings = useBookings({ from, to, ...(state.staff !== 'all' ? { teamMemberId: state.staff } : {}) });
  // Sessions end their range at the start of `to` (exclusive), bookings at its end.
  const sessions = useClassSessions({ from, to: addDaysToLocalDate(to, 1) });
  const resources = useResources();
  const items = useMemo(() => {
    const shown = (sessions.data ?? []).filter(
      (s) => state.staff === 'all' || s.teamMemberId === state.staff,
    );
    return calendarItems(
      bookings.data ?? [],
      shown,
      resources.data,
      state.staff === 'all' ? null : state.staff,
    );
  }, [bookings.data, sessions.data, resources.data, state.staff]);
  const placed = useMemo(() => placeItems(items, timeZone), [items, timeZone]);
  const open = (item: CalendarItem) =>
    (item.kind === 'class' ? setOpenSession : setOpenBooking)(itemTarget(item));
  // A staff member's calendar is only theirs: no choice of whose to show.
  const members = manages ? (team.data ?? []).filter((m) => m.isActive) : [];
  const mine = current.teamMemberId !== null && state.staff === current.teamMemberId;
  const { t } = useCalendarI18n();

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.zone', { mine: mine ? 'yes' : 'no', zone: timeZone.replaceAll('_', ' ') })}
        actions={
          <Button onClick={() => quickBooking.open({ date: state.date })}>{t('calendar.newBooking')}</Button>
        }
      />
      <CalendarToolbar
        view={state.view}
        days={shownDays}
        date={state.date}
        staff={state.staff}
        members={members}
        onStep={state.step}
        onToday={state.goToday}
        onView={state.setView}
        onStaff={state.setStaff}
      />
      {bookings.isError || sessions.isError ? (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {errorMessage(bookings.error ?? sessions.error, t('calendar.loadFailed'))}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void Promise.all([bookings.refetch(), sessions.refetch()])}
            >
              {t('calendar.tryAgain')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="relative" aria-busy={bookings.isFetching}>
        <div className="hidden md:block">
          <ServiceLegend items={items} colorOf={colorOf} />
          <TimeGrid
            days={shownDays}
            placed={placed}
            colorOf={colorOf}
            timeZone={timeZone}
            today={today}
            now={new Date()}
            onCell={(date, time) => quickBooking.open({ date, time })}
            onOpen={open}
          />
        </div>
        <div className="md:hidden">
          <DaySchedule
            days={days}
            date={state.date}
            today={today}
            placed={placed}
            colorOf={colorOf}
            onDate={state.setDate}
            onOpen={open}
            onAdd={(date) => quickBooking.open({ date })}
          />
        </div>
        {bookings.isPending ? (
          <div className="absolute inset-0 flex items-start justify-center bg-background/60 pt-24">
            <Spinner label={t('calendar.loadingBookings')} className="[&_svg]:size-8" />
          </div>
        ) : null}
      </div>
      <BookingDetailsDialog
        bookingId={openBooking}
        timeZone={timeZone}
        currency={business.currency}
        onClose={() => setOpenBooking(null)}
      />
      <RosterDialog sessionId={openSession} timeZone={timeZone} onClose={() => setOpenSession(null)} />
    </>
  );
}
