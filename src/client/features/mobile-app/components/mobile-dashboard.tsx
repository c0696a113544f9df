// Step 5: the small dashboard with Overview, Schedule, Clients and Settings tabs, all from the owner's real
// data (GET /api/bookings/today, GET /api/businesses/me), in place of the spec's sample figures (MOB-37).
import { BarChart3, CalendarCheck, DollarSign, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useTodayBookings } from '#client/entities/bookings/api/today-bookings.ts';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import { formatRevenue, sortByTime, summariseToday } from '../today-summary.ts';
import { BookingList } from './booking-list.tsx';
import { ClientsTab, SettingsTab } from './dashboard-tabs.tsx';

/** `id`: the card's test id ('today-s-bookings'), the same in every language. */
function StatCard({
  id,
  label,
  value,
  icon: Icon,
}: {
  id: string;
  label: string;
  value: string;
  icon: typeof DollarSign;
}) {
  return (
    <div className="rounded-2xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between text-muted-foreground">
        <span className="text-sm font-medium">{label}</span>
        <Icon className="size-4" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold" data-testid={`stat-${id}`}>
        {value}
      </p>
    </div>
  );
}

export function MobileDashboard({ user, business }: { user: PublicUser; business: OwnerBusiness }) {
  const { t, intl } = usePwaI18n();
  const quickBooking = useQuickBooking();
  const today = useTodayBookings();
  const bookings = sortByTime(today.data ?? []);
  const summary = summariseToday(bookings);
  const upcoming = bookings.filter((b) => b.status !== 'cancelled').slice(0, 3);
  const list = (items: typeof bookings, emptyText?: string) => {
    if (today.isPending)
      return <p className="py-6 text-center text-muted-foreground">{t('dashboard.loading')}</p>;
    if (today.isError) {
      return (
        <div className="rounded-xl border border-destructive/40 p-4 text-center">
          <p className="font-medium">{t('dashboard.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => today.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      );
    }
    return (
      <BookingList
        bookings={items}
        timeZone={business.timezone}
        currency={business.currency}
        emptyText={emptyText}
      />
    );
  };

  return (
    <div className="min-h-dvh bg-muted/40 pb-10">
      <header className="bg-gradient-to-br from-emerald-700 to-teal-900 px-5 pt-10 pb-16 text-white">
        <p className="text-sm text-emerald-100">
          {user.firstName ? t('dashboard.helloName', { name: user.firstName }) : t('dashboard.hello')}
        </p>
        <h1 className="mt-1 text-2xl font-bold break-words">{business.name}</h1>
      </header>
      <div className="-mt-10 px-4">
        <div className="grid grid-cols-2 gap-3">
          <StatCard
            id="today-s-bookings"
            label={t('dashboard.bookings')}
            value={today.isSuccess ? formatCount(summary.activeCount, intl) : '–'}
            icon={CalendarCheck}
          />
          <StatCard
            id="today-s-revenue"
            label={t('dashboard.revenue')}
            value={today.isSuccess ? formatRevenue(summary.revenueCents, business.currency, intl) : '–'}
            icon={DollarSign}
          />
        </div>
        <Tabs defaultValue="overview" className="mt-5">
          <TabsList className="grid w-full grid-cols-4">
            <TabsTrigger value="overview">{t('tab.overview')}</TabsTrigger>
            <TabsTrigger value="schedule">{t('tab.schedule')}</TabsTrigger>
            <TabsTrigger value="clients">{t('tab.clients')}</TabsTrigger>
            <TabsTrigger value="settings">{t('tab.settings')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-2 gap-3">
              <Button onClick={() => quickBooking.open()}>
                <Plus aria-hidden="true" />
                {t('dashboard.newBooking')}
              </Button>
              <Button variant="outline" asChild>
                <Link href="/analytics">
                  <BarChart3 aria-hidden="true" />
                  {t('dashboard.analytics')}
                </Link>
              </Button>
            </div>
            <section aria-labelledby="pwa-up-next">
              <h2 id="pwa-up-next" className="mb-2 font-semibold">
                {t('dashboard.upNext')}
              </h2>
              {list(upcoming)}
            </section>
          </TabsContent>
          <TabsContent value="schedule">
            <h2 className="mb-2 font-semibold">{t('dashboard.schedule')}</h2>
            {list(bookings)}
          </TabsContent>
          <TabsContent value="clients">
            <ClientsTab bookings={bookings} loading={today.isPending} />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab user={user} business={business} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
