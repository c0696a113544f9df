// Owner dashboard (/dashboard, and / when signed in; spec part 1 §2): loading, error or no-business states, then
// the month's figures against targets, quick actions, today's schedule and live activity — all from the API.
import { ExternalLink } from 'lucide-react';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useOpenQuickBookingFromUrl } from '#client/entities/bookings/use-open-quick-booking-from-url.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useDashboardSummary } from './api/get-dashboard-summary.ts';
import { useTodayBookings } from './api/get-today-bookings.ts';
import { useUpcomingBookings } from './api/get-upcoming-bookings.ts';
import { DashboardError, DashboardLoading, NoBusinessPrompt } from './components/dashboard-states.tsx';
import { LiveActivity } from './components/live-activity.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { TodaysSchedule } from './components/todays-schedule.tsx';
import { WaitlistCard } from './components/waitlist-card.tsx';
import { WeatherCard } from './components/weather-card.tsx';
import { useNow } from './use-now.ts';

export function DashboardPage() {
  const { user } = useAuth();
  const business = useMyBusiness();
  const hasBusiness = Boolean(business.data);
  const summary = useDashboardSummary({ enabled: hasBusiness });
  const today = useTodayBookings({ enabled: hasBusiness });
  const upcoming = useUpcomingBookings({ enabled: hasBusiness });
  const now = useNow();
  // /dashboard?quickBooking=1 (links from other screens) opens the quick-booking dialog.
  useOpenQuickBookingFromUrl();

  if (business.isPending) return <DashboardLoading />;
  if (business.isError) return <DashboardError />;
  if (!business.data) return <NoBusinessPrompt firstName={user?.firstName} />;
  if (summary.isError || today.isError || upcoming.isError) return <DashboardError />;
  if (!summary.data || !today.data || !upcoming.data) return <DashboardLoading />;

  const { name, status, timezone, slug } = business.data;
  const timeZone = timezone || summary.data.timeZone;
  const statusLabel = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Active';
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        className="mb-0"
        title={
          <span className="flex flex-wrap items-center gap-3">
            Business Dashboard
            <Badge variant={status === 'active' ? 'success' : 'secondary'} className="text-xs">
              {statusLabel}
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
                Booking page
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </>
        }
      />
      <StatCards summary={summary.data} />
      <WaitlistCard currency={summary.data.currency} timeZone={timeZone} />
      <QuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TodaysSchedule
          today={today.data}
          upcoming={upcoming.data.items}
          timeZone={timeZone}
          currency={summary.data.currency}
          now={now}
        />
        <LiveActivity currency={summary.data.currency} timeZone={timeZone} now={now} />
      </div>
    </div>
  );
}
