// The four figures of the dashboard (Monthly Revenue, Weekly Bookings, Active Clients, Satisfaction), each with
// progress toward the owner's target, and the button that edits the three targets.
import { CalendarCheck, DollarSign, Star, Target, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TargetsDialog } from '#client/entities/analytics/components/targets-dialog.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import type { DashboardSummary } from '#shared/schemas/analytics.ts';
import { formatAmount, formatRating } from '../dashboard-format.ts';
import { StatCard } from './stat-card.tsx';

const DASHBOARD_TARGETS = ['monthlyRevenue', 'weeklyBookings', 'clientGrowth'] as const;

export function StatCards({ summary }: { summary: DashboardSummary }) {
  const [editing, setEditing] = useState(false);
  const { t, locale, intl } = useAppI18n();
  // What the revenue counts: the cards' catalog (the dashboard has it before the figures show).
  const cards = useDashboardCardsI18n();
  const money = (units: number) => formatAmount(units, summary.currency, intl);
  // English keeps the spec's plain figures ('1000'); another language groups and writes them its way.
  const number = (value: number) => (locale === 'en' ? String(value) : value.toLocaleString(intl));
  const rating = formatRating(summary.avgRating);
  const reviews = summary.totalReviews;
  return (
    <section aria-labelledby="stats-heading" className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="stats-heading" className="text-base font-semibold">
          {t('stats.heading')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Target aria-hidden="true" />
          {t('stats.editTargets')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title={t('stats.revenue')}
          value={money(summary.monthlyRevenue)}
          icon={DollarSign}
          help={cards.t('stats.revenueHelp')}
          tone="emerald"
          footnote={t('stats.revenueTarget', { amount: money(summary.monthlyRevenueTarget) })}
          progress={summary.monthlyRevenueProgress}
          progressLabel={t('stats.revenueProgress', { amount: money(summary.monthlyRevenueTarget) })}
        />
        <StatCard
          title={t('stats.bookings')}
          value={number(summary.weekBookings)}
          icon={CalendarCheck}
          tone="blue"
          footnote={t('stats.bookingsTarget', { count: number(summary.weeklyBookingTarget) })}
          progress={summary.weeklyBookingProgress}
          progressLabel={t('stats.bookingsProgress', { count: number(summary.weeklyBookingTarget) })}
        />
        <StatCard
          title={t('stats.clients')}
          value={number(summary.totalClients)}
          icon={Users}
          tone="violet"
          footnote={t('stats.clientsTarget', { count: number(summary.clientGrowthTarget) })}
          progress={summary.clientProgress}
          progressLabel={t('stats.clientsProgress', { count: number(summary.clientGrowthTarget) })}
        />
        <StatCard
          title={t('stats.satisfaction')}
          value={
            (rating && locale !== 'en'
              ? Number(rating).toLocaleString(intl, { minimumFractionDigits: 1 })
              : rating) ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('stats.noRating')}</span>
              </>
            )
          }
          icon={Star}
          tone="amber"
          footnote={
            <Link href={paths.reviews} className="underline underline-offset-4 hover:text-foreground">
              {t('stats.reviews', { count: reviews })}
            </Link>
          }
          progress={summary.satisfactionProgress}
          progressLabel={t('stats.ratingProgress')}
        />
      </div>
      <TargetsDialog
        open={editing}
        onOpenChange={setEditing}
        fields={DASHBOARD_TARGETS}
        currency={summary.currency}
        values={{
          monthlyRevenue: summary.monthlyRevenueTarget,
          weeklyBookings: summary.weeklyBookingTarget,
          clientGrowth: summary.clientGrowthTarget,
        }}
      />
    </section>
  );
}
