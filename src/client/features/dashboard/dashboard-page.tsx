// Owner dashboard (/dashboard, and / when signed in; spec part 1 §2): loading, error or no-business states, then
// the month's figures against targets, quick actions, today's schedule and live activity — all from the API.
// A staff member gets their own day only; a manager on the team sees theirs first ('My schedule'), the owner
// everyone's, each with a switch to the other.
import { ExternalLink } from 'lucide-react';
import { use, useState } from 'react';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useOpenQuickBookingFromUrl } from '#client/entities/bookings/use-open-quick-booking-from-url.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsCatalog } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { roleMayUse } from '#shared/access.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { useDashboardSummary } from './api/get-dashboard-summary.ts';
import { useTodayBookings } from './api/get-today-bookings.ts';
import { useUpcomingBookings } from './api/get-upcoming-bookings.ts';
import { DashboardError, DashboardLoading, NoBusinessPrompt } from './components/dashboard-states.tsx';
import { LiveActivity } from './components/live-activity.tsx';
import { MyScheduleToggle } from './components/my-schedule-toggle.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { TodaysSchedule } from './components/todays-schedule.tsx';
import { WaitlistCard } from './components/waitlist-card.tsx';
import { WeatherCard } from './components/weather-card.tsx';
import { useNow } from './use-now.ts';

/** Only the bookings of `teamMemberId`, when one is given. */
function scheduleOf(bookings: BookingView[], teamMemberId: string | null): BookingView[] {
  return teamMemberId ? bookings.filter((b) => b.teamMemberId === teamMemberId) : bookings;
}

export function DashboardPage() {
  const { user } = useAuth();
  const current = useCurrentRole();
  const business = useMyBusiness();
  const hasBusiness = Boolean(business.data);
  const manages = !current.isPending && roleMayUse(current.role, 'manager');
  // null until the user picks: then the role's default (current.openOnMemberId) decides.
  const [picked, setEveryone] = useState<boolean | null>(null);
  const summary = useDashboardSummary({ enabled: hasBusiness && manages });
  const today = useTodayBookings({ enabled: hasBusiness });
  const upcoming = useUpcomingBookings({ enabled: hasBusiness });
  const now = useNow();
  const { t } = useAppI18n();
  // The cards' words, fetched beside the data (another language than English): waited for before the figures show,
  // never after (a card asking for them once shown would put the page back behind the frame's spinner).
  const cardsCatalog = useDashboardCardsCatalog();
  // /dashboard?quickBooking=1 (links from other screens) opens the quick-booking dialog.
  useOpenQuickBookingFromUrl();

  if (business.isPending || current.isPending) return <DashboardLoading />;
  // The memberships decide: someone who joined a team has a business to work in, though none of their own.
  if (!current.hasBusiness && !business.data && !business.isError) {
    return <NoBusinessPrompt firstName={user?.firstName} />;
  }
  if (business.isError || !business.data) return <DashboardError />;
  if ((manages && summary.isError) || today.isError || upcoming.isError) return <DashboardError />;
  if (!today.data || !upcoming.data) return <DashboardLoading />;

  // A staff member's lists are already only theirs (the server narrows them); a manager or owner with a schedule
  // of their own sees it first and may show everyone's.
  const everyone = picked ?? current.openOnMemberId === null;
  const mine = manages && !everyone ? current.teamMemberId : null;
  const schedule = (
    <TodaysSchedule
      today={scheduleOf(today.data, mine)}
      upcoming={scheduleOf(upcoming.data.items, mine)}
      timeZone={business.data.timezone}
      currency={business.data.currency}
      now={now}
      title={mine || !manages ? t('dashboard.mySchedule') : undefined}
      filter={
        manages && current.teamMemberId ? (
          <MyScheduleToggle everyone={everyone} onEveryone={setEveryone} />
        ) : null
      }
    />
  );
  if (!manages) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <PageHeader className="mb-0" title={t('dashboard.title')} description={business.data.name} />
        {schedule}
      </div>
    );
  }
  if (!summary.data) return <DashboardLoading />;
  if (!cardsCatalog.ready) use(cardsCatalog.loading);

  const { name, status, timezone, slug } = business.data;
  const timeZone = timezone || summary.data.timeZone;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        className="mb-0"
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('dashboard.businessTitle')}
            <Badge variant={status === 'active' ? 'success' : 'secondary'} className="text-xs">
              {t('dashboard.status', { status: status || 'active' })}
            </Badge>
          </span>
        }
        description={name}
        actions={
          <>
            <WeatherCard />
            <Button asChild variant="outline">
              <a href={paths.book.build(slug)} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('dashboard.bookingPage')}
                <span className="sr-only">{t('dashboard.newTab')}</span>
              </a>
            </Button>
          </>
        }
      />
      <StatCards summary={summary.data} />
      <WaitlistCard currency={summary.data.currency} timeZone={timeZone} />
      <QuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {schedule}
        <LiveActivity currency={summary.data.currency} timeZone={timeZone} now={now} />
      </div>
    </div>
  );
}
